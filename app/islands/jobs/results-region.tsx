import { useState } from "react";
import { JobCard } from "#app/components/jobs/job-card";
import { ActiveFilterChips, SortLinks } from "#app/components/jobs/job-filters";
import { Pagination } from "#app/components/jobs/pagination";
import {
  FILTER_KEYS,
  filterTitle,
  type JobSearchState,
  jobListPath,
  searchParamsOf,
} from "#app/components/jobs/search-state";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { isFilterKey } from "#shared/schemas/job-filters";
import { fieldError, type JobResults, stateOf } from "./results";

/** The results list's id: the island finds the server's first page of cards by it. */
const LIST_ID = "job-list";

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
 * The results of one search: the heading (a live region), the sort, the
 * chosen filters, what is wrong instead of results, the cards and the
 * pages. The first page's cards come as the server's HTML (`results.jobs`
 * null in the browser, decision 047): read once, before hydration changes
 * anything, and kept until a search replaces them.
 */
export function ResultsRegion({
  results,
  busy,
  today,
  listPath,
  lang,
}: {
  results: JobResults;
  busy: boolean;
  today: string;
  listPath: string;
  lang: Lang;
}) {
  const locale = { locale: lang };
  // In the browser, before hydration touches it: the server's list of the first page's cards (null if it has none).
  const [serverCards] = useState(() =>
    results.jobs || typeof document === "undefined" ? null : (document.getElementById(LIST_ID)?.innerHTML ?? null),
  );
  const { count, numPages, page, failure, errors, facets } = results;
  const jobs = results.jobs ?? (serverCards === null ? [] : null);
  const state = stateOf(results);
  const filtered = Boolean(results.query || results.location || FILTER_KEYS.some((k) => state.filters[k]));
  const firstError = (key: string) => {
    const message = errors?.[key]?.[0];
    return message === undefined ? undefined : fieldError(key, message, lang);
  };
  // Errors on anything but the two boxes (the page, a filter from an edited URL) are said above the results.
  const otherErrors = Object.entries(errors ?? {}).filter(([key]) => key !== "query" && key !== "location");
  const pageError = firstError("page");
  const pastLast = !failure && !errors && page > numPages;
  const appliedSort = results.appliedSort ?? (results.query.trim() ? "relevance" : "date");
  const params = searchParamsOf(state);
  for (const key of ["page", "query", "location"]) if (!params.get(key)) params.delete(key);
  params.delete("page");
  return (
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
      {!failure && !errors && results.echo?.line ? <p className="jobs-interpreted">{results.echo.line}</p> : null}
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
                      `${isFilterKey(key) ? filterTitle(key, lang) : key}: ${fieldError(key, messages[0], lang)}`,
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
      ) : jobs?.length === 0 && !errors ? (
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
      ) : jobs === null ? (
        // The server's cards as they are (keyed apart, so a new search's list replaces the element).
        <ul key="server" id={LIST_ID} className="job-grid" dangerouslySetInnerHTML={{ __html: serverCards ?? "" }} />
      ) : (
        <ul key="cards" id={LIST_ID} className="job-grid">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} today={today} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {pastLast ? null : <Pagination page={page} numPages={numPages} params={params} lang={lang} />}
    </section>
  );
}
