import { data } from "react-router";
import { jobListProblem, jobListTitle, searchWords } from "#app/components/jobs/messages";
import { searchOfParams } from "#app/components/jobs/search-state";
import { Island } from "#app/islands/island";
import JobSearch from "#app/islands/jobs/job-search";
import { useLang } from "#app/lib/i18n";
import { findJobs, JOB_PAGE_CACHE_CONTROL, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { seo } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import { parseJobSearch } from "#shared/schemas/job-search";
import type { Route } from "./+types/jobs";
import "#app/components/forms/forms.css";
import "#app/components/jobs/jobs.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const params = url.searchParams;
  const today = todayInIndia();
  const parsed = parseJobSearch(params);
  const filters = parsed.ok ? parsed.value : { query: "", location: "", page: 1 };
  // The filters and order as the URL gives them (validated below): the form, links and chips keep them.
  const { filters: active, sort } = searchOfParams(params);
  const base = {
    today,
    query: filters.query,
    location: filters.location,
    page: filters.page,
    filters: active,
    sort,
    appliedSort: undefined as "relevance" | "date" | undefined,
    facets: null as Awaited<ReturnType<typeof findJobs>>["facets"] | null,
    interpreted: null as Awaited<ReturnType<typeof findJobs>>["interpreted"],
  };
  if (!parsed.ok) {
    // Keep what the visitor typed (cut to the limit) and say what is wrong next to the field.
    return data(
      {
        ...base,
        query: (params.get("query") ?? "").slice(0, 200),
        location: (params.get("location") ?? "").slice(0, 200),
        jobs: [],
        count: 0,
        numPages: 0,
        failure: null,
        errors: parsed.fields,
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  try {
    const result = await findJobs(env, ctx, { ...filters, facets: true });
    return data(
      {
        ...base,
        appliedSort: result.sort,
        facets: result.facets ?? null,
        interpreted: result.interpreted,
        jobs: result.results.map(toCard),
        count: result.count,
        numPages: result.numPages,
        failure: null,
        errors: undefined,
      },
      { headers: { "Cache-Control": JOB_PAGE_CACHE_CONTROL, "X-Snapshot-Age": String(result.freshness.ageSeconds) } },
    );
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    const filtered = Boolean(filters.query || filters.location || Object.keys(active).length);
    return data(
      {
        ...base,
        jobs: [],
        count: 0,
        numPages: 0,
        failure: jobListProblem(filtered ? "searchFailed" : "loadFailed", lang),
        errors: undefined,
      },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60" } },
    );
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData: d, location }) => {
  const lang = langFromPath(location.pathname);
  const locale = { locale: lang };
  const query = d?.query ?? "";
  const place = d?.location ?? "";
  return seo({
    lang,
    title: jobListTitle(query, place, lang),
    description:
      query || place
        ? m.jobs_meta_description_search({ search: searchWords(query, place, lang) }, locale)
        : m.jobs_meta_description({}, locale),
    path: localizedPath("/job", lang),
  });
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
 * me new jobs like these" form under the results, so the alert follows the
 * search shown, however it was reached (decision 017).
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
    appliedSort,
    facets,
    interpreted,
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
          appliedSort,
          facets,
          interpreted,
          lang,
        }}
        hydrate="interaction"
      />
    </div>
  );
}
