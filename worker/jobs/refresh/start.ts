import { lockHeld } from "../store/lock";
import { type RefreshStatus, readMeta, readStatus } from "../store/values";
import { EMBEDDED_SOURCE, upstreamFor, upstreamSource } from "../upstream";
import { BACKGROUND_LOCK_MS, refreshSnapshot } from "./inline";

/*
 * Who starts a refresh, and how it runs (decision 025): the cron, the staff
 * console's "Refresh now", and a visitor's request that found the snapshot
 * missing, unreadable or stale (after its response, never in its way). A
 * small ATS and the embedded dataset are refreshed in one invocation
 * (inline.ts); a large one by a workflow run (workflow.ts).
 */

/** Upstream pages one invocation walks; past it (with the JOBS_REFRESH binding) the refresh runs as a workflow. */
export const INLINE_MAX_PAGES = 100;
/** After a failed refresh, requests do not start another for this long. */
const FAILED_BACKOFF_MS = 30_000;

/**
 * How a refresh runs: "inline" (one invocation: the embedded dataset, an
 * ATS of at most INLINE_MAX_PAGES pages, or no workflow binding) or
 * "workflow" (decision 025). Asks the upstream's first page for its size;
 * when that fails the inline refresh runs and records the failure as always.
 */
export async function refreshMode(env: Env, now: number, knownCount?: number): Promise<"inline" | "workflow"> {
  if (!env.JOBS_REFRESH) return "inline";
  const upstream = upstreamFor(env, now);
  if (upstream.source === EMBEDDED_SOURCE) return "inline";
  if (knownCount !== undefined) return knownCount > INLINE_MAX_PAGES * 20 ? "workflow" : "inline";
  try {
    return (await upstream.jobsPage(1)).numPages > INLINE_MAX_PAGES ? "workflow" : "inline";
  } catch {
    return "inline";
  }
}

/** Starts a workflow run (its first step takes the lock, so a second run at once ends as busy). */
export async function startWorkflowRun(env: Env, now: number, force = false): Promise<string | null> {
  try {
    const instance = await env.JOBS_REFRESH.create({
      id: `jobs-${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
      params: { force },
    });
    console.log("jobs refresh started as a workflow run", instance.id);
    return instance.id;
  } catch (err) {
    console.error("jobs: could not start the refresh workflow", err);
    return null;
  }
}

/** The cron's refresh: inline for a small upstream, else a workflow run (whose steps do the work). */
export async function scheduledRefresh(env: Env, now: number): Promise<unknown> {
  if ((await refreshMode(env, now)) === "workflow") return { workflow: await startWorkflowRun(env, now) };
  return refreshSnapshot(env, { now });
}

// The inline refresh this isolate is running for its requests, if any: one at a time per isolate.
let refreshing: Promise<RefreshStatus> | null = null;

/** Forgets the refresh under way (a new isolate starts this way). */
export function resetRefreshing() {
  refreshing = null;
}

/** The isolate's one inline refresh for its requests (background lock), shared by every request that asks. */
export function refreshOnce(env: Env, now: number, force = false): Promise<RefreshStatus> {
  if (!refreshing) {
    refreshing = (async () => {
      try {
        return await refreshSnapshot(env, { now, force, lockMs: BACKGROUND_LOCK_MS });
      } finally {
        refreshing = null;
      }
    })();
  }
  return refreshing;
}

/**
 * Starts a refresh after the response (the visitor never waits on the
 * upstream): skipped while the upstream asked us to wait, just after a
 * failure, or while another isolate holds the short KV lock.
 */
export function refreshInBackground(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, now: number, force = false) {
  if (refreshing) return;
  ctx.waitUntil(
    refreshIfDue(env, now, force).catch((err) => {
      console.error("jobs background refresh failed", err);
    }),
  );
}

async function refreshIfDue(env: Env, now: number, force = false): Promise<void> {
  const status = await readStatus(env);
  if (status?.retryAfterUntil && status.retryAfterUntil > now) return;
  if (status && !status.ok && now - status.at < FAILED_BACKOFF_MS) return;
  // A large upstream is walked by the workflow, never inside a visitor's request. The
  // live snapshot's size decides when there is one (no extra upstream call before the lock).
  const meta = await readMeta(env);
  const known = meta && meta.source === upstreamSource(env) ? meta.count : undefined;
  if ((await refreshMode(env, now, known)) === "workflow") {
    if (await lockHeld(env)) return;
    await startWorkflowRun(env, now, force);
    return;
  }
  // refreshSnapshot takes the KV lock, so many isolates (and the cron) never refresh at once.
  await refreshOnce(env, now, force);
}
