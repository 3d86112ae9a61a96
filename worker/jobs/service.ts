import { todayInIndia } from "#shared/lib/dates";
import type { JobStore } from "./codec/job-store";
import { FRONT_JOBS, type Front } from "./front";
import { RELATED_KEPT } from "./job-pages";
import { jobsReader } from "./reader";
import { echoSearch, type SearchEcho } from "./search/echo";
import type { Facets } from "./search/facets";
import { interpretSearch } from "./search/interpret";
import {
  type Interpreted,
  listsEveryJob,
  PAGE_SIZE,
  type PageSlice,
  paginate,
  type SearchFilters,
  searchJobs,
} from "./search/search";
import { similarPositions } from "./similar";
import { descriptionIn, getDescription, type Waiter } from "./snapshot";
import { type SnapshotMeta, STALE_AFTER_MS } from "./store/values";
import { readDetails } from "./store/versions";
import type { Job } from "./types";

export { jobsHealth } from "./health";

/*
 * The one jobs service: what the /api/jobs handlers and the page loaders
 * call (nothing fetches our own API over HTTP). Each function reads through
 * the request's jobs reader (reader.ts), found by the request's context.
 */

export interface Freshness {
  /** Seconds since the snapshot was fetched from the upstream. */
  ageSeconds: number;
  stale: boolean;
  version: string;
}

function freshness({ meta }: { meta: SnapshotMeta }, now = Date.now()): Freshness {
  return {
    ageSeconds: Math.max(0, Math.round((now - meta.fetchedAt) / 1000)),
    stale: now - meta.fetchedAt > STALE_AFTER_MS,
    version: meta.version,
  };
}

export interface JobsPage extends PageSlice<Job> {
  freshness: Freshness;
  /** Present when asked for (`facets: true`). */
  facets?: Facets;
  sort: "relevance" | "date";
  /** What was searched for, when the words were read otherwise than typed (search/interpret.ts); else null. */
  interpreted: Interpreted | null;
  /** The boxes as a title or an alert says them back, in the asked language (search/echo.ts). */
  echo: SearchEcho;
}

/**
 * One page of jobs, filtered by the optional text, location and filters,
 * in relevance or date order (search.ts), with the facet counts when asked.
 */
export async function findJobs(
  env: Env,
  ctx: ExecutionContext,
  filters: SearchFilters & { page: number; facets?: boolean },
  now = new Date(),
): Promise<JobsPage> {
  // A new isolate answers the whole list's first page from the front of a large snapshot (front.ts).
  const jobs = jobsReader(env, ctx);
  const front = filters.page === 1 && listsEveryJob(filters) ? await jobs.front() : null;
  if (front) return frontPage(front, filters, todayInIndia(now));
  const snapshot = await jobs.snapshot();
  const found = searchJobs(snapshot.index, { ...filters, today: todayInIndia(now) }, filters.facets === true);
  const slice = paginate(found.positions, filters.page);
  return {
    ...slice,
    results: slice.results.map((position) => snapshot.index.jobAt(position)),
    freshness: freshness(snapshot),
    facets: found.facets,
    sort: found.sort,
    interpreted: found.interpreted,
    echo: echoSearch(filters.query, filters.location, filters.lang ?? "en"),
  };
}

/** The whole list's first page from a front: what findJobs gives for the same filters from the whole index. */
function frontPage(front: Front, filters: SearchFilters & { facets?: boolean }, today: string): JobsPage {
  const count = front.meta.count;
  const results: Job[] = [];
  for (let position = 0; position < Math.min(front.jobs.size, PAGE_SIZE); position++)
    results.push(front.jobs.jobAt(position));
  return {
    count,
    numPages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
    page: 1,
    results,
    freshness: freshness(front),
    facets: filters.facets === true ? front.facets(today) : undefined,
    sort: filters.sort ?? "date",
    // Only framing words (if any) were typed: nothing to match, so every job.
    interpreted: interpretSearch(filters.query, filters.location).rewritten
      ? { query: "", location: "", workFromHome: false }
      : null,
    echo: echoSearch(filters.query, filters.location, filters.lang ?? "en"),
  };
}

export interface JobWithDescription {
  job: Job;
  /** Sanitised HTML; the note below when the stored description cannot be read. */
  descriptionHtml: string;
  /** The stored description is unreadable (repaired by the next refresh). */
  descriptionUnavailable: boolean;
  freshness: Freshness;
}

/** Shown in place of a description whose stored copy is damaged: the job itself is still listed. */
export const DESCRIPTION_UNAVAILABLE_HTML =
  "<p>The full description of this job cannot be shown right now. Please check again in a few minutes.</p>";

export async function getJob(env: Env, ctx: ExecutionContext, id: number): Promise<JobWithDescription | null> {
  const jobs = jobsReader(env, ctx);
  // A new isolate of a large snapshot reads the job's own value, not every shard (job-pages.ts).
  const page = await jobs.jobPage(id);
  if (page === "absent") return null;
  if (page) {
    const description = await descriptionIn(new Map(), () => readDetails(env, page.meta.version, page.chunk), 0, id);
    return withDescription(page.job, description, page);
  }
  const snapshot = await jobs.snapshot();
  const job = snapshot.index.find(id);
  if (!job) return null;
  return withDescription(job, await getDescription(env, snapshot, id), snapshot);
}

