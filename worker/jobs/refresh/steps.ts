import { todayInIndia } from "#shared/lib/dates";
import { sha256Hex } from "#worker/http/hash";
import { encodeShards } from "../codec/encode";
import { MAX_VALUE_BYTES } from "../codec/format";
import { detailsKey, stageKey } from "../keys";
import { postedDay } from "../posted-day";
import { releaseLock, takeLock } from "../store/lock";
import { readMeta } from "../store/values";
import { keysUnder, readIndex } from "../store/versions";
import type { Job } from "../types";
import { type JobsUpstream, upstreamFor } from "../upstream";
import { type Budget, type Normalized, normalizePage, TooLargeError, walkPages } from "./collect";
import { updateRun, writeRun } from "./progress";
import { failedStatus, lastCounts, recordStatus } from "./switch";

/*
 * The refresh of a large ATS in bounded steps (decision 025), run by the
 * JobsRefreshWorkflow (workflow.ts); each function here is one step
 * and may run again (a step retried): it writes the same keys again and
 * returns only small results (a step's result is kept by Workflows, ≤ 1 MiB).
 *
 *   begin    takes the refresh lock (the instance id is its token, so a
 *            retried step gets it back), reads page 1 for the page count,
 *            names the new version, stages the live jobs' first-seen days
 *   pages    fetches and normalises a batch of pages, writes the batch's
 *            descriptions as the new version's own chunk(s) and its jobs as
 *            a staged index (jobs:stage:{v}:{k}); returns counts and digests
 *   company  the agency's own openings, staged like one more batch
 *   job pages  for an index of more than one value, merges the staged
 *            batches and writes the new version's job-page values ahead
 *            (job-pages.ts: each job with its related jobs, decision 036)
 *   switch   merges the staged batches into the sharded index, then the
 *            one-invocation refresh's rules: shrink guard, repair, switch,
 *            status (switch.ts runRefresh); deletes the staging keys
 *   fail     a step that failed for good: status recorded (the live
 *            snapshot keeps serving), what the run wrote deleted
 *
 * Progress is kept in jobs:run for /api/health and /staff.
 */

/** Upstream pages one step fetches: 50 pages of 20 is 1,000 jobs, ~0.3 s of CPU to normalise, ~1.5 MB of descriptions. */
export const PAGES_PER_STEP = 50;
/** The most pages a run walks (200,000 jobs): 200 page steps, far under Workflows' 10,000. */
export const MAX_RUN_PAGES = 10_000;
/** How long a run holds the refresh lock: a run that dies holding it blocks others this long. */
export const RUN_LOCK_MS = 60 * 60_000;
/** Description bytes per stored chunk written by a page step. */
const CHUNK_TARGET_BYTES = 4 * 1024 * 1024;
/** Description chunks one batch may split into (its chunk numbers are batch × this + n). */
const CHUNKS_PER_BATCH = 16;

export interface RunParams {
  /** The run's clock (tests); default the event's timestamp. */
  now?: number;
  /** Pages per step (tests use a few); default PAGES_PER_STEP. */
  pagesPerStep?: number;
  /** Write a new version even when the upstream is unchanged. */
  force?: boolean;
}

export interface Begun {
  busy: boolean;
  source: string;
  version: string;
  pages: number;
}

/** Step "begin". */
export async function beginRun(
  env: Env,
  id: string,
  now: number,
  upstream: JobsUpstream = upstreamFor(env, now),
): Promise<Begun> {
  const token = await takeLock(env, RUN_LOCK_MS, id);
  if (token === null) {
    console.log("jobs run skipped: another refresh holds the lock");
    return { busy: true, source: upstream.source, version: "", pages: 0 };
  }
  const first = await upstream.jobsPage(1);
  const pages = Math.min(Math.max(first.numPages, 1), MAX_RUN_PAGES);
  // The instance id makes the name: a retried step names the same version.
  const version = `${now.toString(36)}-w${(await sha256Hex(new TextEncoder().encode(id))).slice(0, 8)}`;
  // The days the live snapshot first saw each job, for the page steps (about 1 MB for 100,000 jobs).
  const meta = await readMeta(env);
  const seen: { days: string[]; ids: number[]; day: number[] } = { days: [], ids: [], day: [] };
  if (meta && meta.source === upstream.source) {
    const live = (await readIndex(env, meta.version)).store;
    const dayRef = new Map<string, number>();
    for (let i = 0; live && i < live.size; i++) {
      const day = live.firstSeenAt(i);
      if (!day) continue;
      let ref = dayRef.get(day);
      if (ref === undefined) {
        ref = seen.days.length;
        seen.days.push(day);
        dayRef.set(day, ref);
      }
      seen.ids.push(live.idAt(i));
      seen.day.push(ref);
    }
  }
  await env.JOBS_KV.put(stageKey(version, "seen"), JSON.stringify(seen));
  await writeRun(env, {
    id,
    state: "running",
    startedAt: now,
    updatedAt: now,
    version,
    pagesDone: 0,
    pagesTotal: pages,
    jobs: 0,
    step: "begin",
  });
  return { busy: false, source: upstream.source, version, pages };
}

export interface BatchResult {
  /** Pages fetched (fewer than asked when a page past the end answered 404). */
  pages: number;
  /** A page answered 404: the walk ends here. */
  end: boolean;
  jobs: number;
  dropped: number;
  duplicates: number;
  /** Digests of the batch's stored description chunks, in order (the snapshot hash is made of them). */
  digests: string[];
  companyJobsKind?: string;
}

