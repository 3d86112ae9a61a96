/**
 * A /job search as the URL holds it, shared by the /job route (server) and
 * the job search island (browser). Plain strings, no zod: the island's
 * bundle stays small, and the server validates (shared/schemas/job-search.ts).
 * The filters are the registry's (shared/schemas/job-filters.ts).
 * URLs are built in the page's language: `/job?…` or `/hi/job?…`.
 */
import { type Lang, localizedPath } from "#shared/i18n/lang";
import { FILTER_KEYS, type FilterKey, filterOf } from "#shared/schemas/job-filters";

export { FILTER_KEYS, FILTER_ORDER, type FilterKey } from "#shared/schemas/job-filters";

/** A filter's heading ("Date posted", "Work mode"...), from its entry in the registry. */
export function filterTitle(key: FilterKey, lang: Lang): string {
  return filterOf(key).title({}, { locale: lang });
}

/**
 * An option's label in the page's language. The API's facet labels are
 * English (shared/schemas/job-filters.ts); the fixed options are named from
 * the catalog there, names the jobs carry (industries) stay as the ATS writes them.
 * `fallback` (the API's label, else the raw value) covers anything unknown.
 */
export function optionLabel(key: FilterKey, value: string, fallback: string, lang: Lang): string {
  const filter = filterOf(key);
  return filter.kind === "name" ? fallback : (filter.label(value, { locale: lang }) ?? fallback);
}

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
  /**
   * A list of names whose every option the panel shows (`more=industry`); else it shows the most
   * common and links "More…" here. Not a filter: the search is the same (decision 085).
   */
  more?: FilterKey;
}

/** The query string of a search, in the GET form's order (page first); empty values are left out. */
export function searchParamsOf(search: JobSearchState): URLSearchParams {
  const params = new URLSearchParams({ page: String(search.page), query: search.query, location: search.location });
  for (const key of FILTER_KEYS) {
    const value = search.filters[key];
    if (value) params.set(key, value);
  }
  if (search.sort) params.set("sort", search.sort);
  if (search.more) params.set("more", search.more);
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
  const more = params.get("more");
  return {
    query: params.get("query") ?? "",
    location: params.get("location") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters,
    sort: sort === "relevance" || sort === "date" ? sort : undefined,
    more: FILTER_KEYS.find((key) => key === more && filterOf(key).kind === "name"),
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