function withDescription(job: Job, description: string | null, from: { meta: SnapshotMeta }): JobWithDescription {
  return {
    job,
    descriptionHtml: description ?? DESCRIPTION_UNAVAILABLE_HTML,
    descriptionUnavailable: description === null,
    freshness: freshness(from),
  };
}

/** Saved jobs' lookup (issue 17): the listed ones in the order asked, and the ids no longer listed. */
export async function jobsByIds(
  env: Env,
  ctx: ExecutionContext,
  ids: number[],
): Promise<{ jobs: Job[]; closed: number[]; freshness: Freshness }> {
  const snapshot = await jobsReader(env, ctx).snapshot();
  const jobs: Job[] = [];
  const closed: number[] = [];
  for (const id of ids) {
    const job = snapshot.index.find(id);
    if (job) jobs.push(job);
    else closed.push(id);
  }
  return { jobs, closed, freshness: freshness(snapshot) };
}

/** Jobs like `job` (similar.ts), never `job` itself. */
export function similarJobs(index: JobStore, job: Job, limit: number): Job[] {
  const position = index.positionOf(job.id);
  if (position === -1) return [];
  return similarPositions(index, position, limit).map((p) => index.jobAt(p));
}

/**
 * Related jobs for a job page (similarJobs); empty when the job is not
 * listed. From a job-page value (a new isolate of a large snapshot), a
 * related job carries what its card shows (job-pages.ts).
 */
export async function relatedJobs(env: Env, ctx: ExecutionContext, id: number, limit: number): Promise<Job[]> {
  const jobs = jobsReader(env, ctx);
  // Worked out by the refresh for a new isolate of a large snapshot (job-pages.ts): the same jobs.
  const page = limit <= RELATED_KEPT ? await jobs.jobPage(id) : null;
  if (page === "absent") return [];
  if (page) return page.related.slice(0, limit);
  const snapshot = await jobs.snapshot();
  const job = snapshot.index.find(id);
  return job ? similarJobs(snapshot.index, job, limit) : [];
}

/** What a resume carries about the job it applies for. */
export interface JobReference {
  jobId: string;
  /** "Title at Client", or why there is none. */
  jobTitle: string;
  jobLink: string;
}

export const UNKNOWN_JOB = "unknown job (not listed on the site)";
export const UNCHECKED_JOB = "job not checked (the job list could not be read)";

/**
 * The job a resume names, looked up in the snapshot. A job that is not
 * listed (closed, mistyped) keeps its id and says so; the resume is never
 * refused for it.
 */
export async function jobReference(env: Env, ctx: Waiter, id: string, origin: string): Promise<JobReference> {
  const jobLink = new URL(`/jobdetails/${id}`, origin).toString();
  try {
    const job = (await jobsReader(env, ctx).snapshot()).index.find(Number(id));
    if (!job) return { jobId: id, jobTitle: UNKNOWN_JOB, jobLink };
    return { jobId: id, jobTitle: job.client ? `${job.title} at ${job.client}` : job.title, jobLink };
  } catch (err) {
    console.error("resume: could not look up the job it applies for", err);
    return { jobId: id, jobTitle: UNCHECKED_JOB, jobLink };
  }
}

/** Newest jobs other than `excludeId`, for the home widget. */
export async function latestJobs(env: Env, ctx: ExecutionContext, limit: number, excludeId?: number): Promise<Job[]> {
  const jobs = jobsReader(env, ctx);
  const front = limit < FRONT_JOBS ? await jobs.front() : null;
  const index = front ? front.jobs : (await jobs.snapshot()).index;
  const out: Job[] = [];
  for (let position = 0; position < index.size && out.length < limit; position++) {
    if (index.idAt(position) !== excludeId) out.push(index.jobAt(position));
  }
  return out;
}

/** The agency's own openings: jobs whose client is the configured company name. */
export async function companyJobs(env: Env, ctx: ExecutionContext): Promise<{ jobs: Job[]; freshness: Freshness }> {
  const snapshot = await jobsReader(env, ctx).snapshot();
  const name = (env.COMPANY_NAME ?? "").trim().toLowerCase();
  const { index } = snapshot;
  const jobs: Job[] = [];
  if (name) {
    for (let position = 0; position < index.size; position++) {
      if (index.clientAt(position).trim().toLowerCase() === name) jobs.push(index.jobAt(position));
    }
  }
  return { jobs, freshness: freshness(snapshot) };
}

/** YYYYMMDD as YYYY-MM-DD; null for 0 (no date). */
function dayText(day: number): string | null {
  if (!day) return null;
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/**
 * The ids and posted days of the jobs at positions [start, end), newest
 * first, and how many jobs there are: what the sitemap needs, read from the
 * index columns without making a Job object per job.
 */
export async function jobDays(
  env: Env,
  ctx: Waiter,
  start: number,
  end: number,
): Promise<{ total: number; jobs: { id: number; posted: string | null }[] }> {
  const { index } = await jobsReader(env, ctx).snapshot();
  const days = index.postedDays();
  const jobs: { id: number; posted: string | null }[] = [];
  for (let i = Math.max(0, start); i < Math.min(end, index.size); i++)
    jobs.push({ id: index.idAt(i), posted: dayText(days[i]) });
  return { total: index.size, jobs };
}
