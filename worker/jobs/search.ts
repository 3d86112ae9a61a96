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

/** The words of a search box: "  Java  developer, Pune " → ["java", "developer", "pune"]. */
export function searchWords(value: string | undefined): string[] {
  return (value ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

function containsAll(text: string, words: string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/**
 * Case-insensitive search by words: a job matches when every word of the text
 * query is a substring of its title, client or primary skills (each word may
 * match a different one: "react developer" finds "Frontend Developer – React",
 * "developer java" a Java developer), and every word of the location a
 * substring of its city, country, PIN code, states or the city aliases
 * ("pune, maharashtra"). A one-word query is the plain substring match.
 * Returns positions in the store, newest first.
 */
export function searchIndex(store: JobStore, filters: SearchFilters): number[] {
  const words = searchWords(filters.query);
  const placeWords = searchWords(filters.location);
  if (words.length === 0 && placeWords.length === 0) return store.allPositions();
  const texts = words.length > 0 ? store.searchTexts() : null;
  const places = placeWords.length > 0 ? store.placeTexts() : null;
  const out: number[] = [];
  for (let i = 0; i < store.size; i++) {
    if (texts && !containsAll(texts[i], words)) continue;
    if (places && !containsAll(places[i], placeWords)) continue;
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
