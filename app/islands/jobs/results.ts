import type { JobCardData } from "#app/components/jobs/job-card";
import { jobListProblem } from "#app/components/jobs/messages";
import {
  type ActiveFilters,
  FILTER_KEYS,
  type FilterKey,
  type JobFacets,
  type JobSearchState,
  type JobSort,
  searchParamsOf,
} from "#app/components/jobs/search-state";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { SaidSearch } from "#shared/lib/search-echo";
import { filterOf, isFilterKey } from "#shared/schemas/job-filters";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { cardsQuery, errorAnswer, searchAnswer } from "./api";

/*
 * One search's results as the job search island holds them, and the one
 * request that gets them (/api/searchjobs?view=cards). No React: the hook
 * (./use-live-search.ts) and the view (./results-region.tsx) share these.
 */

/**
 * A field error from the search (the server's 400, in English, from
 * shared/schemas/job-search.ts) as the page says it: as written on an English
 * page, on a Hindi one the catalog's sentence for that field.
 */
export function fieldError(key: string, message: string, lang: Lang): string {
  if (lang === "en") return message;
  const locale = { locale: lang };
  if (isFilterKey(key)) return filterOf(key).invalid({}, locale);
  switch (key) {
    case "query":
    case "location":
      return m.jobs_error_term({ max: JOB_SEARCH_LIMITS.maxTermLength }, locale);
    case "page":
      return m.jobs_error_page({ max: JOB_SEARCH_LIMITS.maxPage }, locale);
    case "sort":
      return m.jobs_error_sort({}, locale);
    default:
      return message;
  }
}

/** One search's answer: what the results region shows. */
export interface JobResults {
  query: string;
  location: string;
  page: number;
  count: number;
  numPages: number;
  /** The cards; null: the first page's cards the server rendered, kept as its HTML holds them. */
  jobs: JobCardData[] | null;
  failure: string | null;
  errors?: Record<string, string[]> | null;
  /** The filters and the order asked for (from the URL). */
  filters?: ActiveFilters;
  sort?: JobSort;
  /** The list of names the panel shows whole (`more=`), as asked for in the URL. */
  more?: FilterKey;
  /** The order applied and the options with their counts, as the search answered. */
  appliedSort?: JobSort;
  facets?: JobFacets | null;
  /** The search as the server said it back (title, "Showing jobs …" line, boxes); null when it did not answer. */
  echo?: SaidSearch | null;
}

/** The search a set of results answers. */
export function stateOf(results: JobResults): JobSearchState {
  return {
    query: results.query,
    location: results.location,
    page: results.page,
    filters: results.filters ?? {},
    sort: results.sort,
    more: results.more,
  };
}

/** Asks the JSON API for one search; every outcome becomes results to show, never a throw (except an abort). */
export async function fetchResults(search: JobSearchState, signal: AbortSignal, lang: Lang): Promise<JobResults> {
  const { query, location, page, filters, sort, more } = search;
  const filtered = Boolean(query.trim() || location.trim() || FILTER_KEYS.some((k) => filters[k]));
  const base = {
    query,
    location,
    page,
    filters,
    sort,
    more,
    count: 0,
    numPages: 0,
    jobs: [],
    failure: null,
    errors: null,
  };
  const params = searchParamsOf(search);
  let res: Response;
  try {
    res = await fetch(`/api/searchjobs?${cardsQuery(params, lang)}`, {
      signal,
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ...base, failure: jobListProblem("offline", lang) };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const answer = searchAnswer.safeParse(body);
    if (answer.success) {
      const { count, num_pages: numPages, cards, facets, sort: appliedSort, echo } = answer.data;
      return { ...base, count, numPages, jobs: cards, facets: facets ?? null, appliedSort, echo: echo ?? null };
    }
  } else if (res.status === 400) {
    const answer = errorAnswer.safeParse(body);
    if (answer.success && answer.data.fields) return { ...base, errors: answer.data.fields };
  }
  return { ...base, failure: jobListProblem(filtered ? "searchFailed" : "loadFailed", lang) };
}
