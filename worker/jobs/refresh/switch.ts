import { z } from "zod";
import { ACCEPT_SHRINK_KEY, DAMAGED_KEY, META_KEY, STATUS_KEY } from "../keys";
import { deleteDueVersions, retire } from "../retire";
import {
  type CountSeen,
  kvGet,
  type Read,
  type RefreshStatus,
  readDamagedChecked,
  readMetaChecked,
  readStatusChecked,
  type SnapshotMeta,
  StorageError,
} from "../store/values";
import { UpstreamError } from "../upstream";
import { TooLargeError } from "./collect";

/*
 * The end of every refresh, the one-invocation refresh's (inline.ts) and a
 * workflow run's last step (steps.ts) alike: the shrink guard, held
 * results, accept-shrink, damage repair, the switch of jobs:meta last,
 * retiring the old version, jobs:status (decisions 010 and 025).
 */

/** A held-back shrink is confirmed only by a sighting at least this much later (not a burst of retries). */
export const CONFIRM_SHRINK_AFTER_MS = 5 * 60_000;
/** Default share of the live count a refresh may lose before it is held back (JOBS_SHRINK_GUARD). */
export const DEFAULT_SHRINK_GUARD = 0.5;
/** The guard compares with the largest live count seen this long back, so shrinks cannot add up unseen. */
export const SHRINK_WINDOW_MS = 24 * 60 * 60_000;

/** JOBS_SHRINK_GUARD as a share in [0, 1]; anything else is the default. */
export function shrinkGuard(env: Env): number {
  const raw = env.JOBS_SHRINK_GUARD;
  const parsed = z.coerce
    .number()
    .min(0)
    .max(1)
    .safeParse(raw === undefined || raw === "" ? undefined : raw);
  return parsed.success ? parsed.data : DEFAULT_SHRINK_GUARD;
}

/** Whether a result of `count` jobs would replace a live one of `liveCount` by shrinking past the guard. */
export function shrinksPastGuard(liveCount: number, count: number, share: number): boolean {
  if (liveCount === 0) return false;
  return count === 0 || (liveCount - count) / liveCount > share;
}

/** Adds a live count to the 24-hour record: older counts no larger than it can never be the largest again. */
function recordCount(counts: CountSeen[], seen: CountSeen, now: number): CountSeen[] {
  const recent = counts.filter((c) => now - c.at < SHRINK_WINDOW_MS && c.count > seen.count);
  recent.push(seen);
  return recent.slice(-400);
}

/** What a refresh fetched and encoded, ready to be compared with the live snapshot and switched in. */
export interface BuiltSnapshot {
  count: number;
  pages: number;
  dropped: number;
  duplicates: number;
  partial?: { promised: number; fetched: number };
  companyJobsKind?: string;
  hash: string;
  /** How many KV values the index takes (more than one: a front value is kept too, front.ts). */
  shards: number;
  /** How many job-page values it writes (pages.ts); absent: none. */
  pageValues?: number;
  /** The version name it is written under (a workflow run chose it before writing its descriptions). */
  version: string;
  /** Writes the version's keys (what was not written already). */
  write(version: string): Promise<void>;
  /** Whether the stored keys of `version` hold exactly what was fetched. */
  matches(version: string): Promise<boolean>;
  /** Deletes what was written ahead (the result is not switched in). */
  discard(): Promise<void>;
}

/** What is stored before a refresh: the live meta, the last status, recorded damage, an accepted shrink. */
interface Before {
  meta: Read<SnapshotMeta>;
  last: Read<RefreshStatus>;
  damaged: Awaited<ReturnType<typeof readDamagedChecked>>;
  accept: string | null;
  /** The live snapshot of this source, or null. */
  live: SnapshotMeta | null;
  /** The 24-hour live counts, the live one included. */
  seen: CountSeen[];
}

async function readBefore(env: Env, source: string, now: number): Promise<Before> {
  const [meta, last, damaged, accept] = await Promise.all([
    readMetaChecked(env),
    readStatusChecked(env),
    readDamagedChecked(env),
    kvGet(env, ACCEPT_SHRINK_KEY),
  ]);
  const live = meta.value && meta.value.source === source ? meta.value : null;
  let seen = last.value?.source === source ? (last.value.counts ?? []) : [];
  // The live count is seen now; with no readable meta, the last status's counts stand in (the guard still holds).
  if (live) seen = recordCount(seen, { at: now, count: live.count }, now);
  else seen = seen.filter((c) => now - c.at < SHRINK_WINDOW_MS);
  return { meta, last, damaged, accept, live, seen };
}

/**
 * One refresh under the lock: reads the live state, lets `build` fetch and
 * encode the upstream, then applies the shrink guard, the repair rules and
 * the switch (decision 010), records jobs:status and deletes retired
 * versions whose time is up. Never throws. The one-invocation refresh and
 * the workflow's last step both end here.
 */
