import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { JobAlertLink } from "#app/components/jobs/job-alert-link";
import type { JobCardData } from "#app/components/jobs/job-card";
import { facetsFromPanel, JobFilters } from "#app/components/jobs/job-filters";
import { FILTER_KEYS, searchOfParams } from "#app/components/jobs/search-state";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { fieldError, type JobResults, stateOf } from "./results";
import { ResultsRegion } from "./results-region";
import { SearchBar } from "./search-bar";
import { useLiveSearch } from "./use-live-search";
import { useLocate } from "./use-locate";

/*
 * The parts, for a newcomer: ./results.ts (one search's results and the
 * request for them), ./use-live-search.ts (searching, aborting, history),
 * ./use-locate.ts ("Use Current Location"), ./search-bar.tsx (the form)
 * and ./results-region.tsx (heading, problems, cards, pages). This file
 * puts them together with the filters and the alert form.
 */

export { fieldError, type JobResults } from "./results";
export { SEARCH_DEBOUNCE_MS } from "./use-live-search";

export interface JobSearchProps extends Omit<JobResults, "jobs"> {
  /**
   * The first page's cards: the server renders them, and the page leaves them
   * out of the props it sends (`htmlOnly`, issue 29), so in the browser they
   * are undefined and the island keeps the list the HTML holds.
   */
  jobs?: JobCardData[];
  today: string;
  /** The page's language: every text, link and URL the island makes follows it. */
  lang?: Lang;
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
 * Under the results, "E-mail me new jobs like these": a sentence saying the
 * search and a link to the alert page carrying it (decision 074), rendered
 * from the results shown, so a search made in place is the one the alert
 * follows, and without JavaScript it is the page's own search.
 */
export default function JobSearch(props: JobSearchProps) {
  const { today } = props;
  const lang: Lang = props.lang ?? "en";
  const locale = { locale: lang };
  const listPath = localizedPath("/job", lang);
  const queryBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const boxes = { query: queryBox, location: locationBox };
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The located place stops applying when Back, Forward or a link changes the location box.
  const forgetPlace = useRef(() => {});
  const [initial] = useState<JobResults>(() => ({
    query: props.query,
    location: props.location,
    page: props.page,
    count: props.count,
    numPages: props.numPages,
    jobs: props.jobs ?? null,
    failure: props.failure,
    errors: props.errors ?? null,
    filters: props.filters ?? {},
    sort: props.sort,
    more: props.more,
    appliedSort: props.appliedSort,
    // In the browser the facets are not in the props (htmlOnly): the server's filter panel holds them.
    facets:
      props.facets ??
      (typeof document === "undefined" ? null : facetsFromPanel(document.getElementById("job-filters"))),
    echo: props.echo ?? null,
  }));
  const { results, busy, ready, run, go } = useLiveSearch(initial, lang, boxes, () => forgetPlace.current());
  const located = useLocate(lang, locationBox, run);
  forgetPlace.current = located.forget;

  useEffect(() => {
    // Opened by its link before hydration (the page's target): it stays open, now as the island's state.
    if (window.location.hash === "#job-filters") setFiltersOpen(true);
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
    go(searchOfParams(url.searchParams));
    // A filter keeps its place (more may follow); a page or a reset starts at the top.
    if (!link.closest(".job-filters")) window.scrollTo({ top: 0 });
  };

  const { count, errors, facets, failure } = results;
  const state = stateOf(results);
  const firstError = (key: string) => {
    const message = errors?.[key]?.[0];
    return message === undefined ? undefined : fieldError(key, message, lang);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks on the links inside are handled here
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too
    <div className="job-search-island" onClick={onLinkClick} data-enhanced={ready ? "" : undefined}>
      <div className="jobs-search-bar">
        <div className="container">
          <SearchBar
            search={state}
            initial={{ query: props.query, location: props.location }}
            boxes={boxes}
            errors={{ query: firstError("query"), location: firstError("location") }}
            busy={busy}
            count={count}
            ready={ready}
            listPath={listPath}
            lang={lang}
            located={located}
            onSubmit={onSubmit}
            onType={() => run(false)}
          />
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
        <ResultsRegion results={results} busy={busy} today={today} listPath={listPath} lang={lang} />
      </div>
      <div className="container">
        <JobAlertLink
          lang={lang}
          query={results.query.trim()}
          location={results.location.trim()}
          said={results.echo ?? { query: results.query.trim(), location: results.location.trim() }}
          filtered={FILTER_KEYS.some((k) => state.filters[k])}
          heading={!failure && count === 0 ? m.jobs_alert_heading_empty({}, locale) : undefined}
        />
      </div>
    </div>
  );
}
