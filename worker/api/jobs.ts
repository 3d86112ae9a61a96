import type { Context } from "hono";
import { Hono } from "hono";
import { isLang } from "#shared/i18n/lang";
import { parseSalary } from "#shared/lib/salary";
import { saySearch } from "#shared/lib/search-echo";
import type { JobCardData } from "#shared/schemas/job-card";
import { FILTER_KEYS, type FilterKey } from "#shared/schemas/job-filters";
import { JOB_SEARCH_PARAMS, type JobSearch, parseJobId, parseJobSearch } from "#shared/schemas/job-search";
import { jobIdsOf, jobIdsParamSchema } from "#shared/schemas/saved-jobs";
import { jsonError } from "#worker/http/errors";
import { ifNoneMatchMatches, notModified } from "#worker/http/etag";
import { siteOrigin } from "#worker/http/origin";
import { type Interpreted, PAGE_SIZE } from "#worker/jobs/search/search";
import { companyJobs, type Freshness, findJobs, getJob, jobsByIds } from "#worker/jobs/service";
import type { Job } from "#worker/jobs/types";

type JobsContext = Context<{ Bindings: Env }>;

/** A job's years as the API writes them: "3-5", "3+", "3", or null when it does not say. */
export function experienceYears(job: Job): string | null {
  const { min, max } = job.experience;
  if (min === null) return null;
  if (max === null) return `${min}+`;
  return max === min ? String(min) : `${min}-${max}`;
}

/**
 * A job as a card (shared/schemas/job-card.ts): the few fields a list shows,
 * what route loaders render and `view=cards` answers. The only place a job
 * becomes a card.
 */
export function toCard(job: Job): JobCardData {
  const salary = salaryRange(job);
  return {
    id: job.id,
    title: job.title,
    client: job.client,
    place: job.city || job.state || job.country || "India",
    zipCode: job.zipCode,
    experience: experienceYears(job),
    // Never the start date, which can lie ahead (issue 16).
    postedAt: job.postedAt,
    salary: salary ? { min: salary.min_lpa, max: salary.max_lpa } : null,
    remote: job.remote,
  };
}

/** A job in the ATS's field names, as the public API has always answered. */
export function toApiJob(job: Job, descriptionHtml?: string | null) {
  const experience = experienceYears(job);
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
    // Added by issue 16 (the older fields above are unchanged):
    posted_date: job.postedAt,
    first_seen: job.firstSeen,
    work_mode: job.remote === "onsite" ? "office" : job.remote,
    salary_range: salaryRange(job),
  };
}

