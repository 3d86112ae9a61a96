import { z } from "zod";
import { JobStore } from "../codec/job-store";
import { detailsKey, indexShardKey, jobPageKey } from "../keys";
import { readStoredJson, recordDamage } from "./values";

/*
 * A version's large values: its index, in one or more shards, its
 * description chunks and its job-page values. A version's keys never change
 * once written (a repair writes a new version), so what a reader parsed
 * stays true.
 */

/**
 * A version's whole index: the first shard, then the others it names, read
 * in parallel, each through the structural guard, merged into one store.
 * `badKey` is the first value missing or unreadable (store null then).
 */
export async function readIndex(env: Env, version: string): Promise<{ store: JobStore | null; badKey?: string }> {
  const firstKey = indexShardKey(version, 0);
  const first = await readStoredJson(env, firstKey);
  const head = first.value === null ? null : JobStore.load(first.value);
  // The first shard starts the shared string table: one that goes on from another is not a first shard.
  if (!head || head.isPart) return { store: null, badKey: firstKey };
  const count = head.shardCount;
  if (count === 1) return { store: head };
  const rest = await Promise.all(
    Array.from({ length: count - 1 }, async (_, n) => {
      const key = indexShardKey(version, n + 1);
      const stored = await readStoredJson(env, key);
      return { key, store: stored.value === null ? null : JobStore.load(stored.value) };
    }),
  );
  const bad = rest.find((r) => r.store === null);
  if (bad) return { store: null, badKey: bad.key };
  // Null when the shards' string tables do not follow on (a shard from another version, say):
  // no one shard can be blamed, so the first is recorded and the version rebuilt.
  const store = JobStore.merge([head, ...rest.map((r) => r.store as JobStore)]);
  return store ? { store } : { store: null, badKey: firstKey };
}

const detailsSchema = z.record(z.string(), z.string());

/**
 * A version's description chunk `n` (id → sanitised HTML); null when the
 * stored chunk is unreadable or missing, recorded as damage for health and
 * the next refresh. A KV failure throws (StorageError).
 */
export async function readDetails(env: Env, version: string, n: number): Promise<Record<string, string> | null> {
  const key = detailsKey(version, n);
  const stored = await readStoredJson(env, key);
  const parsed = detailsSchema.safeParse(stored.value);
  if (parsed.success) return parsed.data;
  await recordDamage(env, version, key);
  return null;
}

/** KV writes one invocation keeps in flight at once. */
const PUTS_IN_FLIGHT = 6;

/**
 * Writes a version's job-page values (job-pages.ts encodeJobPages), a few at
 * a time as they are made: only those in flight are held.
 */
export async function writeJobPages(env: Env, version: string, pages: Iterable<[number, string]>) {
  const inFlight = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for (const [n, text] of pages) {
    const put: Promise<void> = env.JOBS_KV.put(jobPageKey(version, n), text).then(
      () => void inFlight.delete(put),
      (err) => {
        inFlight.delete(put);
        failures.push(err);
      },
    );
    inFlight.add(put);
    if (inFlight.size >= PUTS_IN_FLIGHT) await Promise.race(inFlight);
    if (failures.length) break;
  }
  await Promise.all(inFlight);
  if (failures.length) throw failures[0];
}

/** Every key under a prefix (KV lists 1,000 at a time). */
export async function keysUnder(env: Env, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.JOBS_KV.list({ prefix, cursor });
    for (const key of page.keys) keys.push(key.name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}
