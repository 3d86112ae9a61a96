import { todayInIndia } from "#shared/lib/dates";
import { sha256Hex } from "#worker/http/hash";
import { encodeShards, newStringTable } from "../codec/encode";
import { MAX_VALUE_BYTES } from "../codec/format";
import { JobStore } from "../codec/job-store";
import { encodeJobPages, JOB_PAGES_FORMAT, jobPageValues } from "../job-pages";
import { DETAIL_CHUNKS, detailsKey, indexShardKey, stageKey } from "../keys";
import { postedDay } from "../posted-day";
import { releaseLock, takeLock } from "../store/lock";
import { type RefreshStatus, readMeta } from "../store/values";
import { readIndex, writeJobPages } from "../store/versions";
import type { Job } from "../types";
import { type JobsUpstream, upstreamFor } from "../upstream";
import { type Budget, type Normalized, normalizePage, TooLargeError, walkPages } from "./collect";
import { updateRun, writeRun } from "./progress";
import { failedStatus, lastCounts, recordStatus, runRefresh } from "./switch";

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
async function cleanUp(env: Env, version: string, batches: number, keepWritten: boolean) {
  const keys = [stageKey(version, "seen")];
  for (let k = 0; k < batches; k++) keys.push(stageKey(version, k));
  for (const prefix of keepWritten ? [] : [`jobs:details:${version}:`, `jobs:jobpage:${version}:`]) {
    let cursor: string | undefined;
    do {
      const page = await env.JOBS_KV.list({ prefix, cursor });
      for (const key of page.keys) keys.push(key.name);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  for (let at = 0; at < keys.length; at += 50)
    await Promise.all(keys.slice(at, at + 50).map((k) => env.JOBS_KV.delete(k)));
}

/** The staged batches of a run as one index: its shards' texts, newest first, and how many jobs. */
interface MergedIndex {
  indexJson: string[];
  count: number;
  duplicates: number;
}

/**
 * The staged batches merged (first occurrence of an id wins, in page order),
 * sorted newest first and cut into index shards. Holds the batches'
 * columns, never 100,000 Job objects: jobs are made a shard at a time.
 */
async function mergeStaged(env: Env, begun: Begun, batches: BatchResult[]): Promise<MergedIndex> {
  const stores: JobStore[] = [];
  for (let k = 0; k < batches.length; k++) {
    const text = await env.JOBS_KV.get(stageKey(begun.version, k));
    const store = text === null ? null : JobStore.load(JSON.parse(text));
    if (!store) throw new Error(`staged batch ${k} of ${begun.version} is missing or unreadable`);
    stores.push(store);
  }
  // Every job once (its first batch), then newest first as sortNewest orders them.
  const seenIds = new Set<number>();
  const entries: { batch: number; position: number; posted: number; created: number; id: number }[] = [];
  let duplicates = batches.reduce((sum, b) => sum + b.duplicates, 0);
  stores.forEach((store, batch) => {
    const posted = store.postedDays();
    for (let position = 0; position < store.size; position++) {
      const jobId = store.idAt(position);
      if (seenIds.has(jobId)) {
        duplicates++;
        continue;
      }
      seenIds.add(jobId);
      entries.push({ batch, position, posted: posted[position], created: store.hasCreatedAt(position), id: jobId });
    }
  });
  entries.sort((a, b) => b.posted - a.posted || b.created - a.created || b.id - a.id);
  const shards: string[] = [];
  // One string table for every shard (each stores the strings new to it): a cold isolate joins them unmerged.
  const table = newStringTable();
  for (let at = 0; at < entries.length || at === 0; at += SLICE) {
    const slice = entries.slice(at, at + SLICE);
    const chunkOf = new Map<number, number>();
    const jobs = slice.map((e) => {
      const store = stores[e.batch];
      chunkOf.set(e.id, store.chunkAt(e.position, DETAIL_CHUNKS));
      return store.jobAt(e.position);
    });
    shards.push(...encodeShards(jobs, (job) => chunkOf.get(job.id) ?? 0, SLICE, table).map(stripShardCount));
  }
  const indexJson = shards.map((json, k) =>
    k === 0 && shards.length > 1 ? withShardCount(json, shards.length) : json,
  );
  return { indexJson, count: entries.length, duplicates };
}

/** What step "job pages" wrote: how many job-page values (0: none, the index is one value). */
export interface JobPagesResult {
  values: number;
}

/**
 * Step "job pages": for an index of more than one value, the new version's
 * job-page values (job-pages.ts), written ahead like its descriptions:
 * each job's related jobs worked out over the whole index, in its order.
 * Deleted again by the switch when the version is not switched in.
 */
export async function jobPagesStep(env: Env, begun: Begun, batches: BatchResult[]): Promise<JobPagesResult> {
  const store = await mergedStore(env, begun, batches);
  if (!store) return { values: 0 };
  const values = jobPageValues(store.size);
  await writeJobPages(env, begun.version, encodeJobPages(store, values));
  return { values };
}

/** The merged index as one store, as a new isolate reads it; null when it takes one value (no job pages). */
async function mergedStore(env: Env, begun: Begun, batches: BatchResult[]): Promise<JobStore | null> {
  const { indexJson } = await mergeStaged(env, begun, batches);
  if (indexJson.length < 2) return null;
  const store = JobStore.merge(indexJson.map((text) => JobStore.load(JSON.parse(text)) as JobStore));
  if (!store) throw new Error(`the merged index of ${begun.version} does not read back`);
  return store;
}

/**
 * Step "switch": the staged batches merged into the sharded index
 * (mergeStaged), then runRefresh's guard and switch; the job-page values
 * step "job pages" wrote are named in jobs:meta (`pages`) and in the hash.
 */
export async function switchStep(
  env: Env,
  id: string,
  begun: Begun,
  batches: BatchResult[],
  now: number,
  force: boolean,
  pages: JobPagesResult = { values: 0 },
): Promise<RefreshStatus> {
  let wrote = false;
  const status = await runRefresh(env, begun.source, now, force, async () => {
    const { indexJson, count, duplicates } = await mergeStaged(env, begun, batches);
    const parts: string[] = [];
    for (const shard of indexJson) parts.push(await sha256Hex(new TextEncoder().encode(shard)));
    for (const b of batches) parts.push(...b.digests);
    // Job pages are derived from the index: their format joins the hash, so a new format writes a new version.
    if (pages.values > 0) parts.push(`job-pages ${JOB_PAGES_FORMAT} ${pages.values}`);
    const hash = await sha256Hex(new TextEncoder().encode(`${begun.source}\n${parts.join("\n")}`));
    const walked = batches.filter((b) => b.pages > 0);
    const pagesWalked = walked.reduce((sum, b) => sum + b.pages, 0);
    const company = batches[batches.length - 1];
    return {
      count,
      pages: pagesWalked,
      dropped: batches.reduce((sum, b) => sum + b.dropped, 0),
      duplicates,
      partial: pagesWalked < begun.pages ? { promised: begun.pages, fetched: pagesWalked } : undefined,
      companyJobsKind: company?.companyJobsKind,
      hash,
      shards: indexJson.length,
      pageValues: pages.values || undefined,
      version: begun.version,
      write: async (version) => {
        await Promise.all(indexJson.map((shard, k) => env.JOBS_KV.put(indexShardKey(version, k), shard)));
        wrote = true;
      },
      // Descriptions and job pages were written under the new version already; an unchanged hash means the same texts.
      matches: async (version) => {
        for (let k = 0; k < indexJson.length; k++) {
          if ((await env.JOBS_KV.get(indexShardKey(version, k))) !== indexJson[k]) return false;
        }
        return true;
      },
      discard: async () => {},
    };
  });
  await cleanUp(env, begun.version, batches.length, wrote);
  await releaseLock(env, id);
  await updateRun(env, id, {
    state: status.ok ? "done" : "failed",
    step: "switch",
    jobs: status.jobs ?? 0,
    kind: status.kind,
  });
  return status;
}

/** Jobs made into Job objects at once by mergeStaged (then dropped): bounds its memory. */
const SLICE = 10_000;

function stripShardCount(json: string): string {
  return json.startsWith('{"shards":') ? `{${json.slice(json.indexOf(",") + 1)}` : json;
}

function withShardCount(json: string, count: number): string {
  return `{"shards":${count},${json.slice(1)}`;
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
