import { todayInIndia } from "#shared/lib/dates";
import { FRONT_JOBS, type Front, frontOfLiveSnapshot } from "./front";
import type { JobStore } from "./job-index";
import { readRun } from "./refresh-run";
import {
  type Facets,
  listsEveryJob,
  PAGE_SIZE,
  type PageSlice,
  paginate,
  type SearchFilters,
  searchJobs,
} from "./search";
import {
  getDescription,
  getSnapshot,
  readHealthState,
  type SnapshotMeta,
  STALE_AFTER_MS,
  type Waiter,
} from "./snapshot";
import type { Job } from "./types";
import { EMBEDDED_SOURCE } from "./upstream";

/*
 * The one jobs service. The /api/jobs handlers and the page loaders both call
 * these functions; nothing fetches our own API over HTTP.
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
  const front = filters.page === 1 && listsEveryJob(filters) ? await frontOfLiveSnapshot(env, ctx) : null;
  if (front) return frontPage(front, filters, todayInIndia(now));
  const snapshot = await getSnapshot(env, ctx);
  const found = searchJobs(snapshot.index, { ...filters, today: todayInIndia(now) }, filters.facets === true);
  const slice = paginate(found.positions, filters.page);
  return {
    ...slice,
    results: slice.results.map((position) => snapshot.index.jobAt(position)),
    freshness: freshness(snapshot),
    facets: found.facets,
    sort: found.sort,
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
  const snapshot = await getSnapshot(env, ctx);
  const job = snapshot.index.find(id);
  if (!job) return null;
  const description = await getDescription(env, snapshot, id);
  return {
    job,
    descriptionHtml: description ?? DESCRIPTION_UNAVAILABLE_HTML,
    descriptionUnavailable: description === null,
    freshness: freshness(snapshot),
  };
}

/** Saved jobs' lookup (issue 17): the listed ones in the order asked, and the ids no longer listed. */
export async function jobsByIds(
  env: Env,
  ctx: ExecutionContext,
  ids: number[],
): Promise<{ jobs: Job[]; closed: number[]; freshness: Freshness }> {
  const snapshot = await getSnapshot(env, ctx);
  const jobs: Job[] = [];
  const closed: number[] = [];
  for (const id of ids) {
    const job = snapshot.index.find(id);
    if (job) jobs.push(job);
    else closed.push(id);
  }
  return { jobs, closed, freshness: freshness(snapshot) };
}

/** Jobs like `job` (JobStore.similarPositions), never `job` itself. */
export function similarJobs(index: JobStore, job: Job, limit: number): Job[] {
  const position = index.positionOf(job.id);
  if (position === -1) return [];
  return index.similarPositions(position, limit).map((p) => index.jobAt(p));
}

/** Related jobs for a job page (similarJobs); empty when the job is not listed. */
export async function relatedJobs(env: Env, ctx: ExecutionContext, id: number, limit: number): Promise<Job[]> {
  const snapshot = await getSnapshot(env, ctx);
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
    const job = (await getSnapshot(env, ctx)).index.find(Number(id));
    if (!job) return { jobId: id, jobTitle: UNKNOWN_JOB, jobLink };
    return { jobId: id, jobTitle: job.client ? `${job.title} at ${job.client}` : job.title, jobLink };
  } catch (err) {
    console.error("resume: could not look up the job it applies for", err);
    return { jobId: id, jobTitle: UNCHECKED_JOB, jobLink };
  }
}

/** Newest jobs other than `excludeId`, for the home widget. */
export async function latestJobs(env: Env, ctx: ExecutionContext, limit: number, excludeId?: number): Promise<Job[]> {
  const front = limit < FRONT_JOBS ? await frontOfLiveSnapshot(env, ctx) : null;
  const index = front ? front.jobs : (await getSnapshot(env, ctx)).index;
  const out: Job[] = [];
  for (let position = 0; position < index.size && out.length < limit; position++) {
    if (index.idAt(position) !== excludeId) out.push(index.jobAt(position));
  }
  return out;
}

/** The agency's own openings: jobs whose client is the configured company name. */
export async function companyJobs(env: Env, ctx: ExecutionContext): Promise<{ jobs: Job[]; freshness: Freshness }> {
  const snapshot = await getSnapshot(env, ctx);
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

/**
 * Why jobs health is not ok, as stable codes:
 * - no_snapshot: an upstream is configured and no snapshot from it is stored
 * - stale: the snapshot is older than 15 minutes and no recent refresh succeeded
 * - held: the last refresh shrank past the guard and was not switched in
 * - partial: the last refresh found fewer pages than the upstream promised
 * - unreadable: a stored value could not be read (the next refresh rewrites it)
 */
export type JobsProblem = "no_snapshot" | "stale" | "held" | "partial" | "unreadable";

/**
 * What /api/health reports about jobs: `ok` plus safe fields only (kinds and
 * counts, never error text or upstream bodies). Never throws on stored data.
 */
export async function jobsHealth(env: Env, now = Date.now()) {
  const [{ source, meta, status, unreadable }, run] = await Promise.all([readHealthState(env), readRun(env)]);
  const live = meta && meta.source === source ? meta : null;
  const current = status && status.source === source ? status : null;
  const problems: JobsProblem[] = [];
  // The embedded dataset is built on the first request, so nothing stored is not a fault there.
  if (!live && source !== EMBEDDED_SOURCE) problems.push("no_snapshot");
  if (live && now - live.fetchedAt > STALE_AFTER_MS) {
    const recentSuccess = current?.ok && now - current.at <= STALE_AFTER_MS && !current.held;
    if (!recentSuccess) problems.push("stale");
  }
  if (current?.held) problems.push("held");
  if (current?.ok && current.partial) problems.push("partial");
  if (unreadable) problems.push("unreadable");
  return {
    ok: problems.length === 0,
    problems,
    source: source === EMBEDDED_SOURCE ? "embedded" : "upstream",
    snapshot: live
      ? {
          source: live.source === EMBEDDED_SOURCE ? "embedded" : "upstream",
          ageSeconds: Math.max(0, Math.round((now - live.fetchedAt) / 1000)),
          fetchedAt: new Date(live.fetchedAt).toISOString(),
          jobCount: live.count,
          dropped: live.dropped,
        }
      : null,
    lastRefresh: current
      ? {
          at: new Date(current.at).toISOString(),
          ok: current.ok,
          kind: current.kind,
          pages: current.pages,
          jobs: current.jobs,
          dropped: current.dropped,
          duplicates: current.duplicates,
          durationMs: current.durationMs,
          companyJobsKind: current.companyJobsKind,
        }
      : null,
    held: current?.held
      ? {
          jobCount: current.held.count,
          liveJobCount: current.held.liveCount,
          since: new Date(current.held.since).toISOString(),
        }
      : null,
    partial: current?.ok && current.partial ? current.partial : null,
    // The last workflow run of a large ATS (decision 025): where it is, or how it ended.
    run: run
      ? {
          id: run.id,
          state: run.state,
          startedAt: new Date(run.startedAt).toISOString(),
          updatedAt: new Date(run.updatedAt).toISOString(),
          pagesDone: run.pagesDone,
          pagesTotal: run.pagesTotal,
          jobs: run.jobs,
          step: run.step,
          kind: run.kind,
        }
      : null,
  };
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
  const { index } = await getSnapshot(env, ctx);
  const days = index.postedDays();
  const jobs: { id: number; posted: string | null }[] = [];
  for (let i = Math.max(0, start); i < Math.min(end, index.size); i++)
    jobs.push({ id: index.idAt(i), posted: dayText(days[i]) });
  return { total: index.size, jobs };
}
