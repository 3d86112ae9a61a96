import { type PageSlice, paginate, type SearchFilters, searchIndex } from "./search";
import {
  getDescription,
  getSnapshot,
  isStale,
  type LoadedSnapshot,
  readMeta,
  readStatus,
  snapshotAgeSeconds,
} from "./snapshot";
import type { Job } from "./types";

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

function freshness(snapshot: LoadedSnapshot): Freshness {
  return { ageSeconds: snapshotAgeSeconds(snapshot), stale: isStale(snapshot), version: snapshot.meta.version };
}

export interface JobsPage extends PageSlice<Job> {
  freshness: Freshness;
}

/** One page of jobs, filtered by the optional text and location, newest first. */
export async function findJobs(
  env: Env,
  ctx: ExecutionContext,
  filters: SearchFilters & { page: number },
): Promise<JobsPage> {
  const snapshot = await getSnapshot(env, ctx);
  const matches = searchIndex(snapshot.index, filters);
  const slice = paginate(matches, filters.page);
  return {
    ...slice,
    results: slice.results.map((position) => snapshot.index.jobAt(position)),
    freshness: freshness(snapshot),
  };
}

export interface JobWithDescription {
  job: Job;
  descriptionHtml: string;
  freshness: Freshness;
}

export async function getJob(env: Env, ctx: ExecutionContext, id: number): Promise<JobWithDescription | null> {
  const snapshot = await getSnapshot(env, ctx);
  const job = snapshot.index.find(id);
  if (!job) return null;
  return { job, descriptionHtml: await getDescription(env, snapshot, id), freshness: freshness(snapshot) };
}

/** Newest jobs other than `excludeId`, for "related jobs" and the home widget. */
export async function latestJobs(env: Env, ctx: ExecutionContext, limit: number, excludeId?: number): Promise<Job[]> {
  const snapshot = await getSnapshot(env, ctx);
  const { index } = snapshot;
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

/** What /api/health reports about jobs. */
export async function jobsHealth(env: Env) {
  const [meta, status] = await Promise.all([readMeta(env), readStatus(env)]);
  return {
    snapshot: meta
      ? {
          source: meta.source === "embedded" ? "embedded" : "upstream",
          ageSeconds: Math.max(0, Math.round((Date.now() - meta.fetchedAt) / 1000)),
          fetchedAt: new Date(meta.fetchedAt).toISOString(),
          jobCount: meta.count,
          dropped: meta.dropped,
        }
      : null,
    lastRefresh: status
      ? {
          at: new Date(status.at).toISOString(),
          ok: status.ok,
          error: status.error,
          kind: status.kind,
          jobs: status.jobs,
          dropped: status.dropped,
          duplicates: status.duplicates,
          durationMs: status.durationMs,
          companyJobsError: status.companyJobsError,
        }
      : null,
  };
}
