import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/*
 * The filters of /job and /api/searchjobs (issues 16 and 31), one entry
 * each. Everything else derives from this list: the search schema and its
 * URL parameters (./job-search.ts, which the language switch carries), the
 * island's URL state and facet check (app/components/jobs/search-state.ts,
 * app/islands/jobs/api.ts), the filter panel and chips
 * (app/components/jobs/job-filters.tsx), the API's echo of the active
 * filters (worker/api/jobs.ts), the facets' shape, and the worker's
 * matching and counting, which loop over this list and read each filter's
 * column from the registry's worker half (worker/jobs/search/filters.ts,
 * decision 059; the browser never loads it).
 *
 * Adding a filter: its entry here, its column there (what it reads of a
 * job: option bits, a range of years or a name; a missing one fails the
 * typecheck), its catalog keys in every language (messages/jobs/<code>.json:
 * its title, its error, its options' labels), its test.
 *
 * Plain data and catalog functions, no zod: the search island imports it.
 */

/** A fixed option: its URL value and its English label (the API's facet label). */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

type Locale = { locale: Lang };

interface FilterBase<K extends string> {
  /** The URL parameter, the API's field and the facet's name. */
  readonly key: K;
  /** Its place in the filter panel, first at 0 (the URL keeps the list's order). */
  readonly panel: number;
  /** Its heading ("Date posted"), from the catalog. */
  readonly title: (inputs: Record<string, never>, options: Locale) => string;
  /** Why a value is refused: the API's 400 says it in English, a page in its language. */
  readonly invalid: (inputs: Record<string, never>, options: Locale) => string;
}

/** One of fixed options (the facet lists them in this order). */
export interface OptionFilter<K extends string, O extends readonly FilterOption[]> extends FilterBase<K> {
  readonly kind: "option";
  readonly options: O;
  /** An option's label in the page's language; null for a value it does not know. */
  readonly label: (value: string, options: Locale) => string | null;
}

/** A whole number of years up to `max`: a job matches when they fall in its range; the facet offers `options`. */
export interface YearsFilter<K extends string, O extends readonly FilterOption[]> extends FilterBase<K> {
  readonly kind: "years";
  readonly max: number;
  readonly options: O;
  readonly label: (value: string, options: Locale) => string | null;
}

/** A name the jobs carry (any case), shown as the ATS writes it; the facet lists the most common first. */
export interface NameFilter<K extends string> extends FilterBase<K> {
  readonly kind: "name";
  readonly maxLength: number;
  /** How many names the panel lists before "More…" (the chosen one always), and that link's words. */
  readonly shown: number;
  readonly more: (inputs: { count: number }, options: Locale) => string;
}

/** Seeker's years: a job matches when they fall in its min-max. */
export const EXPERIENCE_OPTIONS = [
  { value: "0", label: "Fresher" },
  { value: "1", label: "1 year" },
  { value: "2", label: "2 years" },
  { value: "3", label: "3 years" },
  { value: "5", label: "5 years" },
  { value: "7", label: "7 years" },
  { value: "10", label: "10 years" },
  { value: "15", label: "15+ years" },
] as const;

/** Yearly salary bands in lakh (LPA): a job matches a band its range overlaps. */
export const SALARY_BANDS = [
  { value: "0-3", label: "0-3 LPA", min: 0, max: 3 },
  { value: "3-6", label: "3-6 LPA", min: 3, max: 6 },
  { value: "6-10", label: "6-10 LPA", min: 6, max: 10 },
  { value: "10-15", label: "10-15 LPA", min: 10, max: 15 },
  { value: "15-25", label: "15-25 LPA", min: 15, max: 25 },
  { value: "25+", label: "25+ LPA", min: 25, max: Number.POSITIVE_INFINITY },
] as const;

