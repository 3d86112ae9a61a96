import { readRun } from "./refresh/progress";
import { readDamagedChecked, readMetaChecked, readStatusChecked, STALE_AFTER_MS } from "./store/values";
import { EMBEDDED_SOURCE, upstreamSource } from "./upstream";

/*
 * What /api/health and the staff console say about the jobs (decision 010):
 * read from KV each time, tolerating any stored value; never the isolate's
 * memory, never error text or upstream bodies.
 */

/** What health needs, each read tolerating any stored value. */
export async function readHealthState(env: Env) {
  const [meta, status, damaged] = await Promise.all([
    readMetaChecked(env),
    readStatusChecked(env),
    readDamagedChecked(env),
  ]);
  return {
    source: upstreamSource(env),
    meta: meta.value,
    status: status.value,
    unreadable: meta.unreadable || status.unreadable || damaged.unreadable || damaged.value !== null,
  };
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
