import { useState } from "react";
import { Form } from "react-router";
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
 * "See more" in steps of 5. Filters and "See more" are a GET form and a link
 * without JavaScript, and update in place with it.
 */
export function OpenPositions({ jobs, today, initial, failure }: Props) {
  const [text, setText] = useState(initial.text);
  const [location, setLocation] = useState(initial.location);
  const [shown, setShown] = useState(initial.shown);
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
        <>
          <Form
            method="get"
            action="/carrers#open-positions"
            className="openings-filters"
            aria-label="Filter open positions"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="job-search-field">
              <label htmlFor="openings-text">Role or team</label>
              <input
                id="openings-text"
                name="q"
                type="search"
                maxLength={200}
                value={text}
                placeholder="e.g. recruiter"
                onChange={(e) => {
                  setText(e.target.value);
                  setShown(OPENINGS_STEP);
                }}
              />
            </div>
            <div className="job-search-field">
              <label htmlFor="openings-location">City or PIN code</label>
              <input
                id="openings-location"
                name="loc"
                type="search"
                maxLength={200}
                value={location}
                placeholder="e.g. Pune"
                onChange={(e) => {
                  setLocation(e.target.value);
                  setShown(OPENINGS_STEP);
                }}
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
          {visible.length === 0 ? (
            <p className="empty-state">No open positions match these filters.</p>
          ) : (
            <JobCarousel key={`${text}|${location}|${shown}`} jobs={visible} today={today} label="Open positions" />
          )}
          {matches.length > shown ? (
            <p className="section-foot">
              <a
                className="btn btn-outline"
                href={`/carrers?${moreParams.toString()}#open-positions`}
                onClick={(event) => {
                  event.preventDefault();
                  setShown((n) => n + OPENINGS_STEP);
                }}
              >
                See more<span className="visually-hidden"> open positions</span>
              </a>
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
