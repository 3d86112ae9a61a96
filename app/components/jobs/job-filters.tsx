import { Check, SlidersHorizontal, X } from "lucide-react";
import {
  type ActiveFilters,
  activeFilterCount,
  type FacetOption,
  FILTER_KEYS,
  FILTER_ORDER,
  FILTER_TITLES,
  type FilterKey,
  isChosen,
  type JobFacets,
  type JobSearchState,
  type JobSort,
  jobListPath,
} from "./search-state";

/** Industries listed before "More industries" (the chosen one is always among them). */
const INDUSTRIES_SHOWN = 6;

function withFilter(search: JobSearchState, key: FilterKey, value: string | undefined): string {
  const filters: ActiveFilters = { ...search.filters, [key]: value };
  if (!value) delete filters[key];
  return jobListPath({ ...search, page: 1, filters });
}

function withoutFilters(search: JobSearchState): string {
  return jobListPath({ ...search, page: 1, filters: {} });
}

/** The label of a chosen value (from the facets; the raw value when they do not list it). */
export function chosenLabel(facets: JobFacets | null, key: FilterKey, value: string): string {
  return facets?.[key].find((o) => o.value.toLowerCase() === value.toLowerCase())?.label ?? value;
}

function optionItems(search: JobSearchState, facetKey: FilterKey, options: FacetOption[]) {
  return options.map((option) => {
    const chosen = isChosen(search.filters, facetKey, option.value);
    const count = (
      <span className="filter-count">
        {option.count.toLocaleString("en-IN")}
        <span className="visually-hidden"> jobs</span>
      </span>
    );
    return (
      <li key={option.value}>
        {chosen || option.count > 0 ? (
          // A chosen option links to the search without it: tapping it again clears it.
          <a
            href={withFilter(search, facetKey, chosen ? undefined : option.value)}
            className="filter-option"
            aria-current={chosen ? "true" : undefined}
            data-search-link=""
            rel="nofollow"
          >
            {chosen ? <Check aria-hidden="true" /> : null}
            <span className="filter-label">
              {option.label}
              {chosen ? <span className="visually-hidden"> (chosen; select to clear)</span> : null}
            </span>
            {count}
          </a>
        ) : (
          <span className="filter-option" aria-disabled="true">
            <span className="filter-label">{option.label}</span>
            {count}
          </span>
        )}
      </li>
    );
  });
}

/**
 * The filters of /job as links, each option with its number of jobs: they
 * work without JavaScript (every link is the search with that option), and
 * the search island follows them in place. On phones a "Filters (2)" toggle
 * keeps them from pushing the results down: without JavaScript it is a link
 * to #job-filters that opens the panel as the page's target (as the site
 * menu does), with it a button (`enhanced`, `open`). From 1024 px they are a
 * sidebar, always shown (jobs.css).
 */
export function JobFilters({
  search,
  facets,
  count,
  enhanced = false,
  open = false,
}: {
  search: JobSearchState;
  facets: JobFacets | null;
  count: number;
  enhanced?: boolean;
  open?: boolean;
}) {
  if (!facets) return null;
  const active = activeFilterCount(search.filters);
  return (
    <section
      className="job-filters"
      id="job-filters"
      aria-labelledby="job-filters-title"
      data-open={enhanced && open ? "" : undefined}
    >
      <a
        href="#job-filters"
        className="job-filters-toggle"
        role={enhanced ? "button" : undefined}
        aria-expanded={enhanced ? open : undefined}
        aria-controls={enhanced ? "job-filters-body" : undefined}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {active ? (
          <span className="job-filters-badge">
            {active}
            <span className="visually-hidden"> chosen</span>
          </span>
        ) : null}
      </a>
      <div className="job-filters-body" id="job-filters-body">
        <div className="job-filters-head">
          <h2 className="job-filters-title" id="job-filters-title">
            Filters
          </h2>
          {active ? (
            <a href={withoutFilters(search)} className="link-button" data-search-link="" rel="nofollow">
              Clear filters
            </a>
          ) : null}
        </div>
        {FILTER_ORDER.map((key) => {
          const options = facets[key];
          if (options.length === 0) return null;
          const anyHref = withFilter(search, key, undefined);
          const chosen = search.filters[key];
          let shown = options;
          let more: FacetOption[] = [];
          if (key === "industry" && options.length > INDUSTRIES_SHOWN + 1) {
            shown = options.filter((o, i) => i < INDUSTRIES_SHOWN || isChosen(search.filters, key, o.value));
            more = options.filter((o) => !shown.includes(o));
          }
          return (
            <section key={key} className="filter-group" aria-labelledby={`filter-${key}`}>
              <h3 id={`filter-${key}`} className="filter-title">
                {FILTER_TITLES[key]}
              </h3>
              <ul className="filter-options">
                <li>
                  <a
                    href={anyHref}
                    className="filter-option"
                    aria-current={chosen ? undefined : "true"}
                    data-search-link=""
                    rel="nofollow"
                  >
                    {chosen ? null : <Check aria-hidden="true" />}
                    <span className="filter-label">Any</span>
                  </a>
                </li>
                {optionItems(search, key, shown)}
              </ul>
              {more.length ? (
                <details className="filter-more">
                  <summary>More industries ({more.length})</summary>
                  <ul className="filter-options">{optionItems(search, key, more)}</ul>
                </details>
              ) : null}
            </section>
          );
        })}
        <a href="#jobs-results" className="btn btn-primary job-filters-done">
          Show {count.toLocaleString("en-IN")} jobs
        </a>
      </div>
    </section>
  );
}

/** The chosen filters as chips above the results; each one's link is the search without it. */
export function ActiveFilterChips({ search, facets }: { search: JobSearchState; facets: JobFacets | null }) {
  const keys = FILTER_KEYS.filter((key) => search.filters[key]);
  if (keys.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Chosen filters">
      {keys.map((key) => (
        <li key={key}>
          <a href={withFilter(search, key, undefined)} className="filter-chip" data-search-link="" rel="nofollow">
            <span className="visually-hidden">Remove filter {FILTER_TITLES[key]}: </span>
            {chosenLabel(facets, key, search.filters[key] ?? "")}
            <X aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Relevance or date, as two links (the current one marked); relevance only means something with a query. */
export function SortLinks({ search, sort }: { search: JobSearchState; sort: JobSort }) {
  const href = (to: JobSort) => jobListPath({ ...search, page: 1, sort: to });
  const links: [JobSort, string][] = [
    ["relevance", "Relevance"],
    ["date", "Newest"],
  ];
  return (
    <nav className="job-sort" aria-label="Sort jobs">
      <span className="job-sort-label" aria-hidden="true">
        Sort:
      </span>
      <ul>
        {links.map(([value, label]) => (
          <li key={value}>
            <a
              href={href(value)}
              className="job-sort-link"
              aria-current={sort === value ? "true" : undefined}
              data-search-link=""
              rel="nofollow"
            >
              <span className="visually-hidden">Sort by </span>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
