import type { FormEvent, ReactNode, RefObject } from "react";
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
      <SearchBox
        id="job-query"
        name="query"
        label={m.jobs_query_label({}, locale)}
        placeholder={m.jobs_query_placeholder({}, locale)}
        defaultValue={initial.query}
        inputRef={boxes.query}
        error={errors.query}
        onInput={onType}
      />
      <SearchBox
        id="job-location"
        name="location"
        label={m.jobs_location_label({}, locale)}
        placeholder={m.jobs_location_placeholder({}, locale)}
        defaultValue={initial.location}
        inputRef={boxes.location}
        error={errors.location}
        statusId="job-location-status"
        onInput={() => {
          located.forget();
          onType();
        }}
      >
        <LocateControls located={located} lang={lang} />
      </SearchBox>
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

/**
 * One labelled search box of the form: its input (uncontrolled, so text typed
 * before hydration is kept), its error under it, and what follows it in the
 * same field (the location's "Use Current Location"). `statusId` names a live
 * status line the input is also described by.
 */
function SearchBox({
  id,
  name,
  label,
  placeholder,
  defaultValue,
  inputRef,
  error,
  statusId,
  onInput,
  children,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
  statusId?: string;
  onInput: () => void;
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : "", statusId ?? ""].filter(Boolean).join(" ");
  return (
    <div className="job-search-field">
      <label htmlFor={id}>{label}</label>
      <div className="input-with-icon">
        <Icon name="search" />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          defaultValue={defaultValue}
          maxLength={JOB_SEARCH_LIMITS.maxTermLength}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onInput={onInput}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * "Use Current Location" (needs JavaScript: hidden, keeping its space, until
 * the island has hydrated), its status line, and "Clear" once a place near the
 * visitor has been filled in.
 */
function LocateControls({ located, lang }: { located: ReturnType<typeof useLocate>; lang: Lang }) {
  const locale = { locale: lang };
  const { place, note: geoNote, locating } = located;
  const locationNote = place?.approximate ? m.jobs_location_near({ city: place.city }, locale) : null;
  return (
    <div className="job-search-geo">
      {/* Needs JavaScript: hidden (keeping its space) until the island has hydrated. */}
      {/* The spinner is drawn only while locating: the first response carries one icon (decision 085). */}
      <button
        type="button"
        className="link-button geo-button"
        disabled={locating}
        onClick={() => void located.locate()}
      >
        {locating ? <Icon name="loader-circle" className="spin" /> : <Icon name="crosshair" />}
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
  );
}
