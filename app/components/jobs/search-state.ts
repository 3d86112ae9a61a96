/**
 * A /job search as the URL holds it, shared by the /job route (server) and
 * the job search island (browser). Plain strings, no zod: the island's
 * bundle stays small, and the server validates (shared/schemas/job-search.ts).
 * URLs are built in the page's language: `/job?…` or `/hi/job?…`.
 */
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

export const FILTER_KEYS = ["experience", "salary", "work_mode", "industry", "posted"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A filter's heading ("Date posted", "Work mode"...). */
export function filterTitle(key: FilterKey, lang: Lang): string {
  const locale = { locale: lang };
  switch (key) {
    case "posted":
      return m.jobs_filter_posted({}, locale);
    case "work_mode":
      return m.jobs_filter_work_mode({}, locale);
    case "experience":
      return m.jobs_filter_experience({}, locale);
    case "salary":
      return m.jobs_filter_salary({}, locale);
    case "industry":
      return m.jobs_filter_industry({}, locale);
  }
}

/**
 * An option's label in the page's language. The API's facet labels are
 * English (shared/schemas/job-search.ts); the fixed options are named from
 * the catalog here, industries are the ATS's names and stay as they are.
 * `fallback` (the API's label, else the raw value) covers anything unknown.
 */
export function optionLabel(key: FilterKey, value: string, fallback: string, lang: Lang): string {
  const locale = { locale: lang };
  if (key === "experience") {
    const years = Number(value);
    if (value === "0") return m.jobs_option_fresher({}, locale);
    if (value === "15") return m.jobs_option_years_plus({ years: 15 }, locale);
    if (/^\d{1,2}$/.test(value)) return m.jobs_option_years({ years }, locale);
  }
  if (key === "salary" && /^\d+(-\d+|\+)$/.test(value)) return m.jobs_option_salary({ band: value }, locale);
  if (key === "work_mode") {
    if (value === "office") return m.jobs_option_office({}, locale);
    if (value === "hybrid") return m.jobs_mode_hybrid({}, locale);
    if (value === "remote") return m.jobs_mode_remote({}, locale);
  }
  if (key === "posted") {
    if (value === "1") return m.jobs_option_posted_day({}, locale);
    if (/^\d{1,2}$/.test(value)) return m.jobs_option_posted_days({ days: Number(value) }, locale);
  }
  return fallback;
}

export const FILTER_ORDER: readonly FilterKey[] = ["posted", "work_mode", "experience", "salary", "industry"];

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}
export type JobFacets = Record<FilterKey, FacetOption[]>;

/** The filters set, as their URL values ("3", "3-6", "remote"...). */
export type ActiveFilters = Partial<Record<FilterKey, string>>;
export type JobSort = "relevance" | "date";

export interface JobSearchState {
  query: string;
  location: string;
  page: number;
  filters: ActiveFilters;
  /** The order asked for in the URL; unset means the default (relevance with a query, else date). */
  sort?: JobSort;
}

/** The query string of a search, in the GET form's order (page first); empty values are left out. */
export function searchParamsOf(search: JobSearchState): URLSearchParams {
  const params = new URLSearchParams({ page: String(search.page), query: search.query, location: search.location });
  for (const key of FILTER_KEYS) {
    const value = search.filters[key];
    if (value) params.set(key, value);
  }
  if (search.sort) params.set("sort", search.sort);
  return params;
}

/** The /job URL of a search: plain /job (or /hi/job) for the whole list's first page. */
export function jobListPath(search: JobSearchState, lang: Lang = "en"): string {
  const params = searchParamsOf(search);
  if ([...params.keys()].length === 3 && !search.query && !search.location && search.page <= 1)
    return localizedPath("/job", lang);
  return localizedPath(`/job?${params.toString()}`, lang);
}

/** A search read from a /job URL (a page that is not a whole number reads as 1: the server says why). */
export function searchOfParams(params: URLSearchParams): JobSearchState {
  const page = Number(params.get("page") ?? "1");
  const filters: ActiveFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const sort = params.get("sort");
  return {
    query: params.get("query") ?? "",
    location: params.get("location") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters,
    sort: sort === "relevance" || sort === "date" ? sort : undefined,
  };
}

/** How many filters are set (the "Filters (n)" count). */
export function activeFilterCount(filters: ActiveFilters): number {
  return FILTER_KEYS.filter((key) => filters[key]).length;
}

/** Whether an option is the chosen one (industries match in any case, as the search does). */
export function isChosen(filters: ActiveFilters, key: FilterKey, value: string): boolean {
  const chosen = filters[key];
  return chosen !== undefined && chosen.toLowerCase() === value.toLowerCase();
}
