import type { Job } from "./types";

export const PAGE_SIZE = 20;

/**
 * Indian city names and their older or alternative spellings. A location
 * query for any name in a group finds jobs in every name of the group.
 */
export const CITY_ALIASES: string[][] = [
  ["bengaluru", "bangalore"],
  ["gurugram", "gurgaon"],
  ["mumbai", "bombay"],
  ["chennai", "madras"],
  ["kolkata", "calcutta"],
  ["thiruvananthapuram", "trivandrum"],
  ["vadodara", "baroda"],
  ["mysuru", "mysore"],
  ["kochi", "cochin"],
  ["puducherry", "pondicherry"],
  ["prayagraj", "allahabad"],
];

/** Region words that cover several cities. */
const REGIONS: Record<string, string[]> = {
  "delhi ncr": ["delhi", "new delhi", "gurugram", "gurgaon", "noida", "greater noida", "ghaziabad", "faridabad"],
};

function aliasesOf(place: string): string[] {
  const key = place.toLowerCase();
  const extra: string[] = [];
  for (const group of CITY_ALIASES) if (group.includes(key)) extra.push(...group);
  for (const [region, members] of Object.entries(REGIONS)) if (members.includes(key)) extra.push(region, "ncr");
  return extra;
}

/** A job with its precomputed, lower-cased search text. */
export interface IndexedJob {
  job: Job;
  text: string;
  place: string;
  /** Sort key: posted date as a number (YYYYMMDD), 0 when unknown. */
  posted: number;
}

export function indexJob(job: Job): IndexedJob {
  const text = [job.title, job.client, job.primarySkills.join(", ")].join("\n").toLowerCase();
  const places = [...job.cities, job.country, job.zipCode, ...job.states];
  const place = [...places, ...places.flatMap(aliasesOf)].join("\n").toLowerCase();
  const posted = job.postedAt ? Number(job.postedAt.replaceAll("-", "")) : 0;
  return { job, text, place, posted };
}

/** Newest first by creation date, else start date; then the higher id first. */
export function compareNewest(a: IndexedJob, b: IndexedJob): number {
  return b.posted - a.posted || b.job.id - a.job.id;
}

export function buildIndex(jobs: Job[]): IndexedJob[] {
  return jobs.map(indexJob).sort(compareNewest);
}

export interface SearchFilters {
  query?: string;
  location?: string;
}

function normalizeTerm(value: string | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Case-insensitive substring search. The text query looks at title, client
 * and primary skills; the location at city, country, PIN code, states and
 * the city aliases. Order is kept (the index is sorted newest first).
 */
export function searchIndex(index: IndexedJob[], filters: SearchFilters): IndexedJob[] {
  const query = normalizeTerm(filters.query);
  const location = normalizeTerm(filters.location);
  if (!query && !location) return index;
  const out: IndexedJob[] = [];
  for (const entry of index) {
    if (query && !entry.text.includes(query)) continue;
    if (location && !entry.place.includes(location)) continue;
    out.push(entry);
  }
  return out;
}

export interface PageSlice<T> {
  count: number;
  numPages: number;
  page: number;
  results: T[];
}

/** One page of results. A page past the end is an honest empty page. */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE): PageSlice<T> {
  const numPages = Math.max(1, Math.ceil(items.length / size));
  const start = (page - 1) * size;
  return { count: items.length, numPages, page, results: items.slice(start, start + size) };
}
