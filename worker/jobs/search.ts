// Relative, not #shared/: scripts/bench.mjs bundles the search with esbuild (see job-index.ts).
import { englishSearchText } from "../../shared/content/hindi-search";
import { EXPERIENCE_OPTIONS, POSTED_OPTIONS, SALARY_BANDS, WORK_MODES } from "../../shared/schemas/job-search";
import { type FilterColumns, type JobStore, REMOTE_ORDER, type SearchColumns } from "./job-index";
import type { RemoteMode } from "./types";

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

/** YYYYMMDD of the day `days` before `today` (YYYY-MM-DD). */
function daysBefore(today: string, days: number): number {
  const [y, m, d] = today.split("-").map(Number);
  return Number(new Date(Date.UTC(y, m - 1, d) - days * 86_400_000).toISOString().slice(0, 10).replaceAll("-", ""));
}

/**
 * Whether these filters list every job newest first, as searchJobs does when
 * there is no word to match and no filter that applies (an unknown salary
 * band or work mode applies none). The front of a large snapshot answers
 * such a first page in a new isolate (front.ts).
 */
export function listsEveryJob(filters: SearchFilters): boolean {
  return (
    searchWords(filters.query).length === 0 &&
    searchWords(filters.location).length === 0 &&
    filters.experience === undefined &&
    !(filters.salary && SALARY_BANDS.some((b) => b.value === filters.salary)) &&
    !(filters.work_mode && REMOTE_OF[filters.work_mode]) &&
    !filters.industry?.trim() &&
    !filters.posted
  );
}

/** The "posted within" facet of the whole list from how many jobs were posted on each day (YYYYMMDD). */
export function postedFacet(jobsPerDay: readonly (readonly [number, number])[], today: string): FacetOption[] {
  return POSTED_OPTIONS.map((o) => {
    const cutoff = daysBefore(today, o.days);
    let count = 0;
    for (const [day, jobs] of jobsPerDay) if (day >= cutoff) count += jobs;
    return { value: o.value, label: o.label, count };
  });
}

const NO_FILTER_COLUMNS: FilterColumns = {
  expMin: new Float64Array(0),
  expMax: new Float64Array(0),
  remote: new Uint8Array(0),
  industry: new Int32Array(0),
  industryRefs: [],
};

const REMOTE_OF: Record<WorkMode, string> = { office: "onsite", hybrid: "hybrid", remote: "remote" };
const EXPERIENCE_YEARS = EXPERIENCE_OPTIONS.map((o) => Number(o.value));
const BAND_MIN = SALARY_BANDS.map((b) => b.min);
const BAND_MAX = SALARY_BANDS.map((b) => b.max);

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
 * How a word occurs in one lower-cased string: EXACT, PREFIX, INSIDE or 0;
 * the string's own edges count as word boundaries.
 */
function kindIn(text: string, word: string): number {
  let best = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const starts = at === 0 || !isWordChar(text.charCodeAt(at - 1));
    const end = at + word.length;
    const ends = end >= text.length || !isWordChar(text.charCodeAt(end));
    const kind = starts ? (ends ? EXACT : PREFIX) : INSIDE;
    if (kind > best) best = kind;
    if (best === EXACT) break;
  }
  return best;
}

/**
 * The text search, by strings rather than by job: a query word matches a job
 * when it occurs in its title, its client or one of its primary skills, and
 * its relevance is, per field, the best kind of occurrence (kindIn) weighted.
 * Each distinct string of the table is looked at once per word (memo: the
 * kind + 1, 0 while unknown), so a search over 100,000 jobs reads a few
 * numbers per job and builds no per-job text.
 *
 * This is the same as matching the joined, lower-cased text
 * "title\nclient\nskill, skill" (what earlier releases built): a word holds
 * no line break, comma or space, so it never spans two fields or two
 * skills, and every separator is a word boundary, as a string's edge is.
 */
class TextMatch {
  private readonly memo: Int8Array[];
  private readonly c: SearchColumns;

  constructor(
    private readonly store: JobStore,
    private readonly words: string[],
  ) {
    this.c = store.searchColumns();
    this.memo = words.map(() => new Int8Array(store.stringCount));
  }

  private kind(w: number, ref: number): number {
    const memo = this.memo[w];
    let k = memo[ref];
    if (k === 0) {
      k = kindIn(this.store.stringAt(ref, true), this.words[w]) + 1;
      memo[ref] = k;
    }
    return k - 1;
  }

