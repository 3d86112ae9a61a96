import { site } from "#app/content/site";
import { parseSalary } from "./salary";

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

/** Reads an employment type from the title when the ATS does not give one. */
export function employmentTypeOf(title: string): { schema: string; label: string } | null {
  const t = title.toLowerCase();
  if (/\bintern(ship)?\b/.test(t)) return { schema: "INTERN", label: "Internship" };
  if (/\bcontract(ual)?\b/.test(t)) return { schema: "CONTRACTOR", label: "Contract" };
  if (/\bpart[- ]time\b/.test(t)) return { schema: "PART_TIME", label: "Part-time" };
  if (/\btemp(orary)?\b/.test(t)) return { schema: "TEMPORARY", label: "Temporary" };
  return null;
}

/**
 * Google's JobPosting: the required properties and the recommended ones the
 * data supports. Everything in it is also shown on the page.
 */
export function jobPostingJsonLd(job: JobPostingInput, today?: string): Record<string, unknown> {
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
        ...(job.location ? { streetAddress: job.location } : {}),
        ...(job.city ? { addressLocality: job.city } : {}),
        ...(job.state ? { addressRegion: job.state } : {}),
        ...(job.zipCode ? { postalCode: job.zipCode } : {}),
        addressCountry: "IN",
      },
    },
    directApply: false,
    url: new URL(`/jobdetails/${job.id}`, site.url).toString(),
  };
  // With no creation date the ATS's start date stands in, and that can lie
  // ahead: a posting date in the future is not one (search engines reject it).
  if (job.postedAt && (!today || job.postedAt <= today)) posting.datePosted = job.postedAt;
  if (job.employmentType) posting.employmentType = job.employmentType;
  if (job.jobCode) posting.identifier = { "@type": "PropertyValue", name: job.client || site.name, value: job.jobCode };
  const salary = parseSalary(job.salary, job.payRate);
  if (salary) {
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        ...(salary.min === salary.max ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
        unitText: salary.unit,
      },
    };
  }
  if (job.remote === "remote") {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = { "@type": "Country", name: "India" };
  }
  return posting;
}