export const WORK_MODES = [
  { value: "office", label: "Work from office" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;

/** Posted within the last N days (India's date; "24 hours" is today and yesterday). */
export const POSTED_OPTIONS = [
  { value: "1", label: "Last 24 hours", days: 1 },
  { value: "3", label: "Last 3 days", days: 3 },
  { value: "7", label: "Last 7 days", days: 7 },
  { value: "30", label: "Last 30 days", days: 30 },
] as const;

const experience: YearsFilter<"experience", typeof EXPERIENCE_OPTIONS> = {
  key: "experience",
  kind: "years",
  panel: 2,
  max: 60,
  options: EXPERIENCE_OPTIONS,
  title: m.jobs_filter_experience,
  invalid: m.jobs_error_experience,
  label: (value, locale) => {
    if (value === "0") return m.jobs_option_fresher({}, locale);
    if (value === "15") return m.jobs_option_years_plus({ years: 15 }, locale);
    return /^\d{1,2}$/.test(value) ? m.jobs_option_years({ years: Number(value) }, locale) : null;
  },
};

const salary: OptionFilter<"salary", typeof SALARY_BANDS> = {
  key: "salary",
  kind: "option",
  panel: 3,
  options: SALARY_BANDS,
  title: m.jobs_filter_salary,
  invalid: m.jobs_error_salary,
  label: (value, locale) => (/^\d+(-\d+|\+)$/.test(value) ? m.jobs_option_salary({ band: value }, locale) : null),
};

const workMode: OptionFilter<"work_mode", typeof WORK_MODES> = {
  key: "work_mode",
  kind: "option",
  panel: 1,
  options: WORK_MODES,
  title: m.jobs_filter_work_mode,
  invalid: m.jobs_error_work_mode,
  label: (value, locale) =>
    value === "office"
      ? m.jobs_option_office({}, locale)
      : value === "hybrid"
        ? m.jobs_mode_hybrid({}, locale)
        : value === "remote"
          ? m.jobs_mode_remote({}, locale)
          : null,
};

const industry: NameFilter<"industry"> = {
  key: "industry",
  kind: "name",
  panel: 4,
  maxLength: 80,
  shown: 6,
  more: m.jobs_more_industries,
  title: m.jobs_filter_industry,
  invalid: m.jobs_error_industry,
};

const posted: OptionFilter<"posted", typeof POSTED_OPTIONS> = {
  key: "posted",
  kind: "option",
  panel: 0,
  options: POSTED_OPTIONS,
  title: m.jobs_filter_posted,
  invalid: m.jobs_error_posted,
  label: (value, locale) =>
    value === "1"
      ? m.jobs_option_posted_day({}, locale)
      : /^\d{1,2}$/.test(value)
        ? m.jobs_option_posted_days({ days: Number(value) }, locale)
        : null,
};

/** Every filter, in the URL's order (page, query, location, then these, then sort). */
export const FILTERS = [experience, salary, workMode, industry, posted] as const;

export type Filter = (typeof FILTERS)[number];
export type FilterKey = Filter["key"];

export const FILTER_KEYS = FILTERS.map((f) => f.key) as readonly FilterKey[] as readonly [FilterKey, ...FilterKey[]];

/**
 * Every parameter /job reads, in its URL's order: the language switch keeps
 * these (shared/i18n/switch.ts) and the API's cache drops them. Here, not in
 * job-search.ts, so the switch reaches the browser without zod.
 */
export const JOB_SEARCH_PARAMS = ["query", "location", "page", ...FILTER_KEYS, "sort"] as const;

/** The filters in the panel's order. */
export const FILTER_ORDER: readonly FilterKey[] = [...FILTERS].sort((a, b) => a.panel - b.panel).map((f) => f.key);

const BY_KEY = Object.fromEntries(FILTERS.map((f) => [f.key, f])) as { [F in Filter as F["key"]]: F };

export function filterOf<K extends FilterKey>(key: K): (typeof BY_KEY)[K] {
  return BY_KEY[key];
}

/** Whether a string names a filter. */
export function isFilterKey(key: string): key is FilterKey {
  return Object.hasOwn(BY_KEY, key);
}

/** A filter's value once read: years a number, an option its value, a name its text. */
export type FilterValue<F extends Filter> = F extends { kind: "years" }
  ? number
  : F extends OptionFilter<string, infer O>
    ? O[number]["value"]
    : string;

/** The filters of a search, as the schema reads them. */
export type FilterValues = { [F in Filter as F["key"]]?: FilterValue<F> };