async function readSeen(env: Env, version: string): Promise<Map<number, string>> {
  const text = await env.JOBS_KV.get(stageKey(version, "seen"));
  if (text === null) throw new Error(`the run's staged first-seen days (${version}) are missing`);
  const seen = JSON.parse(text) as { days: string[]; ids: number[]; day: number[] };
  const map = new Map<number, string>();
  for (let i = 0; i < seen.ids.length; i++) map.set(seen.ids[i], seen.days[seen.day[i]]);
  return map;
}

/**
 * Stores one batch: its jobs stamped with their first-seen day, its
 * descriptions as chunk(s) of the new version, its index staged.
 */
async function stageBatch(
  env: Env,
  version: string,
  batch: number,
  items: Normalized[],
  now: number,
): Promise<{ jobs: number; duplicates: number; digests: string[] }> {
  const seen = await readSeen(env, version);
  const today = todayInIndia(new Date(now));
  const jobs: Job[] = [];
  const ids = new Set<number>();
  const chunkOf = new Map<number, number>();
  const chunks: Record<string, string>[] = [{}];
  let bytes = 0;
  let duplicates = 0;
  for (const { job, descriptionHtml } of items) {
    if (ids.has(job.id)) {
      duplicates++;
      continue;
    }
    ids.add(job.id);
    const day = seen.get(job.id);
    job.firstSeen = day && day <= today ? day : today;
    job.postedAt = postedDay(job);
    jobs.push(job);
    // Descriptions are mostly ASCII: characters × 1.1 stands in for bytes, checked exactly below.
    const size = descriptionHtml.length * 1.1 + 16;
    if (bytes + size > CHUNK_TARGET_BYTES && Object.keys(chunks[chunks.length - 1]).length > 0) {
      if (chunks.length === CHUNKS_PER_BATCH) throw new TooLargeError(`batch ${batch}'s descriptions need more chunks`);
      chunks.push({});
      bytes = 0;
    }
    bytes += size;
    chunks[chunks.length - 1][job.id] = descriptionHtml;
    chunkOf.set(job.id, batch * CHUNKS_PER_BATCH + chunks.length - 1);
  }
  const digests: string[] = [];
  for (let n = 0; n < chunks.length; n++) {
    const json = JSON.stringify(chunks[n]);
    const encoded = new TextEncoder().encode(json);
    if (encoded.length > MAX_VALUE_BYTES) throw new TooLargeError(`a description chunk has ${encoded.length} bytes`);
    digests.push(await sha256Hex(encoded));
    await env.JOBS_KV.put(detailsKey(version, batch * CHUNKS_PER_BATCH + n), json);
  }
  const staged = encodeShards(jobs, (job) => chunkOf.get(job.id) ?? 0, Number.MAX_SAFE_INTEGER);
  if (staged.length !== 1) throw new TooLargeError(`batch ${batch}'s index passes ${MAX_VALUE_BYTES} bytes`);
  await env.JOBS_KV.put(stageKey(version, batch), staged[0]);
  return { jobs: jobs.length, duplicates, digests };
}

/** Step "pages first-last": batch number `batch`. */
export async function pagesStep(
  env: Env,
  id: string,
  begun: Begun,
  batch: number,
  first: number,
  last: number,
  now: number,
  upstream: JobsUpstream = upstreamFor(env, now),
): Promise<BatchResult> {
  const budget: Budget = { used: 0 };
  const { pages: kept, end } = await walkPages(upstream, first, last, budget);
  const items = kept.flatMap((page) => page?.items ?? []);
  const dropped = kept.reduce((sum, page) => sum + (page?.dropped ?? 0), 0);
  const stored = await stageBatch(env, begun.version, batch, items, now);
  await updateRun(env, id, { pagesDone: end, step: `pages ${first}-${last}` });
  return { pages: end - first + 1, end: end < last, dropped, ...stored };
}

/** Step "company jobs": the agency's own openings as one more batch (its failure is only noted). */
export async function companyStep(
  env: Env,
  begun: Begun,
  batch: number,
  now: number,
  upstream: JobsUpstream = upstreamFor(env, now),
): Promise<BatchResult> {
  let items: Normalized[] = [];
  let dropped = 0;
  let companyJobsKind: string | undefined;
  try {
    const page = normalizePage(await upstream.companyJobs(), { used: 0 });
    items = page.items;
    dropped = page.dropped;
  } catch (err) {
    if (err instanceof TooLargeError) throw err;
    companyJobsKind = err instanceof Error && "kind" in err ? String(err.kind) : "internal";
  }
  const stored = await stageBatch(env, begun.version, batch, items, now);
  return { pages: 0, end: false, dropped, companyJobsKind, ...stored };
}

/** Deletes a run's staged values and, unless kept, the description chunks and job-page values it wrote. */
export async function cleanUp(env: Env, version: string, batches: number, keepWritten: boolean) {
  const keys = [stageKey(version, "seen")];
  for (let k = 0; k < batches; k++) keys.push(stageKey(version, k));
  for (const prefix of keepWritten ? [] : [`jobs:details:${version}:`, `jobs:jobpage:${version}:`])
    keys.push(...(await keysUnder(env, prefix)));
  for (let at = 0; at < keys.length; at += 50)
    await Promise.all(keys.slice(at, at + 50).map((k) => env.JOBS_KV.delete(k)));
}

/** Step "fail": a step failed for good. The live snapshot is untouched; the run's own keys are deleted. */
export async function failRun(env: Env, id: string, begun: Begun, batches: number, error: unknown, now: number) {
  const status = failedStatus(error, begun.source, now, now, await lastCounts(env, begun.source));
  await recordStatus(env, status, now);
  if (begun.version) await cleanUp(env, begun.version, batches, false);
  await releaseLock(env, id);
  await updateRun(env, id, { state: "failed", kind: status.kind });
  console.error("jobs run failed; the live snapshot keeps serving", { id, kind: status.kind });
}
