import { todayInIndia } from "#shared/lib/dates";
import { sha256Hex } from "#worker/http/hash";
import { encodeShards } from "../codec/encode";
import { MAX_VALUE_BYTES } from "../codec/format";
import { JobStore } from "../codec/job-store";
import { encodeJobPages, JOB_PAGES_FORMAT, jobPageValues } from "../job-pages";
import { detailsKey, indexShardKey } from "../keys";
import { postedDay } from "../posted-day";
import { releaseLock, takeLock } from "../store/lock";
import { kvGet, type RefreshStatus, readMeta } from "../store/values";
import { readIndex, writeJobPages } from "../store/versions";
import type { Job } from "../types";
import { type JobsUpstream, upstreamFor } from "../upstream";
import { collect, TooLargeError } from "./collect";
import { runRefresh } from "./switch";

/*
 * The one-invocation refresh (decisions 005 and 010): the cron's for a small
 * ATS and the embedded dataset, and a visitor's background refresh. It walks
 * every page, encodes the index and the descriptions, and ends in
 * runRefresh (switch.ts), as a workflow run's last step does.
 */

/**
 * How long a refresh's lock holds: a cron run may walk for minutes; a
 * background one is cut off about 30 s after its response, so its lock must
 * not keep the next cron run out for long (a refresh that dies holding the
 * lock only blocks others this long).
 */
const CRON_LOCK_MS = 10 * 60_000;
export const BACKGROUND_LOCK_MS = 60_000;
/** Bytes one stored description chunk may have (every stored value stays under 5 MiB; KV allows 25). */
export const MAX_CHUNK_BYTES = MAX_VALUE_BYTES;

export interface RefreshOptions {
  now?: number;
  upstream?: JobsUpstream;
  /** Write a new version even when the upstream is unchanged (the stored one is unreadable). */
  force?: boolean;
  /** How long the refresh lock holds (default CRON_LOCK_MS). */
  lockMs?: number;
}

const encoder = new TextEncoder();

/**
 * Walks every page of the upstream and the company-jobs call, validates and
 * normalises each record, and writes a new snapshot version to KV, unless
 * the result shrinks past the guard (held back until seen again, or
 * accepted from the command line). Never throws: the outcome is returned
 * and stored in jobs:status.
 */
export async function refreshSnapshot(env: Env, options: RefreshOptions = {}): Promise<RefreshStatus> {
  const now = options.now ?? Date.now();
  const upstream = options.upstream ?? upstreamFor(env, now);
  let token: string | null;
  try {
    token = await takeLock(env, options.lockMs ?? CRON_LOCK_MS);
  } catch (err) {
    return { at: now, ok: false, source: upstream.source, kind: "storage", error: String(err) };
  }
  if (token === null) {
    // Another refresh is running: it writes the status; this one writes nothing.
    console.log("jobs refresh skipped: another refresh holds the lock");
    return { at: now, ok: false, source: upstream.source, kind: "busy" };
  }
  try {
    return await refreshLocked(env, now, options.force === true, upstream);
  } finally {
    await releaseLock(env, token);
  }
}

async function refreshLocked(env: Env, now: number, force: boolean, upstream: JobsUpstream): Promise<RefreshStatus> {
  return runRefresh(env, upstream.source, now, force, async () => {
    const got = await collect(upstream);
    await stampFirstSeen(env, got.jobs, upstream.source, now);
    // The stored index (codec/): columns, newest first, in shards of at most 5 MiB,
    // checked by a structural guard on load.
    const indexJson = encodeShards(got.jobs);
    // An index of more than one value gets job-page values too (job-pages.ts), written with the version.
    const pageValues = indexJson.length > 1 ? jobPageValues(got.jobs.length) : 0;
    // Each chunk serialised in turn and its object dropped, so two copies of every description never coexist.
    const detailJson = got.details.map((chunk, n) => {
      const json = JSON.stringify(chunk);
      got.details[n] = {};
      return json;
    });
    const hash = await snapshotHash(upstream.source, indexJson, detailJson, pageValues);
    return {
      count: got.jobs.length,
      pages: got.pages,
      dropped: got.dropped,
      duplicates: got.duplicates,
      partial: got.partial,
      companyJobsKind: got.companyJobsKind,
      hash,
      shards: indexJson.length,
      pageValues: pageValues || undefined,
      version: `${now.toString(36)}-${hash.slice(0, 8)}`,
      write: async (version) => {
        await Promise.all([
          ...indexJson.map((shard, k) => env.JOBS_KV.put(indexShardKey(version, k), shard)),
          ...detailJson.map((chunk, n) => env.JOBS_KV.put(detailsKey(version, n), chunk)),
        ]);
        if (pageValues) await writeJobPages(env, version, encodeJobPages(JobStore.fromJobs(got.jobs), pageValues));
      },
      matches: (version) => storedVersionMatches(env, version, indexJson, detailJson),
      discard: async () => {},
    };
  });
}

/**
 * Gives each job the day the site first saw it: carried from the live
 * snapshot of the same source (its index holds the day), else today in
 * India. The posted day follows from it (posted-day.ts). A live index that cannot be read
 * (or an older format) stamps every job today; nothing else depends on it.
 */
async function stampFirstSeen(env: Env, jobs: Job[], source: string, now: number) {
  const today = todayInIndia(new Date(now));
  const seen = new Map<number, string>();
  try {
    const meta = await readMeta(env);
    if (meta && meta.source === source) {
      const live = (await readIndex(env, meta.version)).store;
      if (live)
        for (let i = 0; i < live.size; i++) {
          const day = live.firstSeenAt(i);
          if (day) seen.set(live.idAt(i), day);
        }
    }
  } catch (err) {
    console.error("jobs: could not read the live index for first-seen days; stamping today", err);
  }
  for (const job of jobs) {
    const day = seen.get(job.id);
    job.firstSeen = day && day <= today ? day : today;
    job.postedAt = postedDay(job);
  }
}

/** Whether the stored keys of `version` hold exactly these texts (read one at a time). */
async function storedVersionMatches(env: Env, version: string, indexJson: string[], detailJson: string[]) {
  for (let k = 0; k < indexJson.length; k++) {
    if ((await kvGet(env, indexShardKey(version, k))) !== indexJson[k]) return false;
  }
  for (let n = 0; n < detailJson.length; n++) {
    if ((await kvGet(env, detailsKey(version, n))) !== detailJson[n]) return false;
  }
  return true;
}

/**
 * The snapshot's hash, a digest of each part's digest: no joined copy of
 * every description is built. Serialisation is deterministic (the same
 * upstream gives the same texts), so an unchanged upstream hashes the same.
 * Also checks each chunk against KV's value limit while it has its bytes.
 * Job-page values, derived from the index, count by their format.
 */
async function snapshotHash(
  source: string,
  indexJson: string[],
  detailJson: string[],
  pageValues: number,
): Promise<string> {
  const parts: string[] = [];
  for (const shard of indexJson) parts.push(await sha256Hex(encoder.encode(shard)));
  for (const chunk of detailJson) {
    const bytes = encoder.encode(chunk);
    if (bytes.length > MAX_CHUNK_BYTES) {
      throw new TooLargeError(`a description chunk has ${bytes.length} bytes, more than ${MAX_CHUNK_BYTES}`);
    }
    parts.push(await sha256Hex(bytes));
  }
  if (pageValues > 0) parts.push(`job-pages ${JOB_PAGES_FORMAT} ${pageValues}`);
  return sha256Hex(encoder.encode(`${source}\n${parts.join("\n")}`));
}
