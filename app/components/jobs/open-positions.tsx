import { Form } from "react-router";
import { Island } from "#app/islands/island";
import { filterOpenings, OPENINGS_STEP } from "#app/lib/openings";
import type { JobCardData } from "./job-card";
import { JobCarousel } from "./job-carousel";

interface Props {
  jobs: JobCardData[];
  today: string;
  initial: { text: string; location: string; shown: number };
  failure?: string | null;
}

/**
 * The agency's own openings on /carrers: a real count, two filters and
 * "See more" in steps of 5. Filters and "See more" are a GET form and a link;
 * app/enhance/job-openings.ts updates the results in place from the same URLs.
 */
export function OpenPositions({ jobs, today, initial, failure }: Props) {
  const { text, location, shown } = initial;
  const matches = filterOpenings(jobs, text, location);
  const visible = matches.slice(0, shown);
  const filtered = Boolean(text.trim() || location.trim());

  const moreParams = new URLSearchParams();
  if (text) moreParams.set("q", text);
  if (location) moreParams.set("loc", location);
  moreParams.set("show", String(shown + OPENINGS_STEP));

  return (
    <>
      <h2 id="open-positions-heading">Open Positions ({jobs.length})</h2>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : (
        <div id="openings" className="openings" data-enhance="job-openings">
          <Form
            method="get"
            action="/carrers#open-positions"
            className="openings-filters"
            aria-label="Filter open positions"
          >
            <div className="job-search-field">
              <label htmlFor="openings-text">Role or team</label>
              <input
                id="openings-text"
                name="q"
                type="search"
                maxLength={200}
                defaultValue={text}
                placeholder="e.g. recruiter"
                autoComplete="off"
              />
            </div>
            <div className="job-search-field">
              <label htmlFor="openings-location">City or PIN code</label>
              <input
                id="openings-location"
                name="loc"
                type="search"
                maxLength={200}
                defaultValue={location}
                placeholder="e.g. Pune"
                autoComplete="off"
              />
            </div>
            <noscript>
              <button type="submit" className="btn btn-primary">
                Filter
              </button>
            </noscript>
          </Form>
          <p className="openings-count" aria-live="polite">
            {filtered
              ? `${matches.length} of ${jobs.length} positions match`
              : `Showing ${visible.length} of ${jobs.length}`}
          </p>
          <div className="openings-results">
            {visible.length === 0 ? (
              <p className="empty-state">No open positions match these filters.</p>
            ) : (
              <Island
                name="job-carousel"
                component={JobCarousel}
                props={{ jobs: visible, today, label: "Open positions" }}
                hydrate="visible"
              />
            )}
            {matches.length > shown ? (
              <p className="section-foot">
                <a className="btn btn-outline openings-more" href={`/carrers?${moreParams.toString()}#open-positions`}>
                  See more<span className="visually-hidden"> open positions</span>
                </a>
              </p>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
