import type { Context } from "hono";
import { Hono } from "hono";
import { parseJobId, parseJobSearch } from "#app/schemas/job-search";
import { jsonError } from "#worker/http/errors";
import { ifNoneMatchMatches, notModified } from "#worker/http/etag";
import { siteOrigin } from "#worker/http/origin";
import { PAGE_SIZE } from "#worker/jobs/search";
import { companyJobs, type Freshness, findJobs, getJob } from "#worker/jobs/service";
import { SnapshotUnavailableError } from "#worker/jobs/snapshot";
import type { Job } from "#worker/jobs/types";

type JobsContext = Context<{ Bindings: Env }>;

/** A job in the ATS's field names, as the public API has always answered. */
export function toApiJob(job: Job, descriptionHtml?: string | null) {
  const experience =
    job.experience.min === null
      ? null
      : job.experience.max === null
        ? `${job.experience.min}+`
        : job.experience.max === job.experience.min
          ? String(job.experience.min)
          : `${job.experience.min}-${job.experience.max}`;
  return {
    id: job.id,
    job_title: job.title,
    client: job.client,
    city: job.city,
    country: job.country,
    states: job.state,
    location: job.location,
    zip_code: job.zipCode,
    experience,
    job_start_date: job.startDate,
    creation_date: job.createdAt,
    primary_skills: job.primarySkills.join(", "),
    skills: job.skills.join(", "),
    ...(descriptionHtml === undefined ? {} : { job_description: descriptionHtml }),
    details: { summary: job.summary, skills: job.primarySkills },
    apply_job_without_registration: job.applyUrl,
    salary: job.salary,
    pay_rate___salary: job.payRate,
    job_code: job.jobCode,
    remoteOpportunity: job.remote === "remote" ? 1 : job.remote === "hybrid" ? 2 : 0,
    industry: job.industry,
  };
}

const CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

/** Cache headers, ETag and snapshot age; a matching If-None-Match gets a 304. */
function cached(c: JobsContext, freshness: Freshness, body: unknown) {
  const etag = `W/"${freshness.version}-${__APP_VERSION__}"`;
  const headers: Record<string, string> = {
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
    "X-Snapshot-Age": String(freshness.ageSeconds),
    // Always sent, so a 304 after a stale answer says the snapshot is fresh again.
    "X-Snapshot-Stale": String(freshness.stale),
  };
  if (ifNoneMatchMatches(c.req.header("If-None-Match"), etag)) return notModified(new Headers(headers));
  return c.json(body, 200, headers);
}

function unavailable(c: JobsContext) {
  // A refresh has been started in the background (or the upstream is down): try again shortly.
  return jsonError(c, 503, "Failed to load jobs. Please try again later.", { headers: { "Retry-After": "30" } });
}

/** The same request for another page, on the configured origin: the answer is publicly cached. */
function pageUrl(c: JobsContext, page: number) {
  const request = new URL(c.req.url);
  const url = new URL(`${request.pathname}${request.search}`, siteOrigin(c.env));
  url.searchParams.set("page", String(page));
  return url.toString();
}

async function listing(c: JobsContext, withFilters: boolean) {
  const params = new URL(c.req.url).searchParams;
  if (!withFilters) {
    params.delete("query");
    params.delete("location");
  }
  const parsed = parseJobSearch(params);
  if (!parsed.ok) return jsonError(c, 400, "Invalid search parameters", { fields: parsed.fields });
  const { query, location, page } = parsed.value;
  try {
    const result = await findJobs(c.env, c.executionCtx as ExecutionContext, { query, location, page });
    return cached(c, result.freshness, {
      count: result.count,
      num_pages: result.numPages,
      limit: PAGE_SIZE,
      page_number: page,
      page_count: result.results.length,
      next: page < result.numPages ? pageUrl(c, page + 1) : null,
      previous: page > 1 ? pageUrl(c, Math.min(page - 1, result.numPages)) : null,
      results: result.results.map((job) => toApiJob(job)),
    });
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) return unavailable(c);
    throw err;
  }
}

export const jobsApi = new Hono<{ Bindings: Env }>();

jobsApi.get("/jobs", (c) => listing(c, false));
jobsApi.get("/searchjobs", (c) => listing(c, true));

jobsApi.get("/jobs/:id", async (c) => {
  const id = parseJobId(c.req.param("id"));
  if (id === null)
    return jsonError(c, 400, "Invalid job id", { fields: { id: ["Job id must be a positive whole number."] } });
  try {
    const found = await getJob(c.env, c.executionCtx as ExecutionContext, id);
    if (!found) return jsonError(c, 404, "Job not found");
    // A damaged stored description is repaired by the next refresh; until then the API says null.
    return cached(c, found.freshness, toApiJob(found.job, found.descriptionUnavailable ? null : found.descriptionHtml));
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) return unavailable(c);
    throw err;
  }
});

jobsApi.get("/skywingsjobs", async (c) => {
  try {
    const { jobs, freshness } = await companyJobs(c.env, c.executionCtx as ExecutionContext);
    return cached(c, freshness, { count: jobs.length, results: jobs.map((job) => toApiJob(job)) });
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) return unavailable(c);
    throw err;
  }
});
