import { Island } from "#app/islands/island";
import JobSearch from "#app/islands/jobs/job-search";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import { jobListTitle, searchWords } from "#shared/lib/search-echo";
import type { Route } from "./+types/jobs";
import "#app/components/jobs/jobs.css";

export { loader } from "./jobs.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData: d, location }) => {
  // The search as the server read it, in the page's language (worker/jobs/search/echo.ts).
  const query = d?.echo.query ?? "";
  const place = d?.echo.location ?? "";
  return pageMeta(location, (lang) => ({
    path: "/job",
    title: d?.echo.title ?? jobListTitle("", "", lang),
    description:
      query || place
        ? m.jobs_meta_description_search({ search: searchWords(query, place, lang) }, { locale: lang })
        : m.jobs_meta_description,
  }));
};

/**
 * The search form, filters (with their counts: the loader asks for facets),
 * sort, count, results and pagination are one island
 * (app/islands/jobs/job-search.tsx): the server renders it with the first
 * results, and in the browser it searches live through /api/searchjobs. It
 * hydrates on the visitor's first interaction with it (focus, tap, key), not
 * at load: measured, hydrating the first screen at once cost /job 86–490 ms
 * of TBT under Lighthouse's mobile throttling; text typed before it hydrates
 * is kept and searched (decision 013). The island also renders the "E-mail
 * me new jobs like these" link to the alert page under the results, so the
 * alert follows the search shown, however it was reached (decisions 017, 074).
 * The first page's cards and the filters' counts are in the HTML only: the
 * island reads them from it (decisions 047, 074).
 */
export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const {
    jobs,
    count,
    numPages,
    page,
    query,
    location,
    today,
    failure,
    errors,
    filters,
    sort,
    more,
    appliedSort,
    facets,
    echo,
  } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <div className="jobs-page">
      <section className="jobs-head">
        <div className="container">
          <h1>{m.jobs_page_heading({}, locale)}</h1>
          <p className="lead">{m.jobs_page_lead({}, locale)}</p>
        </div>
      </section>
      <Island
        name="job-search"
        component={JobSearch}
        props={{
          query,
          location,
          page,
          count,
          numPages,
          jobs,
          today,
          failure,
          errors: errors ?? null,
          filters,
          sort,
          more,
          appliedSort,
          facets,
          echo,
          lang,
        }}
        htmlOnly={["jobs", "facets"]}
        hydrate="interaction"
      />
    </div>
  );
}
