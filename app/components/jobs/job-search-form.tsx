import { Crosshair, Loader2, Search, X } from "lucide-react";
import { Form, Link } from "react-router";
import { JOB_SEARCH_LIMITS } from "#app/schemas/job-search";

interface Props {
  query: string;
  location: string;
  /** How many jobs the current search matches ("Search {count} jobs"). */
  count: number;
  errors?: Record<string, string[]>;
  /** The id of the results region that a live search updates. */
  resultsId: string;
}

/**
 * The /job search form. A GET form whose URL is the single source of truth:
 * it works without JavaScript; app/enhance/job-search.ts makes typing search
 * after 500 ms and adds "Use Current Location".
 */
export function JobSearchForm({ query, location, count, errors, resultsId }: Props) {
  const queryError = errors?.query?.[0];
  const locationError = errors?.location?.[0];

  return (
    <Form
      id="job-search"
      method="get"
      action="/job"
      role="search"
      aria-label="Search jobs"
      className="job-search"
      data-enhance="job-search"
      data-results={resultsId}
    >
      <input type="hidden" name="page" value="1" />
      <div className="job-search-field">
        <label htmlFor="job-query">Job title or skill</label>
        <div className="input-with-icon">
          <Search aria-hidden="true" />
          <input
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
            id="job-location"
            name="location"
            type="search"
            defaultValue={location}
            maxLength={JOB_SEARCH_LIMITS.maxTermLength}
            placeholder="City, state or PIN code"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={locationError ? true : undefined}
            aria-describedby={[locationError ? "job-location-error" : "", "job-location-status"]
              .filter(Boolean)
              .join(" ")}
          />
        </div>
        {locationError ? (
          <p id="job-location-error" className="field-error">
            {locationError}
          </p>
        ) : null}
        <div className="job-search-geo">
          {/* Needs JavaScript: hidden (keeping its space) until the form is enhanced. */}
          <button type="button" className="link-button geo-button">
            <Crosshair aria-hidden="true" className="geo-idle" />
            <Loader2 aria-hidden="true" className="spin geo-busy" />
            Use Current Location
          </button>
          <p id="job-location-status" className="geo-status" role="status" />
        </div>
      </div>
      <div className="job-search-actions">
        <button type="submit" className="btn btn-primary job-search-submit">
          {`Search ${count.toLocaleString("en-IN")} jobs`}
        </button>
        <Link to="/job" className="link-button clear-filters">
          <X aria-hidden="true" />
          Clear all filters
        </Link>
      </div>
    </Form>
  );
}
