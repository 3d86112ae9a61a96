import { placeKey } from "#shared/content/places";
import { site } from "#shared/content/site";
import { parseSalary } from "#shared/lib/salary";

export interface JobPostingInput {
  id: number;
  title: string;
  client: string;
  descriptionHtml: string;
  postedAt: string | null;
  city: string;
  state: string;
  zipCode: string;
  location: string;
  salary: string | null;
  payRate: number | null;
  jobCode: string | null;
  remote: "remote" | "hybrid" | "onsite";
  employmentType: string | null;
}

export const FULL_TIME = { schema: "FULL_TIME", label: "Full-time" } as const;

/**
 * Reads an employment type from the title, as the ATS gives none; a title
 * that names no other type is a full-time role (the agency's placements
 * are, unless the title says intern, contract, part-time or temporary).
 * The page shows the same label (decision 016).
 */
export function employmentTypeOf(title: string): { schema: string; label: string } {
  const t = title.toLowerCase();
  if (/\bintern(ship)?\b/.test(t)) return { schema: "INTERN", label: "Internship" };
  if (/\bcontract(ual)?\b/.test(t)) return { schema: "CONTRACTOR", label: "Contract" };
  if (/\bpart[- ]time\b/.test(t)) return { schema: "PART_TIME", label: "Part-time" };
  if (/\btemp(orary)?\b/.test(t)) return { schema: "TEMPORARY", label: "Temporary" };
  return FULL_TIME;
}

/**
 * The work location naming each place once, whatever its case, spacing or
 * old name: "Viman Nagar, Pune" + "Pune" + "pune " + "Maharashtra" + PIN →
 * "Viman Nagar, Pune, Maharashtra, 411014". Parts are split on commas first.
 */
export function workLocationOf(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    for (const piece of (part ?? "").split(",")) {
      const text = piece.trim().replace(/\s+/g, " ");
      const key = placeKey(text);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      kept.push(text);
    }
  }
  return kept.join(", ");
}

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How long a listed job's posting is said to stay valid from the day the page is made. */
export const VALID_FOR_DAYS = 30;

/**
 * Google's JobPosting: the required properties and the recommended ones the
 * data supports. Everything in it is also shown on the page.
 */
export function jobPostingJsonLd(job: JobPostingInput, today?: string): Record<string, unknown> {
  const day = today ?? new Date().toISOString().slice(0, 10);
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml || job.title,
    hiringOrganization: { "@type": "Organization", name: job.client || site.name },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.location ? { streetAddress: workLocationOf([job.location]) } : {}),
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.state ? { addressRegion: job.state } : {}),
        ...(job.zipCode ? { postalCode: job.zipCode } : {}),
        addressCountry: "IN",
      },
    },
    directApply: false,
    url: new URL(`/jobdetails/${job.id}`, site.url).toString(),
  };
  // Google requires datePosted: the creation date, else the day the site first
  // saw the job (the refresh stamps it), never a day ahead; today if neither.
  posting.datePosted = job.postedAt && job.postedAt <= day ? job.postedAt : day;
  // A listed job is open: the posting is valid for a while from today; once
  // the ATS drops it the page answers 404 and the sitemap loses it.
  posting.validThrough = `${addDays(day, VALID_FOR_DAYS)}T23:59:59+05:30`;
  if (job.employmentType) posting.employmentType = job.employmentType;
  if (job.jobCode) posting.identifier = { "@type": "PropertyValue", name: job.client || site.name, value: job.jobCode };
  const salary = parseSalary(job.salary, job.payRate);
  if (salary) {
    // Per year, as Google for Jobs compares salaries: a monthly figure ×12. An
    // hourly one (rare here) stays hourly rather than guessing the hours.
    const factor = salary.unit === "MONTH" ? 12 : 1;
    const min = salary.min * factor;
    const max = salary.max * factor;
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
        unitText: salary.unit === "HOUR" ? "HOUR" : "YEAR",
      },
    };
  }
  if (job.remote === "remote") {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: "India" };
  }
  return posting;
}
