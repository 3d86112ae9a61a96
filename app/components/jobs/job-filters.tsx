import { Icon } from "#app/components/icons/icon";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { filterOf } from "#shared/schemas/job-filters";
import { Ats } from "./format";
import {
  type ActiveFilters,
  activeFilterCount,
  type FacetOption,
  FILTER_KEYS,
  FILTER_ORDER,
  type FilterKey,
  filterTitle,
  isChosen,
  type JobFacets,
  type JobSearchState,
  type JobSort,
  jobListPath,
  optionLabel,
} from "./search-state";

function withFilter(search: JobSearchState, key: FilterKey, value: string | undefined, lang: Lang): string {
  const filters: ActiveFilters = { ...search.filters, [key]: value };
  if (!value) delete filters[key];
  return jobListPath({ ...search, page: 1, filters }, lang);
}

function withoutFilters(search: JobSearchState, lang: Lang): string {
  return jobListPath({ ...search, page: 1, filters: {} }, lang);
}

/** The label of a chosen value (from the facets; the raw value when they do not list it), in the page's language. */
export function chosenLabel(facets: JobFacets | null, key: FilterKey, value: string, lang: Lang = "en"): string {
  const listed = facets?.[key].find((o) => o.value.toLowerCase() === value.toLowerCase())?.label ?? value;
  return optionLabel(key, value, listed, lang);
}

/** An option's name: the catalog's, or an industry's as the ATS writes it (marked English on a Hindi page). */
function OptionName({ facetKey, option, lang }: { facetKey: FilterKey; option: FacetOption; lang: Lang }) {
  if (filterOf(facetKey).kind === "name") return <Ats lang={lang}>{option.label}</Ats>;
  return optionLabel(facetKey, option.value, option.label, lang);
}

function optionItems(search: JobSearchState, facetKey: FilterKey, options: FacetOption[], lang: Lang) {
  const locale = { locale: lang };
  return options.map((option) => {
    const chosen = isChosen(search.filters, facetKey, option.value);
    const count = (
      <span className="filter-count">
        {formatCount(option.count)}
        <span className="visually-hidden">{m.jobs_filter_count_suffix({ count: option.count }, locale)}</span>
      </span>
    );
    return (
      <li key={option.value}>
        {chosen || option.count > 0 ? (
          // A chosen option links to the search without it: tapping it again clears it.
          <a
            href={withFilter(search, facetKey, chosen ? undefined : option.value, lang)}
            className="filter-option"
            aria-current={chosen ? "true" : undefined}
            data-search-link=""
            rel="nofollow"
          >
            {chosen ? <Icon name="check" /> : null}
            <span className="filter-label">
              <OptionName facetKey={facetKey} option={option} lang={lang} />
              {chosen ? <span className="visually-hidden">{m.jobs_filter_chosen_suffix({}, locale)}</span> : null}
            </span>
            {count}
          </a>
        ) : (
          <span className="filter-option" aria-disabled="true">
            <span className="filter-label">
              <OptionName facetKey={facetKey} option={option} lang={lang} />
            </span>
            {count}
          </span>
        )}
      </li>
    );
  });
}

/**
 * The facets back from the panel the server rendered (`JobFilters`), so the
 * page need not send them again as the island's props (decision 074). Each
 * group is `aria-labelledby="filter-<key>"`; its options follow "Any" in
 * the facet's order, each with its count. A fixed option's value and label
 * are the registry's, in order; a name's are the name the option shows. The
 * names behind a "More…" link (`data-more`: how many, decision 085) are not
 * in the page: each reads as a blank option, which only that link's count
 * uses, until a search brings the facets whole. Null when there is no panel
 * (the server had no facets). Read before hydration, as the cards are.
 */
