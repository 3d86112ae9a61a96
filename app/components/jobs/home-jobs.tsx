import { ArrowRight, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Island } from "#app/islands/island";
import type { JobCardData } from "./job-card";
import { JobCarousel } from "./job-carousel";

/** Home page: the five newest jobs, a search box and a way to all jobs. */
export function HomeJobs({ jobs, today, failure }: { jobs: JobCardData[]; today: string; failure?: string | null }) {
  return (
    <section className="page-section home-jobs" aria-labelledby="home-jobs-heading">
      <div className="container">
        <div className="home-jobs-head">
          <div>
            <p className="eyebrow">Latest openings</p>
            <h2 id="home-jobs-heading">New jobs this week</h2>
          </div>
          <Form method="get" action="/job" className="home-jobs-search" role="search" aria-label="Search jobs">
            <label htmlFor="home-jobs-query" className="visually-hidden">
              Job title or skill
            </label>
            <input
              id="home-jobs-query"
              name="query"
              type="search"
              maxLength={200}
              placeholder="Search by job title or skill"
            />
            <input type="hidden" name="page" value="1" />
            <button type="submit" className="btn btn-primary" aria-label="Search jobs">
              <Search aria-hidden="true" />
            </button>
          </Form>
        </div>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : (
          // On the first screen, so it waits for the visitor (decision 023): a swipe, a
          // press on its controls or keyboard focus hydrates it; until then the row
          // scrolls natively and the cards' links and Save/Share work without React.
          <Island
            name="job-carousel"
            component={JobCarousel}
            props={{ jobs, today, label: "Latest jobs" }}
            hydrate="interaction"
            holdClicks=".job-carousel-controls button"
          />
        )}
        <div className="section-foot">
          <Link to="/job" className="btn btn-outline">
            See more<span className="visually-hidden"> jobs</span> <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
