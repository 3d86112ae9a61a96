import { Form, Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { JobCardData } from "./job-card";
import { JobCarousel } from "./job-carousel";

/** Home page: the newest jobs (app/routes/home.server.ts), a search box and a way to all jobs. `failure` set: the jobs could not be read. */
export function HomeJobs({ jobs, today, failure }: { jobs: JobCardData[]; today: string; failure?: string | null }) {
  const lang = useLang();
  const locale = { locale: lang };
  const jobList = localizedPath("/job", lang);
  return (
    <section className="page-section home-jobs" aria-labelledby="home-jobs-heading">
      <div className="container">
        <div className="home-jobs-head">
          <div>
            <p className="eyebrow">{m.jobs_home_eyebrow({}, locale)}</p>
            <h2 id="home-jobs-heading">{m.jobs_home_heading({}, locale)}</h2>
          </div>
          <Form
            method="get"
            action={jobList}
            className="home-jobs-search"
            role="search"
            aria-label={m.jobs_search_label({}, locale)}
          >
            <label htmlFor="home-jobs-query" className="visually-hidden">
              {m.jobs_query_label({}, locale)}
            </label>
            <input
              id="home-jobs-query"
              name="query"
              type="search"
              maxLength={200}
              placeholder={m.jobs_home_placeholder({}, locale)}
            />
            <input type="hidden" name="page" value="1" />
            <button type="submit" className="btn btn-primary" aria-label={m.jobs_search_label({}, locale)}>
              <Icon name="search" />
            </button>
          </Form>
        </div>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {m.jobs_load_failed({}, locale)}
          </p>
        ) : (
          // On the first screen, so it waits for the visitor (decision 023): a swipe, a
          // press on its controls or keyboard focus hydrates it; until then the row
          // scrolls natively and the cards' links and Save/Share work without React.
          <Island
            name="job-carousel"
            component={JobCarousel}
            props={{ jobs, count: jobs.length, today, label: m.jobs_home_carousel_label({}, locale), lang }}
            // The cards are in the HTML; the island keeps them (decision 076).
            htmlOnly={["jobs"]}
            hydrate="interaction"
            holdClicks=".job-carousel-controls button"
          />
        )}
        <div className="section-foot">
          <Link to={jobList} className="btn btn-outline">
            {m.jobs_see_more_short({}, locale)}
            <span className="visually-hidden">{m.jobs_home_more_suffix({}, locale)}</span> <Icon name="arrow-right" />
          </Link>
        </div>
      </div>
    </section>
  );
}