  /** Whether every word occurs in the title, client or primary skills of the job at a position. */
  matches(i: number): boolean {
    const { title, client, primarySkills, primaryStarts } = this.c;
    for (let w = 0; w < this.words.length; w++) {
      if (this.kind(w, title[i]) > 0 || this.kind(w, client[i]) > 0) continue;
      const at = primaryStarts[i];
      const end = at + primarySkills[at];
      let found = false;
      for (let k = at + 1; k <= end && !found; k++) found = this.kind(w, primarySkills[k]) > 0;
      if (!found) return false;
    }
    return true;
  }

  /** Relevance: for each word its best match in each field, weighted (title above skills above company). */
  relevance(i: number): number {
    const { title, client, primarySkills, primaryStarts } = this.c;
    let score = 0;
    for (let w = 0; w < this.words.length; w++) {
      let skills = 0;
      const at = primaryStarts[i];
      const end = at + primarySkills[at];
      for (let k = at + 1; k <= end; k++) skills = Math.max(skills, this.kind(w, primarySkills[k]));
      score +=
        this.kind(w, title[i]) * FIELD_WEIGHT[0] + skills * FIELD_WEIGHT[1] + this.kind(w, client[i]) * FIELD_WEIGHT[2];
    }
    return score;
  }
}

/**
 * The location search by strings, as TextMatch: a word matches a job when
 * it is a substring of one of its places (cities, country, PIN code,
 * states, the free location line) or of one of their aliases and regions
 * (JobStore.aliasText). Memo per word and string: 0 unknown, 1 no, 2 yes.
 */
class PlaceMatch {
  private readonly memo: Int8Array[];
  private readonly c: SearchColumns;

  constructor(
    private readonly store: JobStore,
    private readonly words: string[],
  ) {
    this.c = store.searchColumns();
    this.memo = words.map(() => new Int8Array(store.stringCount));
  }

  private has(w: number, ref: number): boolean {
    const memo = this.memo[w];
    let k = memo[ref];
    if (k === 0) {
      const word = this.words[w];
      k = this.store.stringAt(ref, true).includes(word) || this.store.aliasText(ref).includes(word) ? 2 : 1;
      memo[ref] = k;
    }
    return k === 2;
  }

  private inList(w: number, values: ArrayLike<number>, at: number): boolean {
    const end = at + values[at];
    for (let k = at + 1; k <= end; k++) if (this.has(w, values[k])) return true;
    return false;
  }

  matches(i: number): boolean {
    const c = this.c;
    for (let w = 0; w < this.words.length; w++) {
      if (
        this.inList(w, c.cities, c.cityStarts[i]) ||
        this.has(w, c.country[i]) ||
        this.has(w, c.zipCode[i]) ||
        this.inList(w, c.states, c.stateStarts[i]) ||
        this.has(w, c.location[i])
      )
        continue;
      return false;
    }
    return true;
  }
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
  const texts = words.length > 0 ? new TextMatch(store, words) : null;
  const places = placeWords.length > 0 ? new PlaceMatch(store, placeWords) : null;

  const posted = filters.posted || withFacets ? store.postedDays() : null;
  const salaries = filters.salary || withFacets ? store.salaryLpa() : null;
  const today = filters.today ?? new Date().toISOString().slice(0, 10);
  const postedCutoffs = POSTED_OPTIONS.map((o) => daysBefore(today, o.days));
  const industryKey = filters.industry ? filters.industry.trim().toLowerCase() : "";
  const band = filters.salary ? SALARY_BANDS.find((b) => b.value === filters.salary) : undefined;
  const years = filters.experience;
  const remote = filters.work_mode ? REMOTE_OF[filters.work_mode] : undefined;
  const postedCutoff = filters.posted ? daysBefore(today, Number(filters.posted)) : 0;