export function facetsFromPanel(panel: Element | null): JobFacets | null {
  if (!panel) return null;
  const facets = {} as JobFacets;
  for (const key of FILTER_KEYS) {
    const filter = filterOf(key);
    const counts = [...panel.querySelectorAll(`[aria-labelledby="filter-${key}"] .filter-count`)];
    facets[key] = counts.map((el, i) => {
      const count = Number((el.firstChild?.textContent ?? "").replace(/\D/g, ""));
      if (filter.kind !== "name") return { value: filter.options[i].value, label: filter.options[i].label, count };
      const name = el.parentElement?.querySelector(".filter-label")?.firstChild?.textContent ?? "";
      return { value: name, label: name, count };
    });
    const hidden = Number(panel.querySelector<HTMLElement>(`a[data-more="${key}"]`)?.dataset.count ?? 0);
    for (let i = 0; i < hidden; i++) facets[key].push({ value: "", label: "", count: 0 });
  }
  return facets;
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
  lang = "en",
}: {
  search: JobSearchState;
  facets: JobFacets | null;
  count: number;
  enhanced?: boolean;
  open?: boolean;
  lang?: Lang;
}) {
  if (!facets) return null;
  const active = activeFilterCount(search.filters);
  const locale = { locale: lang };
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
        <Icon name="sliders-horizontal" />
        {m.jobs_filters({}, locale)}
        {active ? (
          <span className="job-filters-badge">
            {active}
            <span className="visually-hidden">{m.jobs_filters_chosen_suffix({}, locale)}</span>
          </span>
        ) : null}
      </a>
      <div className="job-filters-body" id="job-filters-body">
        <div className="job-filters-head">
          <h2 className="job-filters-title" id="job-filters-title">
            {m.jobs_filters({}, locale)}
          </h2>
          {active ? (
            <a href={withoutFilters(search, lang)} className="link-button" data-search-link="" rel="nofollow">
              {m.jobs_clear_filters({}, locale)}
            </a>
          ) : null}
        </div>
        {FILTER_ORDER.map((key) => {
          const options = facets[key];
          if (options.length === 0) return null;
          const anyHref = withFilter(search, key, undefined, lang);
          const chosen = search.filters[key];
          let shown = options;
          let more: FacetOption[] = [];
          const filter = filterOf(key);
          // A long list of names (industries): the most common, the chosen one, then "More…", a link to
          // the same search with the whole list (`more=`), which the first response need not carry (decision 085).
          if (filter.kind === "name" && options.length > filter.shown + 1 && search.more !== key) {
            shown = options.filter((o, i) => i < filter.shown || isChosen(search.filters, key, o.value));
            more = options.filter((o) => !shown.includes(o));
          }
          return (
            <section key={key} className="filter-group" aria-labelledby={`filter-${key}`}>
              <h3 id={`filter-${key}`} className="filter-title">
                {filterTitle(key, lang)}
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
                    {chosen ? null : <Icon name="check" />}
                    <span className="filter-label">{m.jobs_filter_any({}, locale)}</span>
                  </a>
                </li>
                {optionItems(search, key, shown, lang)}
              </ul>
              {more.length && filter.kind === "name" ? (
                // To the panel: without JavaScript a phone opens it as the page's target.
                <a
                  href={`${jobListPath({ ...search, more: key }, lang)}#job-filters`}
                  className="filter-more"
                  data-more={key}
                  data-count={more.length}
                  data-search-link=""
                  rel="nofollow"
                >
                  {filter.more({ count: more.length }, locale)}
                </a>
              ) : null}
            </section>
          );
        })}
        <a href="#jobs-results" className="btn btn-primary job-filters-done">
          {m.jobs_show_count({ count, countText: formatCount(count) }, locale)}
        </a>
      </div>
    </section>
  );
}

/** The chosen filters as chips above the results; each one's link is the search without it. */
export function ActiveFilterChips({
  search,
  facets,
  lang = "en",
}: {
  search: JobSearchState;
  facets: JobFacets | null;
  lang?: Lang;
}) {
  const keys = FILTER_KEYS.filter((key) => search.filters[key]);
  if (keys.length === 0) return null;
  const locale = { locale: lang };
  return (
    <ul className="filter-chips" aria-label={m.jobs_chips_label({}, locale)}>
      {keys.map((key) => (
        <li key={key}>
          <a href={withFilter(search, key, undefined, lang)} className="filter-chip" data-search-link="" rel="nofollow">
            <span className="visually-hidden">{`${m.jobs_chip_remove({ filter: filterTitle(key, lang) }, locale)} `}</span>
            {filterOf(key).kind === "name" ? (
              <Ats lang={lang}>{chosenLabel(facets, key, search.filters[key] ?? "", lang)}</Ats>
            ) : (
              chosenLabel(facets, key, search.filters[key] ?? "", lang)
            )}
            <Icon name="x" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Relevance or date, as two links (the current one marked); relevance only means something with a query. */
export function SortLinks({ search, sort, lang = "en" }: { search: JobSearchState; sort: JobSort; lang?: Lang }) {
  const locale = { locale: lang };
  const href = (to: JobSort) => jobListPath({ ...search, page: 1, sort: to }, lang);
  const links: [JobSort, string][] = [
    ["relevance", m.jobs_sort_relevance({}, locale)],
    ["date", m.jobs_sort_newest({}, locale)],
  ];
  return (
    <nav className="job-sort" aria-label={m.jobs_sort_label({}, locale)}>
      <span className="job-sort-label" aria-hidden="true">
        {m.jobs_sort_prefix({}, locale)}
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
              <span className="visually-hidden">{`${m.jobs_sort_by({}, locale)} `}</span>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
