import { Crosshair, Loader2, Search, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useSubmit } from "react-router";
import { JOB_SEARCH_LIMITS } from "#app/schemas/job-search";
import { useCurrentLocation } from "./use-current-location";

export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  query: string;
  location: string;
  /** How many jobs the current search matches ("Search {count} jobs"). */
  count: number;
  errors?: Record<string, string[]>;
}

/**
 * The /job search form. A GET form whose URL is the single source of truth:
 * it works without JavaScript, and with it typing searches after 500 ms.
 */
export function JobSearchForm({ query, location, count, errors }: Props) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const queryInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  const { state: geo, locate } = useCurrentLocation();

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // When the URL changes (back button, Clear filters), the boxes follow it,
  // except the one the visitor is typing in.
  useEffect(() => {
    for (const [input, value] of [
      [queryInput.current, query],
      [locationInput.current, location],
    ] as const) {
      if (input && document.activeElement !== input && input.value !== value) input.value = value;
    }
  }, [query, location]);

  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/job";

  function run(immediate: boolean) {
    clearTimeout(timer.current);
    const el = form.current;
    if (!el) return;
    const q = queryInput.current?.value.trim() ?? "";
    const l = locationInput.current?.value.trim() ?? "";
    if (!q && !l) {
      // Both boxes empty: the unfiltered first page, at once.
      navigate("/job", { replace: true });
      return;
    }
    const go = () => submit(el, { replace: true });
    if (immediate) go();
    else timer.current = setTimeout(go, SEARCH_DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(true);
  }

  const queryError = errors?.query?.[0];
  const locationError = errors?.location?.[0];

  return (
    <Form
      ref={form}
      method="get"
      action="/job"
      role="search"
      aria-label="Search jobs"
      className="job-search"
      onSubmit={onSubmit}
      data-hydrated={hydrated ? "" : undefined}
    >
      <input type="hidden" name="page" value="1" />
      <div className="job-search-field">
        <label htmlFor="job-query">Job title or skill</label>
        <div className="input-with-icon">
          <Search aria-hidden="true" />
          <input
            ref={queryInput}
            id="job-query"
            name="query"
            type="search"
            defaultValue={query}
            maxLength={JOB_SEARCH_LIMITS.maxTermLength}
            placeholder="e.g. Java, nurse, sales"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? "job-query-error" : undefined}
            onChange={() => run(false)}
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
            ref={locationInput}
            id="job-location"
            name="location"
            type="search"
            defaultValue={location}
            maxLength={JOB_SEARCH_LIMITS.maxTermLength}
            placeholder="City, state or PIN code"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={locationError ? true : undefined}
            aria-describedby={
              [locationError ? "job-location-error" : "", "job-location-status"].filter(Boolean).join(" ") || undefined
            }
            onChange={() => run(false)}
          />
        </div>
        {locationError ? (
          <p id="job-location-error" className="field-error">
            {locationError}
          </p>
        ) : null}
        <div className="job-search-geo">
          <button
            type="button"
            className="link-button geo-button"
            disabled={geo.status === "locating"}
            onClick={() =>
              locate((city) => {
                if (locationInput.current) locationInput.current.value = city;
                run(true);
              })
            }
          >
            {geo.status === "locating" ? (
              <Loader2 aria-hidden="true" className="spin" />
            ) : (
              <Crosshair aria-hidden="true" />
            )}
            Use Current Location
          </button>
          <p id="job-location-status" className="geo-status" role="status">
            {geo.status === "error" ? <span className="field-error">{geo.message}</span> : null}
            {geo.status === "found" && geo.attribution ? (
              <span className="geo-credit">Location data {geo.attribution}</span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="job-search-actions">
        <button type="submit" className="btn btn-primary job-search-submit" disabled={searching}>
          {searching ? "Searching..." : `Search ${count.toLocaleString("en-IN")} jobs`}
        </button>
        <Link to="/job" className="link-button clear-filters" replace>
          <X aria-hidden="true" />
          Clear all filters
        </Link>
      </div>
    </Form>
  );
}