  // Built on the first search that filters or counts (a plain text search never reads them).
  const f = withFacets || years !== undefined || remote || industryKey ? store.filterColumns() : NO_FILTER_COLUMNS;
  const inExperience = (i: number, y: number) => {
    // NaN (not given) compares false; a max of NaN is open-ended.
    if (!(y >= f.expMin[i])) return false;
    const max = f.expMax[i];
    return Number.isNaN(max) || y <= max;
  };
  const inBand = (i: number, lo: number, hi: number) => {
    const min = salaries?.min[i] ?? Number.NaN;
    // NaN (no salary) compares false: such a job is in no band.
    return min < hi && (salaries?.max[i] ?? Number.NaN) >= lo;
  };
  const remoteCode = remote ? REMOTE_ORDER.indexOf(remote as RemoteMode) : -1;
  // Per industry number, whether it is the chosen industry (any case).
  const chosen = industryKey ? f.industryRefs.map((ref) => store.stringAt(ref, true) === industryKey) : [];
  // The active filters in a fixed order; a job's failures are counted against them.
  const tests: { key: keyof Facets; pass: (i: number) => boolean }[] = [];
  if (years !== undefined) tests.push({ key: "experience", pass: (i) => inExperience(i, years) });
  if (band) tests.push({ key: "salary", pass: (i) => inBand(i, band.min, band.max) });
  if (remote) tests.push({ key: "work_mode", pass: (i) => f.remote[i] === remoteCode });
  if (industryKey) tests.push({ key: "industry", pass: (i) => chosen[f.industry[i]] });
  if (posted && postedCutoff) tests.push({ key: "posted", pass: (i) => posted[i] >= postedCutoff });

  const counts = withFacets
    ? {
        experience: new Array<number>(EXPERIENCE_YEARS.length).fill(0),
        salary: new Array<number>(SALARY_BANDS.length).fill(0),
        work_mode: new Array<number>(WORK_MODES.length).fill(0),
        posted: new Array<number>(POSTED_OPTIONS.length).fill(0),
        industry: new Int32Array(f.industryRefs.length),
      }
    : null;
  // The work-mode option of each remote mode (REMOTE_ORDER), -1 for none.
  const modeOption = REMOTE_ORDER.map((r) => WORK_MODES.findIndex((m) => REMOTE_OF[m.value] === r));
  // Industries in the order the counted jobs first showed them (the facets' order among equals).
  const industryOrder: number[] = [];

  const out: number[] = [];
  const allMatch = !texts && !places && tests.length === 0;
  for (let i = 0; i < store.size; i++) {
    if (texts && !texts.matches(i)) continue;
    if (places && !places.matches(i)) continue;
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
    // inExperience and inBand inlined, the job's own values read once: this loop visits every job.
    if (fails === 0 || failed === "experience") {
      const min = f.expMin[i];
      const max = f.expMax[i];
      const open = Number.isNaN(max);
      for (let k = 0; k < EXPERIENCE_YEARS.length; k++) {
        const y = EXPERIENCE_YEARS[k];
        if (y >= min && (open || y <= max)) counts.experience[k]++;
      }
    }
    if ((fails === 0 || failed === "salary") && salaries) {
      const min = salaries.min[i];
      const max = salaries.max[i];
      for (let k = 0; k < SALARY_BANDS.length; k++) if (min < BAND_MAX[k] && max >= BAND_MIN[k]) counts.salary[k]++;
    }
    if (fails === 0 || failed === "work_mode") {
      const k = modeOption[f.remote[i]];
      if (k !== -1) counts.work_mode[k]++;
    }
    if ((fails === 0 || failed === "posted") && posted)
      for (let k = 0; k < postedCutoffs.length; k++) if (posted[i] >= postedCutoffs[k]) counts.posted[k]++;
    if (fails === 0 || failed === "industry") {
      const n = f.industry[i];
      if (counts.industry[n]++ === 0) industryOrder.push(n);
    }
  }
  let positions = allMatch ? store.allPositions() : out;
  if (sort === "relevance" && texts && positions.length > 1) {
    // A few distinct scores over many jobs: grouped by score, each group in the
    // order it came (newest first, so ties stay newest first), best score first.
    const groups = new Map<number, number[]>();
    for (const position of positions) {
      const score = texts.relevance(position);
      const group = groups.get(score);
      if (group) group.push(position);
      else groups.set(score, [position]);
    }
    const ordered: number[] = [];
    for (const score of [...groups.keys()].sort((a, b) => b - a))
      for (const p of groups.get(score) ?? []) ordered.push(p);
    positions = ordered;
  }
  const result: SearchResult = { positions, sort };
  if (counts) {
    const industry = new Map<number, number>();
    for (const n of industryOrder) industry.set(f.industryRefs[n], counts.industry[n]);
    result.facets = facetsOf(store, { ...counts, industry }, industryKey);
  }
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
