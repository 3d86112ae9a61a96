// Relative, not #shared/: scripts/bench.mjs bundles the search with esbuild (see job-index.ts).
import { englishSearchText } from "../../shared/content/hindi-search";
import { EXPERIENCE_OPTIONS, POSTED_OPTIONS, SALARY_BANDS, WORK_MODES } from "../../shared/schemas/job-search";
import type { JobStore } from "./job-index";

export const PAGE_SIZE = 20;

export type SalaryBand = (typeof SALARY_BANDS)[number]["value"];
export type WorkMode = (typeof WORK_MODES)[number]["value"];
export type PostedWithin = (typeof POSTED_OPTIONS)[number]["value"];

export interface SearchFilters {
  query?: string;
  location?: string;
  /** The seeker's years of experience. */
  experience?: number;
  salary?: SalaryBand;
  work_mode?: WorkMode;
  /** An industry name, any case. */
  industry?: string;
  posted?: PostedWithin;
  /** Default: relevance when there is a query, else date. */
  sort?: "relevance" | "date";
  /** India's date (YYYY-MM-DD) the "posted" filter counts back from. */
  today?: string;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Per filter, its options and how many jobs each would give with the other active filters kept. */
export interface Facets {
  experience: FacetOption[];
  salary: FacetOption[];
  work_mode: FacetOption[];
  industry: FacetOption[];
  posted: FacetOption[];
}

/** At most this many industries are listed (the most common first; a chosen one always). */
export const MAX_INDUSTRY_FACETS = 30;

/**
 * The words of a search box: "  Java  developer, Pune " → ["java", "developer", "pune"].
 * Devanagari place names and job words are put in English first ("ड्राइवर पुणे" →
 * ["driver", "pune"]; shared/content/hindi-search.ts, issue 24).
 */
export function searchWords(value: string | undefined): string[] {
  return englishSearchText(value ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

function containsAll(text: string, words: string[]): boolean {
  for (const word of words) if (!text.includes(word)) return false;
  return true;
}

/** YYYYMMDD of the day `days` before `today` (YYYY-MM-DD). */
function daysBefore(today: string, days: number): number {
  const [y, m, d] = today.split("-").map(Number);
  return Number(new Date(Date.UTC(y, m - 1, d) - days * 86_400_000).toISOString().slice(0, 10).replaceAll("-", ""));
}

const REMOTE_OF: Record<WorkMode, string> = { office: "onsite", hybrid: "hybrid", remote: "remote" };
const EXPERIENCE_YEARS = EXPERIENCE_OPTIONS.map((o) => Number(o.value));

/** Field weights: any title match outranks any skills match, which outranks any company match. */
const FIELD_WEIGHT = [10_000, 100, 1] as const;
/** Within a field: an exact word above a word prefix above any other substring. */
const EXACT = 9;
const PREFIX = 3;
const INSIDE = 1;

function isWordChar(code: number): boolean {
  // a-z, 0-9 and anything past ASCII (Devanagari, accents): a word goes on.
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/**
 * Relevance of one job's search text ("title\nclient\nskills", lower-cased)
 * to the query words: for each word its best match in each field, weighted.
 */
function relevance(text: string, words: string[]): number {
  const titleEnd = text.indexOf("\n");
  const clientEnd = text.indexOf("\n", titleEnd + 1);
  let score = 0;
  for (const word of words) {
    const best = [0, 0, 0];
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      const field = at < titleEnd ? 0 : at < clientEnd ? 2 : 1;
      const starts = at === 0 || !isWordChar(text.charCodeAt(at - 1));
      const end = at + word.length;
      const ends = end >= text.length || !isWordChar(text.charCodeAt(end));
      const kind = starts ? (ends ? EXACT : PREFIX) : INSIDE;
      if (kind > best[field]) best[field] = kind;
    }
    score += best[0] * FIELD_WEIGHT[0] + best[1] * FIELD_WEIGHT[1] + best[2] * FIELD_WEIGHT[2];
  }
  return score;
}

export interface SearchResult {
  /** Positions in the store, in the asked order. */
  positions: number[];
  /** Present when asked for. */
  facets?: Facets;
  sort: "relevance" | "date";
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
  return searchJobs(store, filters, false).positions;
}

/**
 * The whole search: text and location as searchIndex says, then the filters
 * (experience, salary band, work mode, industry, posted within), the order
 * (relevance: title above skills above company, exact words above prefixes,
 * ties newest first; or date) and, when asked, the facet counts: for each
 * filter, each option's matches with every other active filter applied.
 */
export function searchJobs(store: JobStore, filters: SearchFilters, withFacets: boolean): SearchResult {
  const words = searchWords(filters.query);
  const placeWords = searchWords(filters.location);
  const sort = filters.sort ?? (words.length > 0 ? "relevance" : "date");
  const texts = words.length > 0 ? store.searchTexts() : null;
  const places = placeWords.length > 0 ? store.placeTexts() : null;

  const posted = filters.posted || withFacets ? store.postedDays() : null;
  const salaries = filters.salary || withFacets ? store.salaryLpa() : null;
  const today = filters.today ?? new Date().toISOString().slice(0, 10);
  const postedCutoffs = POSTED_OPTIONS.map((o) => daysBefore(today, o.days));
  const industryKey = filters.industry ? filters.industry.trim().toLowerCase() : "";
  const band = filters.salary ? SALARY_BANDS.find((b) => b.value === filters.salary) : undefined;
  const years = filters.experience;
  const remote = filters.work_mode ? REMOTE_OF[filters.work_mode] : undefined;
  const postedCutoff = filters.posted ? daysBefore(today, Number(filters.posted)) : 0;

  const inExperience = (i: number, y: number) => {
    const min = store.experienceMin(i);
    if (min === null || y < min) return false;
    const max = store.experienceMax(i);
    return max === null || y <= max;
  };
  const inBand = (i: number, lo: number, hi: number) => {
    const min = salaries?.min[i] ?? Number.NaN;
    // NaN (no salary) compares false: such a job is in no band.
    return min < hi && (salaries?.max[i] ?? Number.NaN) >= lo;
  };
  // The active filters in a fixed order; a job's failures are counted against them.
  const tests: { key: keyof Facets; pass: (i: number) => boolean }[] = [];
  if (years !== undefined) tests.push({ key: "experience", pass: (i) => inExperience(i, years) });
  if (band) tests.push({ key: "salary", pass: (i) => inBand(i, band.min, band.max) });
  if (remote) tests.push({ key: "work_mode", pass: (i) => store.remoteAt(i) === remote });
  if (industryKey)
    tests.push({ key: "industry", pass: (i) => store.stringAt(store.industryRef(i), true) === industryKey });
  if (posted && postedCutoff) tests.push({ key: "posted", pass: (i) => posted[i] >= postedCutoff });

  const counts = withFacets
    ? {
        experience: new Array<number>(EXPERIENCE_YEARS.length).fill(0),
        salary: new Array<number>(SALARY_BANDS.length).fill(0),
        work_mode: new Array<number>(WORK_MODES.length).fill(0),
        posted: new Array<number>(POSTED_OPTIONS.length).fill(0),
        industry: new Map<number, number>(),
      }
    : null;
  const modes = WORK_MODES.map((m) => REMOTE_OF[m.value]);

  const out: number[] = [];
  const allMatch = !texts && !places && tests.length === 0;
  for (let i = 0; i < store.size; i++) {
    if (texts && !containsAll(texts[i], words)) continue;
    if (places && !containsAll(places[i], placeWords)) continue;
    let failed: keyof Facets | null = null;
    let fails = 0;
    for (const test of tests) {
      if (!test.pass(i)) {
        fails++;
        failed = test.key;
        if (fails > 1) break;
      }
    }
    if (fails === 0 && !allMatch) out.push(i);
    if (!counts || fails > 1) continue;
    // With no failure a job counts in every facet; with one, only in the failed filter's own.
    if (fails === 0 || failed === "experience")
      for (let k = 0; k < EXPERIENCE_YEARS.length; k++)
        if (inExperience(i, EXPERIENCE_YEARS[k])) counts.experience[k]++;
    if (fails === 0 || failed === "salary")
      for (let k = 0; k < SALARY_BANDS.length; k++)
        if (inBand(i, SALARY_BANDS[k].min, SALARY_BANDS[k].max)) counts.salary[k]++;
    if (fails === 0 || failed === "work_mode") {
      const k = modes.indexOf(store.remoteAt(i));
      if (k !== -1) counts.work_mode[k]++;
    }
    if ((fails === 0 || failed === "posted") && posted)
      for (let k = 0; k < postedCutoffs.length; k++) if (posted[i] >= postedCutoffs[k]) counts.posted[k]++;
    if (fails === 0 || failed === "industry") {
      const ref = store.industryRef(i);
      counts.industry.set(ref, (counts.industry.get(ref) ?? 0) + 1);
    }
  }
  let positions = allMatch ? store.allPositions() : out;
  if (sort === "relevance" && texts && positions.length > 1) {
    const scores = new Float64Array(positions.length);
    for (let n = 0; n < positions.length; n++) scores[n] = relevance(texts[positions[n]], words);
    // Positions are newest first already: ties keep that order.
    const order = Array.from(positions.keys()).sort((a, b) => scores[b] - scores[a] || a - b);
    positions = order.map((n) => positions[n]);
  }
  const result: SearchResult = { positions, sort };
  if (counts) result.facets = facetsOf(store, counts, industryKey);
  return result;
}

function facetsOf(
  store: JobStore,
  counts: {
    experience: number[];
    salary: number[];
    work_mode: number[];
    posted: number[];
    industry: Map<number, number>;
  },
  chosenIndustry: string,
): Facets {
  const fixed = (options: readonly { value: string; label: string }[], n: number[]) =>
    options.map((o, k) => ({ value: o.value, label: o.label, count: n[k] }));
  // Same industry in other cases is one option (the filter ignores case).
  const byName = new Map<string, FacetOption>();
  for (const [ref, count] of counts.industry) {
    const name = store.stringAt(ref);
    const key = store.stringAt(ref, true);
    if (!name.trim()) continue;
    const had = byName.get(key);
    if (had) had.count += count;
    else byName.set(key, { value: name, label: name, count });
  }
  const industries = [...byName.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
  const industry = industries.slice(0, MAX_INDUSTRY_FACETS).map((e) => e[1]);
  if (chosenIndustry && !industry.some((o) => o.value.toLowerCase() === chosenIndustry)) {
    const chosen = byName.get(chosenIndustry);
    industry.push(chosen ?? { value: chosenIndustry, label: chosenIndustry, count: 0 });
  }
  return {
    experience: fixed(EXPERIENCE_OPTIONS, counts.experience),
    salary: fixed(SALARY_BANDS, counts.salary),
    work_mode: fixed(WORK_MODES, counts.work_mode),
    industry,
    posted: fixed(POSTED_OPTIONS, counts.posted),
  };
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
