import type { FormEvent, RefObject } from "react";
import { Icon } from "#app/components/icons/icon";
import { FILTER_KEYS, type JobSearchState } from "#app/components/jobs/search-state";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import type { useLocate } from "./use-locate";

/**
 * The search form of /job: the query and location boxes (uncontrolled, so
 * text typed before hydration is kept), "Use Current Location", the submit
 * button with the count and "Clear all". Without JavaScript it is a GET form
 * whose hidden fields keep the filters and the order.
 */
export function SearchBar({
  search,
  initial,
  boxes,
  errors,
  busy,
  count,
  ready,
  listPath,
  lang,
  located,
  onSubmit,
  onType,
}: {
  search: JobSearchState;
  /** The boxes' first text (the page's search). */
  initial: { query: string; location: string };
  boxes: { query: RefObject<HTMLInputElement | null>; location: RefObject<HTMLInputElement | null> };
  errors: { query?: string; location?: string };
  busy: boolean;
  count: number;
  ready: boolean;
  listPath: string;
  lang: Lang;
  located: ReturnType<typeof useLocate>;
  onSubmit: (event: FormEvent) => void;
  onType: () => void;
}) {
  const locale = { locale: lang };
  const state = search;
  const queryError = errors.query;
  const locationError = errors.location;
  const { place, note: geoNote, locating } = located;
  const locationNote = place?.approximate ? m.jobs_location_near({ city: place.city }, locale) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as before
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
          <Icon name="search" />
          <input
            ref={boxes.query}
            id="job-query"
            name="query"
            type="search"
            defaultValue={initial.query}
            maxLength={JOB_SEARCH_LIMITS.maxTermLength}
            placeholder={m.jobs_query_placeholder({}, locale)}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? "job-query-error" : undefined}
            onInput={onType}
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
          <Icon name="search" />
          <input
            ref={boxes.location}
            id="job-location"
            name="location"
            type="search"
            defaultValue={initial.location}
            maxLength={JOB_SEARCH_LIMITS.maxTermLength}
            placeholder={m.jobs_location_placeholder({}, locale)}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={locationError ? true : undefined}
            aria-describedby={[locationError ? "job-location-error" : "", "job-location-status"]
              .filter(Boolean)
              .join(" ")}
            onInput={() => {
              located.forget();
              onType();
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
            onClick={() => void located.locate()}
          >
            <Icon name="crosshair" className="geo-idle" />
            <Icon name="loader-circle" className="spin geo-busy" />
            {m.jobs_use_location({}, locale)}
          </button>
          <p id="job-location-status" className="geo-status" role="status">
            {locationNote ? <span className="geo-approx">{locationNote}</span> : null}
            {geoNote ? <span className={geoNote.error ? "field-error" : "geo-credit"}>{geoNote.text}</span> : null}
          </p>
          {locationNote ? (
            <button type="button" className="link-button geo-clear" onClick={located.clear}>
              <Icon name="x" />
              {m.jobs_clear_location({}, locale)}
            </button>
          ) : null}
        </div>
      </div>
      <div className="job-search-actions">
        <button type="submit" className="btn btn-primary job-search-submit" disabled={busy}>
          {busy ? m.jobs_searching({}, locale) : m.jobs_search_count({ count, countText: formatCount(count) }, locale)}
        </button>
        <a href={listPath} className="link-button clear-filters" data-search-link="">
          <Icon name="x" />
          {m.jobs_clear_all({}, locale)}
        </a>
      </div>
    </form>
  );
}
