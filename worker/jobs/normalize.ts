import { postedDay } from "./posted-day";
import { decodeEntities, htmlToText, sanitizeCappedDescription } from "./sanitize";
import { type RawJob, rawJobSchema } from "./schema";
import type { Experience, Job, JobDetail, RemoteMode } from "./types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1970 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 31/02 and friends, which Date would roll over.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/**
 * Reads the date shapes ATS data arrives in and returns YYYY-MM-DD, or null:
 * 2026-07-20, 2026-07-20 10:00:00, 2026-07-20T10:00:00Z, 20/07/2026,
 * 20-07-2026, 20.07.2026, 30/March/2026, 30 Mar 2026, March 30, 2026.
 */
export function parseDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  let m = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/);
  if (m) return isoDate(+m[1], +m[2], +m[3]);
  m = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[T ].*)?$/);
  if (m) return isoDate(+m[3], +m[2], +m[1]);
  m = text.match(/^(\d{1,2})[/. -]+([A-Za-z]{3,9})[/., -]+(\d{4})$/);
  if (m) return isoDate(+m[3], monthNumber(m[2]), +m[1]);
  m = text.match(/^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/);
  if (m) return isoDate(+m[3], monthNumber(m[1]), +m[2]);
  return null;
}

/** "3", 3, "3-5", "3 - 5 years", "3 Years", "3+ yrs", "0-1" → a range and a label. */
export function parseExperience(value: unknown): Experience {
  const text = value === null || value === undefined ? "" : String(value).trim();
  const numbers = (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n >= 0 && n <= 60);
  if (numbers.length === 0) return { min: null, max: null, label: "Not specified" };
  const min = Math.min(numbers[0], numbers[1] ?? numbers[0]);
  const max = numbers.length > 1 ? Math.max(numbers[0], numbers[1]) : text.includes("+") ? null : min;
  const label = max === null ? `${min}+ yr` : max === min ? `${min} yr` : `${min}-${max} yr`;
  return { min, max, label };
}

/** Plain text: entities decoded, tags dropped, whitespace collapsed, length capped. */
export function cleanText(value: unknown, max = 300): string {
  if (value === null || value === undefined || typeof value === "object") return "";
  const text = String(value);
  const plain = /[<&]/.test(text) ? htmlToText(text) : text.replace(/\s+/g, " ").trim();
  return plain.slice(0, max);
}

/** Comma-separated (or array) skills → unique, trimmed names. */
export function splitList(value: unknown, max = 40): string[] {
  const parts: string[] = Array.isArray(value)
    ? value.flatMap((v) => (typeof v === "string" || typeof v === "number" ? [String(v)] : []))
    : typeof value === "string"
      ? decodeEntities(value).split(/[,;|\n]/)
      : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const name = cleanText(part, 80);
    const key = name.toLowerCase();
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
    if (out.length >= max) break;
  }
  return out;
}

/** Cities or states as the ATS writes them: "Pune", "[Pune, Mumbai]", "Karnataka / Tamil Nadu", arrays. */
export function splitPlaces(value: unknown): string[] {
  if (Array.isArray(value)) return splitList(value, 10);
  if (typeof value !== "string") return [];
  const text = decodeEntities(value).replace(/[[\]"'{}()]/g, " ");
  return splitList(text.split(/[,/|;]|\s+&\s+/).join(","), 10);
}

/** 1, "1", "Yes", true, "Remote" → remote; 2, "Hybrid" → hybrid; anything else on-site. */
export function parseRemote(value: unknown): RemoteMode {
  const text = value === null || value === undefined ? "" : String(value).trim().toLowerCase();
  if (["1", "yes", "true", "y", "remote", "wfh", "work from home"].includes(text)) return "remote";
  if (["2", "hybrid"].includes(text)) return "hybrid";
  return "onsite";
}

/** Only absolute http(s) URLs are ever used as apply links. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text || text.length > 2000) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function optionalText(value: unknown, max = 120): string | null {
  const text = cleanText(value, max);
  return text ? text : null;
}

function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).replace(/[,₹\s]/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function normalizeRawJob(raw: RawJob): { job: Job; detail: JobDetail } {
  const cities = splitPlaces(raw.city);
  const states = splitPlaces(raw.states);
  const descriptionHtml = typeof raw.job_description === "string" ? sanitizeCappedDescription(raw.job_description) : "";
  const createdAt = parseDate(raw.creation_date);
  const startDate = parseDate(raw.job_start_date);
  const summarySource = raw.details && typeof raw.details === "object" ? raw.details.summary : null;
  const summary = cleanText(summarySource, 400) || htmlToText(descriptionHtml).slice(0, 240);
  const primarySkills = splitList(raw.primary_skills, 12);
  const detailSkills = raw.details && typeof raw.details === "object" ? raw.details.skills : undefined;
  const skills = splitList(raw.skills ?? detailSkills, 40);
  const job: Job = {
    id: raw.id,
    title: cleanText(raw.job_title, 200) || "Untitled role",
    client: cleanText(raw.client, 160),
    cities,
    city: cities.join(", "),
    states,
    state: states.join(", "),
    country: cleanText(raw.country, 80),
    location: cleanText(raw.location, 200),
    zipCode: cleanText(raw.zip_code, 12),
    experience: parseExperience(raw.experience),
    createdAt,
    startDate,
    firstSeen: null,
    postedAt: postedDay({ createdAt, startDate, firstSeen: null }),
    primarySkills,
    skills: skills.length > 0 ? skills : primarySkills,
    industry: cleanText(raw.industry, 80),
    summary,
    applyUrl: safeHttpUrl(raw.apply_job_without_registration),
    salary: optionalText(raw.salary),
    payRate: optionalNumber(raw.pay_rate___salary),
    jobCode: optionalText(raw.job_code, 60),
    remote: parseRemote(raw.remoteOpportunity),
  };
  return { job, detail: { id: job.id, descriptionHtml } };
}

/**
 * Validates and normalises one untrusted record. Returns null for a record
 * that cannot be used (no id, no title, not an object): the caller counts it.
 */
export function normalizeJob(value: unknown): { job: Job; detail: JobDetail } | null {
  const parsed = rawJobSchema.safeParse(value);
  if (!parsed.success) return null;
  return normalizeRawJob(parsed.data);
}
