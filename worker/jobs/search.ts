import type { JobStore } from "./store";
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

/** The other names and the regions of one place (any case): what a location search also matches it by. */
export function aliasesOf(place: string): string[] {
  const key = place.toLowerCase();
  const extra: string[] = [];
  for (const group of CITY_ALIASES) if (group.includes(key)) extra.push(...group);
  for (const [region, members] of Object.entries(REGIONS)) if (members.includes(key)) extra.push(region, "ncr");
  return extra;
}

/** Sort key: posted date as a number (YYYYMMDD), 0 when unknown. */
export function postedKey(job: Job): number {
  return job.postedAt ? Number(job.postedAt.replaceAll("-", "")) : 0;
}

/** Newest first by creation date, else start date; then the higher id first. */
export function sortNewest(jobs: Job[]): Job[] {
  return jobs
    .map((job) => ({ job, posted: postedKey(job) }))
    .sort((a, b) => b.posted - a.posted || b.job.id - a.job.id)
    .map((e) => e.job);
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
 * the city aliases. Returns positions in the store, newest first.
 */
export function searchIndex(store: JobStore, filters: SearchFilters): number[] {
  const query = normalizeTerm(filters.query);
  const location = normalizeTerm(filters.location);
  if (!query && !location) return store.allPositions();
  const texts = query ? store.searchTexts() : null;
  const places = location ? store.placeTexts() : null;
  const out: number[] = [];
  for (let i = 0; i < store.size; i++) {
    if (texts && !texts[i].includes(query)) continue;
    if (places && !places[i].includes(location)) continue;
    out.push(i);
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
