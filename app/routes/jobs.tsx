import { data, Link, useSearchParams } from "react-router";
import { JobCard } from "#app/components/jobs/job-card";
import { JobSearchForm } from "#app/components/jobs/job-search-form";
import { Pagination } from "#app/components/jobs/pagination";
import { todayInIndia } from "#app/lib/dates";
import { findJobs, JOB_PAGE_CACHE_CONTROL, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { seo } from "#app/lib/seo";
import { workerContext } from "#app/lib/worker-context";
import { parseJobSearch } from "#app/schemas/job-search";
import type { Route } from "./+types/jobs";
import "#app/styles/jobs.css";

export const MESSAGES = {
  loadFailed: "Failed to load jobs. Please try again later.",
  searchFailed: "Failed to search jobs. Please try again later.",
  empty: "No jobs found matching your search criteria.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const params = new URL(request.url).searchParams;
  const today = todayInIndia();
  const parsed = parseJobSearch(params);
  const filters = parsed.ok ? parsed.value : { query: "", location: "", page: 1 };
  const base = { today, query: filters.query, location: filters.location, page: filters.page };
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
    const result = await findJobs(env, ctx, filters);
    return data(
      {
        ...base,
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
    const filtered = Boolean(filters.query || filters.location);
    return data(
      {
        ...base,
        jobs: [],
        count: 0,
        numPages: 0,
        failure: filtered ? MESSAGES.searchFailed : MESSAGES.loadFailed,
        errors: undefined,
      },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "60" } },
    );
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  const filters = [d?.query, d?.location].filter(Boolean).join(" in ");
  return seo({
    title: filters ? `${filters} jobs` : "Job list: search jobs across India",
    description: filters
      ? `Jobs matching ${filters}, updated through the day. Apply directly through our hiring partners.`
      : "Search current openings across India by job title, skill, city, state or PIN code. New jobs are added through the day.",
    path: "/job",
  });
};

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { jobs, count, numPages, page, query, location, today, failure, errors } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(query || location);

  return (
    <div className="jobs-page">
      <section className="jobs-head">
        <div className="container">
          <h1>Job list</h1>
          <p className="lead">
            Current openings with our clients across India. Search by job title, skill or company, and by city, state or
            PIN code.
          </p>
        </div>
      </section>
      <div className="jobs-search-bar">
        <div className="container">
          <JobSearchForm query={query} location={location} count={count} errors={errors} resultsId="jobs-results" />
        </div>
      </div>
      {/* app/enhance/job-search.ts swaps in this region from the next /job page (the heading stays: it is the live region). */}
      <section id="jobs-results" className="container jobs-results" aria-labelledby="jobs-results-heading">
        <h2 id="jobs-results-heading" className="jobs-results-heading" aria-live="polite">
          {failure
            ? "Jobs could not be loaded"
            : filtered
              ? `Found ${count.toLocaleString("en-IN")} matching jobs`
              : `${count.toLocaleString("en-IN")} jobs`}
        </h2>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : jobs.length === 0 && !errors ? (
          <div className="empty-state">
            <p>{MESSAGES.empty}</p>
            <p className="empty-state-hint">
              Try fewer or shorter words (“sales” rather than “sales executive FMCG”), or a nearby city. New jobs come
              in every day: send us your resume and a recruiter will call you when a role fits.
            </p>
            <div className="empty-state-actions">
              <Link to="/job" className="btn btn-outline">
                Clear filters
              </Link>
              <Link to="/upload" className="btn btn-primary">
                Submit your resume
              </Link>
            </div>
          </div>
        ) : (
          <ul className="job-grid">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} today={today} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} numPages={numPages} params={params} />
      </section>
    </div>
  );
}
