/**
 * A /job search as the URL holds it, shared by the /job route (server) and
 * the job search island (browser). Plain strings, no zod: the island's
 * bundle stays small, and the server validates (app/schemas/job-search.ts).
 */

export const FILTER_KEYS = ["experience", "salary", "work_mode", "industry", "posted"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters' headings, in the order the panel shows them. */
export const FILTER_TITLES: Record<FilterKey, string> = {
  posted: "Date posted",
  work_mode: "Work mode",
  experience: "Experience",
  salary: "Salary",
  industry: "Industry",
};
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

/** The /job URL of a search: plain /job for the whole list's first page. */
export function jobListPath(search: JobSearchState): string {
  const params = searchParamsOf(search);
  if ([...params.keys()].length === 3 && !search.query && !search.location && search.page <= 1) return "/job";
  return `/job?${params.toString()}`;
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