export async function runRefresh(
  env: Env,
  source: string,
  now: number,
  force: boolean,
  build: () => Promise<BuiltSnapshot>,
): Promise<RefreshStatus> {
  const started = Date.now();
  let status: RefreshStatus;
  let counts: CountSeen[] | undefined;
  try {
    // Read first: a failed refresh carries the 24-hour counts over.
    const before = await readBefore(env, source, now);
    counts = before.seen;
    const built = await build();
    const base = {
      at: now,
      ok: true,
      source,
      pages: built.pages,
      jobs: built.count,
      dropped: built.dropped,
      duplicates: built.duplicates,
      companyJobsKind: built.companyJobsKind,
      partial: built.partial,
    };
    // The largest live count of the last 24 h: successive drops each under the share still add up.
    const baseline = Math.max(0, ...before.seen.map((c) => c.count));
    const { live, last } = before;
    const shrinks =
      (live === null || live.hash !== built.hash) && shrinksPastGuard(baseline, built.count, shrinkGuard(env));
    const lastHeld = last.value?.ok && last.value.held?.hash === built.hash ? last.value.held : undefined;
    const confirmed = lastHeld !== undefined && now - lastHeld.since >= CONFIRM_SHRINK_AFTER_MS;
    if (shrinks && before.accept === null && !confirmed) {
      // Not switched in: the live snapshot keeps serving (and ages), health says why.
      await built.discard();
      const liveCount = live?.count ?? baseline;
      const held = lastHeld ?? {
        hash: built.hash,
        count: built.count,
        liveCount,
        since: now,
        baseline: baseline > liveCount ? baseline : undefined,
      };
      status = { ...base, held, counts: before.seen, durationMs: Date.now() - started };
      console.error("jobs refresh held back: the result shrank past the guard", {
        live: live?.count ?? null,
        baseline,
        fetched: built.count,
      });
    } else {
      const repaired = await switchIn(env, before, built, source, now, force);
      // A shrink confirmed or accepted is the new normal: the guard measures from it on.
      const switched = { at: now, count: built.count };
      status = {
        ...base,
        acceptedShrink: shrinks && before.accept !== null ? true : undefined,
        repaired: repaired || undefined,
        counts: shrinks ? [switched] : recordCount(before.seen, switched, now),
        durationMs: Date.now() - started,
      };
      if (built.partial)
        console.error("jobs refresh partial: the upstream had fewer pages than promised", built.partial);
    }
  } catch (err) {
    status = failedStatus(err, source, now, started, counts);
    console.error("jobs refresh failed", status);
  }
  await recordStatus(env, status, now);
  return status;
}

/**
 * Switches a built result in: a new version written and jobs:meta switched
 * last, or, when the upstream is unchanged and the stored copy intact, only
 * the age moved. Clears recorded damage and a consumed accept-shrink.
 * Returns how many stored values it found unreadable (and so rewrote).
 */
async function switchIn(
  env: Env,
  before: Before,
  built: BuiltSnapshot,
  source: string,
  now: number,
  force: boolean,
): Promise<number> {
  const previous = before.meta.value;
  const { damaged } = before;
  const damagedLive = damaged.value !== null && damaged.value.version === previous?.version;
  let rewrite = !previous || previous.hash !== built.hash || force || damagedLive;
  let repaired =
    (before.meta.unreadable ? 1 : 0) + (before.last.unreadable ? 1 : 0) + (damaged.value?.keys.length ?? 0);
  // Unchanged upstream: check the stored copy is intact (a value can be damaged in KV).
  if (!rewrite && previous && !(await built.matches(previous.version))) {
    console.error(`jobs: stored snapshot ${previous.version} does not match what was fetched; rewriting it`);
    rewrite = true;
    repaired++;
  }
  if (!rewrite && previous) {
    // Nothing changed: only the age moves (one KV write, not a whole snapshot).
    await built.discard();
    // A meta from before `shards` existed gains it here (front.ts reads it).
    await env.JOBS_KV.put(META_KEY, JSON.stringify({ ...previous, fetchedAt: now, shards: built.shards }));
  } else {
    const version = built.version;
    await built.write(version);
    const meta: SnapshotMeta = {
      version,
      source,
      fetchedAt: now,
      count: built.count,
      dropped: built.dropped,
      hash: built.hash,
      shards: built.shards,
      ...(built.pageValues ? { pages: built.pageValues } : {}),
    };
    await env.JOBS_KV.put(META_KEY, JSON.stringify(meta));
    // Kept, not deleted: other locations may read the old meta for up to a minute.
    if (previous && previous.version !== version) await retire(env, previous.version, now);
  }
  if (damaged.value || damaged.unreadable) await env.JOBS_KV.delete(DAMAGED_KEY);
  if (before.accept !== null) await env.JOBS_KV.delete(ACCEPT_SHRINK_KEY);
  return repaired;
}

/** The status of a refresh that failed, with its error's kind. */
export function failedStatus(
  err: unknown,
  source: string,
  now: number,
  started: number,
  counts?: CountSeen[],
): RefreshStatus {
  const kind =
    err instanceof UpstreamError
      ? err.kind
      : err instanceof TooLargeError
        ? "too_large"
        : err instanceof StorageError
          ? "storage"
          : "internal";
  const retryAfter = err instanceof UpstreamError ? err.retryAfterSeconds : undefined;
  return {
    at: now,
    ok: false,
    source,
    kind,
    error: err instanceof Error ? err.message : String(err),
    durationMs: Date.now() - started,
    retryAfterUntil: retryAfter ? now + retryAfter * 1000 : undefined,
    counts,
  };
}

/** Stores a refresh's outcome and deletes the retired versions whose time is up. */
export async function recordStatus(env: Env, status: RefreshStatus, now: number) {
  try {
    await env.JOBS_KV.put(STATUS_KEY, JSON.stringify(status));
  } catch (err) {
    console.error("could not record the refresh status", err);
  }
  try {
    await deleteDueVersions(env, now);
  } catch (err) {
    console.error("could not delete retired snapshot versions", err);
  }
}

/** The 24-hour counts the last status kept for this source (a failed run carries them over). */
export async function lastCounts(env: Env, source: string): Promise<CountSeen[] | undefined> {
  try {
    const last = (await readStatusChecked(env)).value;
    return last?.source === source ? last.counts : undefined;
  } catch {
    return undefined;
  }
}
