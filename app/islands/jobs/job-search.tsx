import { Crosshair, Loader2, Search, X } from "lucide-react";
import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { JOB_MESSAGES, jobListPath, jobListTitle } from "#app/components/jobs/messages";
import { Pagination } from "#app/components/jobs/pagination";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { errorAnswer, searchAnswer, toCard } from "./api";
import { locateCity } from "./locate";

export const SEARCH_DEBOUNCE_MS = 500;
const SITE_SUFFIX = " | Kshitij Talent Partners";

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
}

export interface JobSearchProps extends JobResults {
  today: string;
}

type HistoryMode = "push" | "replace" | "none";

/** Reads a /job URL's search (what the GET form would have sent). */
function searchOf(url: URL) {
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    query: url.searchParams.get("query") ?? "",
    location: url.searchParams.get("location") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Asks the JSON API for one search; every outcome becomes results to show, never a throw (except an abort). */
async function fetchResults(query: string, location: string, page: number, signal: AbortSignal): Promise<JobResults> {
  const filtered = Boolean(query.trim() || location.trim());
  const base = { query, location, page, count: 0, numPages: 0, jobs: [], failure: null, errors: null };
  const params = new URLSearchParams({ query, location, page: String(page) });
  let res: Response;
  try {
    res = await fetch(`/api/searchjobs?${params.toString()}`, { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { ...base, failure: JOB_MESSAGES.offline };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const answer = searchAnswer.safeParse(body);
    if (answer.success) {
      const { count, num_pages: numPages, results } = answer.data;
      return { ...base, count, numPages, jobs: results.map(toCard) };
    }
  } else if (res.status === 400) {
    const answer = errorAnswer.safeParse(body);
    if (answer.success && answer.data.fields) return { ...base, errors: answer.data.fields };
  }
  return { ...base, failure: filtered ? JOB_MESSAGES.searchFailed : JOB_MESSAGES.loadFailed };
}

/**
 * The job search on /job, one island: the query and location boxes, Use
 * Current Location, the count, the results and pagination. The server renders
 * it with the first results; without JavaScript it is a GET form and links.
 *
 * In the browser, typing searches after a 500 ms pause, Enter and "Use
 * Current Location" at once; both boxes empty means the whole list, at once.
 * Each search reads /api/searchjobs; a newer one aborts an older one. The
 * URL follows: a run of typing replaces one history entry, a submit, a page
 * link or a location adds one, and Back and Forward show that entry's
 * results again (from memory when they were seen). The boxes are
 * uncontrolled, so text typed before hydration is kept (and searched).
 */
export default function JobSearch(props: JobSearchProps) {
  const { today } = props;
  const [results, setResults] = useState<JobResults>(() => ({
    query: props.query,
    location: props.location,
    page: props.page,
    count: props.count,
    numPages: props.numPages,
    jobs: props.jobs,
    failure: props.failure,
    errors: props.errors ?? null,
  }));
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoNote, setGeoNote] = useState<{ error: boolean; text: string } | null>(null);
  const queryBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const current = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  const seen = useRef(new Map<string, JobResults>());

  const show = useCallback((next: JobResults) => {
    setResults(next);
    document.title = jobListTitle(next.query.trim(), next.location.trim()) + SITE_SUFFIX;
  }, []);

  const search = useCallback(
    async (query: string, location: string, page: number, mode: HistoryMode) => {
      clearTimeout(timer.current);
      current.current?.abort();
      const mine = new AbortController();
      current.current = mine;
      const path = jobListPath(query, location, page);
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
        const next = await fetchResults(query, location, page, mine.signal);
        if (mine.signal.aborted) return;
        if (!next.failure) seen.current.set(path, next);
        show(next);
      } catch {
        // Aborted by a newer search, which shows its own results.
      } finally {
        if (current.current === mine) setBusy(false);
      }
    },
    [show],
  );

  const boxes = () => ({ query: queryBox.current?.value ?? "", location: locationBox.current?.value ?? "" });

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
        void search(query, location, 1, mode);
      } else {
        timer.current = setTimeout(() => {
          const now = boxes();
          void search(now.query, now.location, 1, mode);
          typing.current = true;
        }, SEARCH_DEBOUNCE_MS);
      }
    },
    [search],
  );

  useEffect(() => {
    const first = seen.current;
    const path = window.location.pathname + window.location.search;
    if (!props.failure && !props.errors) first.set(path, results);
    history.replaceState({ ...(history.state ?? {}), jobSearch: true }, "");
    const onPop = () => {
      const { query, location, page } = searchOf(new URL(window.location.href));
      if (queryBox.current) queryBox.current.value = query;
      if (locationBox.current) locationBox.current.value = location;
      typing.current = false;
      void search(query, location, page, "none");
    };
    window.addEventListener("popstate", onPop);
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

  /** Page links and "Clear filters" stay real links; a plain click searches in place instead. */
  const onLinkClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-search-link]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== "/job") return;
    event.preventDefault();
    const { query, location, page } = searchOf(url);
    if (queryBox.current) queryBox.current.value = query;
    if (locationBox.current) locationBox.current.value = location;
    typing.current = false;
    void search(query, location, page, "push");
    window.scrollTo({ top: 0 });
  };

  const locate = async () => {
    setLocating(true);
    setGeoNote(null);
    const found = await locateCity();
    setLocating(false);
    if ("error" in found) {
      setGeoNote({ error: true, text: found.error });
      return;
    }
    if (locationBox.current) locationBox.current.value = found.city;
    if (found.attribution) setGeoNote({ error: false, text: `Location data ${found.attribution}` });
    run(true);
  };

  const { jobs, count, numPages, page, failure, errors } = results;
  const filtered = Boolean(results.query || results.location);
  const queryError = errors?.query?.[0];
  const locationError = errors?.location?.[0];
  const params = new URLSearchParams();
  if (results.query) params.set("query", results.query);
  if (results.location) params.set("location", results.location);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks on the links inside are handled here
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too
    <div className="job-search-island" onClick={onLinkClick}>
      <div className="jobs-search-bar">
        <div className="container">
          {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as before */}
          <form
            id="job-search"
            method="get"
            action="/job"
            role="search"
            aria-label="Search jobs"
            className="job-search"
            data-enhanced={ready ? "" : undefined}
            onSubmit={onSubmit}
          >
            <input type="hidden" name="page" value="1" />
            <div className="job-search-field">
              <label htmlFor="job-query">Job title or skill</label>
              <div className="input-with-icon">
                <Search aria-hidden="true" />
                <input
                  ref={queryBox}
                  id="job-query"
                  name="query"
                  type="search"
                  defaultValue={props.query}
                  maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                  placeholder="e.g. Java, nurse, sales"
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
              <label htmlFor="job-location">Location</label>
              <div className="input-with-icon">
                <Search aria-hidden="true" />
                <input
                  ref={locationBox}
                  id="job-location"
                  name="location"
                  type="search"
                  defaultValue={props.location}
                  maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                  placeholder="City, state or PIN code"
                  autoComplete="off"
                  enterKeyHint="search"
                  aria-invalid={locationError ? true : undefined}
                  aria-describedby={[locationError ? "job-location-error" : "", "job-location-status"]
                    .filter(Boolean)
                    .join(" ")}
                  onInput={() => run(false)}
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
                  Use Current Location
                </button>
                <p id="job-location-status" className="geo-status" role="status">
                  {geoNote ? (
                    <span className={geoNote.error ? "field-error" : "geo-credit"}>{geoNote.text}</span>
                  ) : null}
                </p>
              </div>
            </div>
            <div className="job-search-actions">
              <button type="submit" className="btn btn-primary job-search-submit" disabled={busy}>
                {busy ? "Searching..." : `Search ${count.toLocaleString("en-IN")} jobs`}
              </button>
              <a href="/job" className="link-button clear-filters" data-search-link="">
                <X aria-hidden="true" />
                Clear all filters
              </a>
            </div>
          </form>
        </div>
      </div>
      <section
        id="jobs-results"
        className="container jobs-results"
        aria-labelledby="jobs-results-heading"
        aria-busy={busy ? true : undefined}
      >
        <h2 id="jobs-results-heading" className="jobs-results-heading" aria-live="polite">
          {failure
            ? "Jobs could not be loaded"
            : filtered
              ? `Found ${count.toLocaleString("en-IN")} matching jobs`
              : `${count.toLocaleString("en-IN")} jobs`}
        </h2>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : jobs.length === 0 && !errors ? (
          <div className="empty-state">
            <p>{JOB_MESSAGES.empty}</p>
            <p className="empty-state-hint">
              Try fewer or shorter words (“sales” rather than “sales executive FMCG”), or a nearby city. New jobs come
              in every day: send us your resume and a recruiter will call you when a role fits.
            </p>
            <div className="empty-state-actions">
              <a href="/job" className="btn btn-outline" data-search-link="">
                Clear filters
              </a>
              <a href="/upload" className="btn btn-primary">
                Submit your resume
              </a>
            </div>
          </div>
        ) : (
          <ul className="job-grid">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} today={today} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} numPages={numPages} params={params} />
      </section>
    </div>
  );
}
