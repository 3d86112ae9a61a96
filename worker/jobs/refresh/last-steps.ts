import { sha256Hex } from "#worker/http/hash";
import { encodeShards, newStringTable } from "../codec/encode";
import { JobStore } from "../codec/job-store";
import { encodeJobPages, JOB_PAGES_FORMAT, jobPageValues } from "../job-pages";
import { DETAIL_CHUNKS, indexShardKey, stageKey } from "../keys";
import { releaseLock } from "../store/lock";
import type { RefreshStatus } from "../store/values";
import { writeJobPages } from "../store/versions";
import { updateRun } from "./progress";
import { type BatchResult, type Begun, cleanUp } from "./steps";
import { runRefresh } from "./switch";

/*
 * A workflow run's last steps (decision 025), after its pages are staged
 * (steps.ts): "job pages" and "switch" each merge the staged batches into
 * the new version's index (mergeStaged); the first writes its job-page
 * values ahead, the second its shards, then the switch shared with the
 * one-invocation refresh (switch.ts).
 */

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
