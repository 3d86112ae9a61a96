import { Crosshair, Loader2, Search, X } from "lucide-react";
import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { JobAlertForm, type PhoneChannels } from "#app/components/jobs/job-alert-form";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { ActiveFilterChips, JobFilters, SortLinks } from "#app/components/jobs/job-filters";
import { type InterpretedSearch, interpretedSearch, jobListProblem, jobListTitle } from "#app/components/jobs/messages";
import { Pagination } from "#app/components/jobs/pagination";
import {
  type ActiveFilters,
  FILTER_KEYS,
  type FilterKey,
  filterTitle,
  type JobFacets,
  type JobSearchState,
  type JobSort,
  jobListPath,
  searchOfParams,
  searchParamsOf,
} from "#app/components/jobs/search-state";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { errorAnswer, searchAnswer, toCard } from "./api";
import { locateCity } from "./locate";

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A field error from the search (the server's 400, in English, from
 * shared/schemas/job-search.ts) as the page says it: as written on an English
 * page, on a Hindi one the catalog's sentence for that field.
 */
export function fieldError(key: string, message: string, lang: Lang): string {
  if (lang === "en") return message;
  const locale = { locale: lang };
  switch (key) {
    case "query":
    case "location":
      return m.jobs_error_term({ max: JOB_SEARCH_LIMITS.maxTermLength }, locale);
    case "page":
      return m.jobs_error_page({ max: JOB_SEARCH_LIMITS.maxPage }, locale);
    case "experience":
      return m.jobs_error_experience({}, locale);
    case "salary":
      return m.jobs_error_salary({}, locale);
    case "work_mode":
      return m.jobs_error_work_mode({}, locale);
    case "industry":
      return m.jobs_error_industry({}, locale);
    case "posted":
      return m.jobs_error_posted({}, locale);
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
  jobs: JobCardData[];
  failure: string | null;
  errors?: Record<string, string[]> | null;
  /** The filters and the order asked for (from the URL). */
  filters?: ActiveFilters;
  sort?: JobSort;
  /** The order applied and the options with their counts, as the search answered. */
  appliedSort?: JobSort;
  facets?: JobFacets | null;
  /** What was searched for, when the words were read otherwise than typed. */
  interpreted?: InterpretedSearch | null;
}

export interface JobSearchProps extends JobResults {
  today: string;
  /** The page's language: every text, link and URL the island makes follows it. */
  lang?: Lang;
  /** WhatsApp and push beside the e-mail alert (issue 30), for JobAlertForm. */
  alertChannels?: PhoneChannels | null;
}

/** Where a located city came from: the device (named by the geocoder) or, approximately, the network. */
type Place = { city: string; approximate: boolean };

type HistoryMode = "push" | "replace" | "none";

function stateOf(results: JobResults): JobSearchState {
  return {
    query: results.query,
    location: results.location,
    page: results.page,
    filters: results.filters ?? {},
    sort: results.sort,
  };
}

/** Asks the JSON API for one search; every outcome becomes results to show, never a throw (except an abort). */
async function fetchResults(search: JobSearchState, signal: AbortSignal, lang: Lang): Promise<JobResults> {
  const { query, location, page, filters, sort } = search;
  const filtered = Boolean(query.trim() || location.trim() || FILTER_KEYS.some((k) => filters[k]));
  const base = { query, location, page, filters, sort, count: 0, numPages: 0, jobs: [], failure: null, errors: null };
  const params = searchParamsOf(search);
  let res: Response;
  try {
    res = await fetch(`/api/searchjobs?${params.toString()}`, { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ...base, failure: jobListProblem("offline", lang) };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const answer = searchAnswer.safeParse(body);
    if (answer.success) {
      const { count, num_pages: numPages, results, facets, sort: appliedSort, interpreted: read } = answer.data;
      const interpreted = read
        ? { query: read.query, location: read.location, workFromHome: read.work_from_home }
        : null;
      return { ...base, count, numPages, jobs: results.map(toCard), facets: facets ?? null, appliedSort, interpreted };
    }
  } else if (res.status === 400) {
    const answer = errorAnswer.safeParse(body);
    if (answer.success && answer.data.fields) return { ...base, errors: answer.data.fields };
  }
  return { ...base, failure: jobListProblem(filtered ? "searchFailed" : "loadFailed", lang) };
}

/** What the results region says instead of results when the page number is wrong (server and island alike). */
function PageProblem({ search, problem, lang }: { search: JobSearchState; problem: string; lang: Lang }) {
  return (
    <div className="notice notice--warning" role="alert">
      <p>{problem}</p>
      <p>
        <a href={jobListPath({ ...search, page: 1 }, lang)} className="btn btn-outline" data-search-link="">
          {m.jobs_go_to_page_one({}, { locale: lang })}
        </a>
      </p>
    </div>
  );
}

/**
 * The job search on /job, one island: the query and location boxes, Use
 * Current Location, the filters with their counts, the sort, the count, the
 * results and pagination. The server renders it with the first results;
 * without JavaScript it is a GET form and links (every filter, sort and page
 * is a link to its search).
 *
 * In the browser, typing searches after a 500 ms pause, Enter and "Use
 * Current Location" at once; both boxes empty means the whole list, at once.
 * A filter, sort or page link searches in place. Each search reads
 * /api/searchjobs; a newer one aborts an older one. The URL follows: a run
 * of typing replaces one history entry, a submit, a link or a location adds
 * one, and Back and Forward show that entry's results again (from memory
 * when they were seen). The boxes are uncontrolled, so text typed before
 * hydration is kept (and searched).
 *
 * Under the results, the "E-mail me new jobs like these" form: a plain POST
 * form whose search (hidden fields, and a sentence saying it) is rendered
 * from the results shown, so a search made in place is the one the alert
 * follows, and without JavaScript it is the page's own search.
 */
export default function JobSearch(props: JobSearchProps) {
  const { today } = props;
  const lang: Lang = props.lang ?? "en";
  const locale = { locale: lang };
  const listPath = localizedPath("/job", lang);
  const [results, setResults] = useState<JobResults>(() => ({
    query: props.query,
    location: props.location,
    page: props.page,
    count: props.count,
    numPages: props.numPages,
    jobs: props.jobs,
    failure: props.failure,
    errors: props.errors ?? null,
    filters: props.filters ?? {},
    sort: props.sort,
    appliedSort: props.appliedSort,
    facets: props.facets ?? null,
    interpreted: props.interpreted ?? null,
  }));
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoNote, setGeoNote] = useState<{ error: boolean; text: string } | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const queryBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const current = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  const seen = useRef(new Map<string, JobResults>());
  // The filters and sort a new text search keeps (the latest asked for, even before its answer).
  const asked = useRef<JobSearchState>(stateOf(results));

  const show = useCallback((next: JobResults) => {
    setResults(next);
    // The same "title | brand" as the server's (app/lib/seo.ts), in the page's language.
    const o = { locale: lang };
    const title = jobListTitle(next.query.trim(), next.location.trim(), lang);
    document.title = m.shell_title({ title, brand: m.shell_brand_name({}, o) }, o);
  }, []);

  const search = useCallback(
    async (next: JobSearchState, mode: HistoryMode) => {
      clearTimeout(timer.current);
      current.current?.abort();
      const mine = new AbortController();
      current.current = mine;
      asked.current = next;
      const path = jobListPath(next, lang);
      if (mode === "push") history.pushState({ jobSearch: true }, "", path);
      else if (mode === "replace") history.replaceState({ jobSearch: true }, "", path);
      const known = mode === "none" ? seen.current.get(path) : undefined;
      if (known) {
        show(known);
        setBusy(false);
        return;
      }
      setBusy(true);
      try {
        const answer = await fetchResults(next, mine.signal, lang);
        if (mine.signal.aborted) return;
        if (!answer.failure) seen.current.set(path, answer);
        show(answer);
      } catch {
        // Aborted by a newer search, which shows its own results.
      } finally {
        if (current.current === mine) setBusy(false);
      }
    },
    [show],
  );

  const boxes = () => ({ query: queryBox.current?.value ?? "", location: locationBox.current?.value ?? "" });
  /** The boxes' text with the filters and sort in effect, from page 1. */
  const fromBoxes = (): JobSearchState => ({ ...asked.current, ...boxes(), page: 1 });

  /** A search from the boxes: at once, or after the typing pause. */
  const run = useCallback(
    (immediate: boolean) => {
      clearTimeout(timer.current);
      const { query, location } = boxes();
      const empty = !query.trim() && !location.trim();
      // A run of typing is one history entry: the first search of it adds the entry, the rest replace it.
      const mode: HistoryMode = immediate ? "push" : typing.current ? "replace" : "push";
      if (immediate || empty) {
        typing.current = false;
        void search(fromBoxes(), mode);
      } else {
        timer.current = setTimeout(() => {
          void search(fromBoxes(), mode);
          typing.current = true;
        }, SEARCH_DEBOUNCE_MS);
      }
    },
    [search],
  );

  /** Puts a search's text in the boxes (Back, Forward and links change it without typing). */
  const fill = (next: JobSearchState) => {
    if (queryBox.current) queryBox.current.value = next.query;
    if (locationBox.current && locationBox.current.value !== next.location) {
      locationBox.current.value = next.location;
      setPlace(null);
    }
  };

  useEffect(() => {
    const first = seen.current;
    const path = window.location.pathname + window.location.search;
    if (!props.failure && !props.errors) first.set(path, results);
    history.replaceState({ ...(history.state ?? {}), jobSearch: true }, "");
    const onPop = () => {
      const next = searchOfParams(new URL(window.location.href).searchParams);
      fill(next);
      typing.current = false;
      void search(next, "none");
    };
    window.addEventListener("popstate", onPop);
    // Opened by its link before hydration (the page's target): it stays open, now as the island's state.
    if (window.location.hash === "#job-filters") setFiltersOpen(true);
    setReady(true);
    // Typed into before the island hydrated: search for it now.
    const typed = boxes();
    if (typed.query !== props.query || typed.location !== props.location) run(false);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(true);
  };

  /** Filter, sort, page and "Clear" links stay real links; a plain click searches in place instead. */
  const onLinkClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest("a.job-filters-toggle")) {
      event.preventDefault();
      setFiltersOpen((open) => !open);
      return;
    }
    if (target.closest("a.job-filters-done")) {
      // "Show N jobs" on a phone: close the panel and go to the results.
      event.preventDefault();
      setFiltersOpen(false);
      document.getElementById("jobs-results")?.scrollIntoView({ block: "start" });
      return;
    }
    const link = target.closest<HTMLAnchorElement>("a[data-search-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== listPath) return;
    event.preventDefault();
    const next = searchOfParams(url.searchParams);
    fill(next);
    typing.current = false;
    void search(next, "push");
    // A filter keeps its place (more may follow); a page or a reset starts at the top.
    if (!link.closest(".job-filters")) window.scrollTo({ top: 0 });
  };

  const locate = async () => {
    setLocating(true);
    setGeoNote(null);
    const found = await locateCity(lang);
    setLocating(false);
    if ("error" in found) {
      setGeoNote({ error: true, text: found.error });
      return;
    }
    if (locationBox.current) locationBox.current.value = found.city;
    setPlace({ city: found.city, approximate: found.approximate });
    if (found.attribution)
      setGeoNote({ error: false, text: m.jobs_location_credit({ credit: found.attribution }, locale) });
    run(true);
  };

  /** Undoes an approximate location: the box empties and the search runs without it. */
  const clearPlace = () => {
    if (locationBox.current) locationBox.current.value = "";
    setPlace(null);
    setGeoNote(null);
    run(true);
    locationBox.current?.focus();
  };

  const { jobs, count, numPages, page, failure, errors, facets } = results;
  const state = stateOf(results);
  const filtered = Boolean(results.query || results.location || FILTER_KEYS.some((k) => state.filters[k]));
  const firstError = (key: string) => {
    const message = errors?.[key]?.[0];
    return message === undefined ? undefined : fieldError(key, message, lang);
  };
  const queryError = firstError("query");
  const locationError = firstError("location");
  // Errors on anything but the two boxes (the page, a filter from an edited URL) are said above the results.
  const otherErrors = Object.entries(errors ?? {}).filter(([key]) => key !== "query" && key !== "location");
  const pageError = firstError("page");
  const pastLast = !failure && !errors && page > numPages;
  const appliedSort = results.appliedSort ?? (results.query.trim() ? "relevance" : "date");
  const params = searchParamsOf(state);
  for (const key of ["page", "query", "location"]) if (!params.get(key)) params.delete(key);
  params.delete("page");
  const locationNote = place?.approximate ? m.jobs_location_near({ city: place.city }, locale) : null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks on the links inside are handled here
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too
    <div className="job-search-island" onClick={onLinkClick} data-enhanced={ready ? "" : undefined}>
      <div className="jobs-search-bar">
        <div className="container">
          {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as before */}
          <form
            id="job-search"
            method="get"
            action={listPath}
            role="search"
            aria-label={m.jobs_search_label({}, locale)}
            className="job-search"
            data-enhanced={ready ? "" : undefined}
            onSubmit={onSubmit}
          >
            <input type="hidden" name="page" value="1" />
            {/* A new text search keeps the filters and the order (without JavaScript too). */}
            {FILTER_KEYS.map((key) =>
              state.filters[key] ? <input key={key} type="hidden" name={key} value={state.filters[key]} /> : null,
            )}
            {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
            <div className="job-search-field">
              <label htmlFor="job-query">{m.jobs_query_label({}, locale)}</label>
              <div className="input-with-icon">
                <Search aria-hidden="true" />
                <input
                  ref={queryBox}
                  id="job-query"
                  name="query"
                  type="search"
                  defaultValue={props.query}
                  maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                  placeholder={m.jobs_query_placeholder({}, locale)}
                  autoComplete="off"
                  enterKeyHint="search"
                  aria-invalid={queryError ? true : undefined}
                  aria-describedby={queryError ? "job-query-error" : undefined}
                  onInput={() => run(false)}
                />
              </div>
              {queryError ? (
                <p id="job-query-error" className="field-error">
                  {queryError}
                </p>
              ) : null}
            </div>
            <div className="job-search-field">
              <label htmlFor="job-location">{m.jobs_location_label({}, locale)}</label>
              <div className="input-with-icon">
                <Search aria-hidden="true" />
                <input
                  ref={locationBox}
                  id="job-location"
                  name="location"
                  type="search"
                  defaultValue={props.location}
                  maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                  placeholder={m.jobs_location_placeholder({}, locale)}
                  autoComplete="off"
                  enterKeyHint="search"
                  aria-invalid={locationError ? true : undefined}
                  aria-describedby={[locationError ? "job-location-error" : "", "job-location-status"]
                    .filter(Boolean)
                    .join(" ")}
                  onInput={() => {
                    setPlace(null);
                    run(false);
                  }}
                />
              </div>
              {locationError ? (
                <p id="job-location-error" className="field-error">
                  {locationError}
                </p>
              ) : null}
              <div className="job-search-geo">
                {/* Needs JavaScript: hidden (keeping its space) until the island has hydrated. */}
                <button
                  type="button"
                  className="link-button geo-button"
                  disabled={locating}
                  data-locating={locating ? "" : undefined}
                  onClick={() => void locate()}
                >
                  <Crosshair aria-hidden="true" className="geo-idle" />
                  <Loader2 aria-hidden="true" className="spin geo-busy" />
                  {m.jobs_use_location({}, locale)}
                </button>
                <p id="job-location-status" className="geo-status" role="status">
                  {locationNote ? <span className="geo-approx">{locationNote}</span> : null}
                  {geoNote ? (
                    <span className={geoNote.error ? "field-error" : "geo-credit"}>{geoNote.text}</span>
                  ) : null}
                </p>
                {locationNote ? (
                  <button type="button" className="link-button geo-clear" onClick={clearPlace}>
                    <X aria-hidden="true" />
                    {m.jobs_clear_location({}, locale)}
                  </button>
                ) : null}
              </div>
            </div>
            <div className="job-search-actions">
              <button type="submit" className="btn btn-primary job-search-submit" disabled={busy}>
                {busy
                  ? m.jobs_searching({}, locale)
                  : m.jobs_search_count({ count, countText: formatCount(count) }, locale)}
              </button>
              <a href={listPath} className="link-button clear-filters" data-search-link="">
                <X aria-hidden="true" />
                {m.jobs_clear_all({}, locale)}
              </a>
            </div>
          </form>
        </div>
      </div>
      <div className={`container jobs-layout${facets ? " jobs-layout--filters" : ""}`}>
        <JobFilters
          search={state}
          facets={facets ?? null}
          count={count}
          enhanced={ready}
          open={filtersOpen}
          lang={lang}
        />
        <section
          id="jobs-results"
          className="jobs-results"
          aria-labelledby="jobs-results-heading"
          aria-busy={busy ? true : undefined}
        >
          <div className="jobs-results-head">
            <h2 id="jobs-results-heading" className="jobs-results-heading" aria-live="polite">
              {failure
                ? m.jobs_heading_failed({}, locale)
                : pageError || pastLast
                  ? m.jobs_heading_no_page({}, locale)
                  : otherErrors.length
                    ? m.jobs_heading_check_filters({}, locale)
                    : filtered
                      ? m.jobs_heading_found({ count, countText: formatCount(count) }, locale)
                      : m.jobs_heading_count({ count, countText: formatCount(count) }, locale)}
            </h2>
            {!failure && !errors && results.query.trim() ? (
              <SortLinks search={state} sort={appliedSort} lang={lang} />
            ) : null}
          </div>
          {!failure && !errors && results.interpreted ? (
            <p className="jobs-interpreted">{interpretedSearch(results.interpreted, lang)}</p>
          ) : null}
          <ActiveFilterChips search={state} facets={facets ?? null} lang={lang} />
          {failure ? (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          ) : otherErrors.length ? (
            <PageProblem
              lang={lang}
              search={{
                ...state,
                filters: Object.fromEntries(Object.entries(state.filters).filter(([k]) => !errors?.[k])),
              }}
              problem={
                pageError
                  ? m.jobs_page_invalid({ reason: pageError }, locale)
                  : otherErrors
                      .map(
                        ([key, messages]) =>
                          `${(FILTER_KEYS as readonly string[]).includes(key) ? filterTitle(key as FilterKey, lang) : key}: ${fieldError(key, messages[0], lang)}`,
                      )
                      .join(" ")
              }
            />
          ) : pastLast ? (
            <PageProblem
              lang={lang}
              search={state}
              problem={
                count === 0
                  ? m.jobs_past_last_none({ page }, locale)
                  : m.jobs_past_last({ page, countText: formatCount(count), pages: numPages }, locale)
              }
            />
          ) : jobs.length === 0 && !errors ? (
            <div className="empty-state">
              <p>{m.jobs_empty({}, locale)}</p>
              <p className="empty-state-hint">{m.jobs_empty_hint({}, locale)}</p>
              <div className="empty-state-actions">
                <a href={listPath} className="btn btn-outline" data-search-link="">
                  {m.jobs_clear_filters({}, locale)}
                </a>
                <a href={localizedPath("/upload", lang)} className="btn btn-primary">
                  {m.jobs_submit_resume({}, locale)}
                </a>
              </div>
            </div>
          ) : (
            <ul className="job-grid">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} today={today} lang={lang} />
                </li>
              ))}
            </ul>
          )}
          {pastLast ? null : <Pagination page={page} numPages={numPages} params={params} lang={lang} />}
        </section>
      </div>
      <div className="container">
        <JobAlertForm
          lang={lang}
          fixedSearch
          query={results.query.trim()}
          location={results.location.trim()}
          filtered={FILTER_KEYS.some((k) => state.filters[k])}
          heading={!failure && count === 0 ? m.jobs_alert_heading_empty({}, locale) : undefined}
          channels={props.alertChannels}
        />
      </div>
    </div>
  );
}