/** The salary as a yearly range in lakh (LPA) with a display form, or null when unknown or hourly. */
export function salaryRange(job: Job): { min_lpa: number; max_lpa: number; display: string } | null {
  const range = parseSalary(job.salary, job.payRate);
  if (!range || range.unit === "HOUR") return null;
  const perYear = range.unit === "MONTH" ? 12 : 1;
  const lpa = (n: number) => Math.round((n * perYear) / 1000) / 100;
  const min = lpa(range.min);
  const max = lpa(range.max);
  return { min_lpa: min, max_lpa: max, display: min === max ? `₹${min} LPA` : `₹${min}-${max} LPA` };
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

/** The same request for another page, on the configured origin: the answer is publicly cached. */
function pageUrl(c: JobsContext, page: number) {
  const request = new URL(c.req.url);
  const url = new URL(`${request.pathname}${request.search}`, siteOrigin(c.env));
  url.searchParams.set("page", String(page));
  return url.toString();
}

/**
 * `view=cards`: the jobs as cards (`cards`, shared/schemas/job-card.ts) in
 * place of `results` in the ATS's field names, which stays the default for
 * API clients. The search island and /saved ask for cards, so a job becomes a
 * card in one place (toCard) and the browser maps nothing back.
 */
function jobsOf(c: JobsContext, jobs: Job[]) {
  return c.req.query("view") === "cards" ? { cards: jobs.map(toCard) } : { results: jobs.map((job) => toApiJob(job)) };
}

async function listing(c: JobsContext, withFilters: boolean) {
  const params = new URL(c.req.url).searchParams;
  if (!withFilters) {
    // /api/jobs is the plain list: text, location and filters are ignored as they always were.
    for (const key of JOB_SEARCH_PARAMS) if (key !== "page") params.delete(key);
  }
  const parsed = parseJobSearch(params);
  // The language the search is said back in (`echo`, `interpreted`): the page's; English when not given.
  const lang = (withFilters && params.get("lang")) || "en";
  if (!parsed.ok || !isLang(lang))
    return jsonError(c, 400, "Invalid search parameters", {
      fields: { ...(parsed.ok ? {} : parsed.fields), ...(isLang(lang) ? {} : { lang: ["Unknown language"] }) },
    });
  const { page } = parsed.value;
  const result = await findJobs(c.env, c.executionCtx as ExecutionContext, {
    ...parsed.value,
    lang,
    facets: true,
  });
  return cached(c, result.freshness, {
    count: result.count,
    num_pages: result.numPages,
    limit: PAGE_SIZE,
    page_number: page,
    page_count: result.results.length,
    next: page < result.numPages ? pageUrl(c, page + 1) : null,
    previous: page > 1 ? pageUrl(c, Math.min(page - 1, result.numPages)) : null,
    // A page past the last is an empty page that says so: the UI offers page 1.
    past_last_page: page > result.numPages,
    sort: result.sort,
    filters: activeFilters(parsed.value),
    facets: result.facets,
    // What was searched for when the words were read otherwise than typed (Hinglish, a city's spelling, one slip).
    ...(withFilters ? { interpreted: interpretedOf(result.interpreted) } : {}),
    // The search said back in `lang`: the boxes as read (a place by its name, without a typed
    // ending: "{location}లో" takes హైదరాబాద్, not హైదరాబాదులో), the page title, the "Showing jobs …" line.
    ...(withFilters ? { echo: saySearch(result.echo, result.interpreted, lang) } : {}),
    ...jobsOf(c, result.results),
  });
}

/** The interpreted search in the API's field names; null when the words were searched as typed. */
function interpretedOf(interpreted: Interpreted | null) {
  if (!interpreted) return null;
  return { query: interpreted.query, location: interpreted.location, work_from_home: interpreted.workFromHome };
}

/** The filters in effect, as the API reads them (echoed so a client can show and clear them). */
function activeFilters(search: JobSearch): Record<FilterKey, string | number | null> {
  const active = (value: string | number | undefined) => (value === undefined || value === "" ? null : value);
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, active(search[key])])) as Record<
    FilterKey,
    string | number | null
  >;
}

export const jobsApi = new Hono<{ Bindings: Env }>();

// With no readable snapshot every jobs endpoint answers the same 503 (a refresh
// has been started in the background, or the upstream is down): the API's one
// error handler says so (worker/http/errors.ts).

/**
 * GET /api/jobs?ids=1,2,3: saved jobs (issue 17) looked up by id. The open
 * ones come back as jobs in the order asked; the rest are listed in
 * `closed`, so the browser can mark them rather than drop them.
 */
async function lookup(c: JobsContext, param: string) {
  const parsed = jobIdsParamSchema.safeParse(param);
  if (!parsed.success) {
    return jsonError(c, 400, "Invalid job ids", { fields: { ids: parsed.error.issues.map((i) => i.message) } });
  }
  const { jobs, closed, freshness } = await jobsByIds(c.env, c.executionCtx as ExecutionContext, jobIdsOf(parsed.data));
  return cached(c, freshness, { count: jobs.length, ...jobsOf(c, jobs), closed });
}

jobsApi.get("/jobs", (c) => {
  const ids = c.req.query("ids");
  return ids === undefined ? listing(c, false) : lookup(c, ids);
});
jobsApi.get("/searchjobs", (c) => listing(c, true));

jobsApi.get("/jobs/:id", async (c) => {
  const id = parseJobId(c.req.param("id"));
  if (id === null)
    return jsonError(c, 400, "Invalid job id", { fields: { id: ["Job id must be a positive whole number."] } });
  const found = await getJob(c.env, c.executionCtx as ExecutionContext, id);
  if (!found) return jsonError(c, 404, "Job not found");
  // A damaged stored description is repaired by the next refresh; until then the API says null.
  return cached(c, found.freshness, toApiJob(found.job, found.descriptionUnavailable ? null : found.descriptionHtml));
});

jobsApi.get("/skywingsjobs", async (c) => {
  const { jobs, freshness } = await companyJobs(c.env, c.executionCtx as ExecutionContext);
  return cached(c, freshness, { count: jobs.length, results: jobs.map((job) => toApiJob(job)) });
});
