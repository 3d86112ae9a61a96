import { z } from "zod";
import { DAMAGED_KEY, META_KEY, STATUS_KEY } from "../keys";

/*
 * The jobs' small KV values (keys.ts names them all) and how every stored
 * value is read: as text, parsed here; a value that is not what we wrote is
 * treated as missing, logged once per isolate, and rewritten by the next
 * refresh; KV itself failing is a StorageError (an honest 503), never a
 * 500. A refresh writes a new version's keys first and switches jobs:meta
 * last, so a refresh that fails part-way leaves the previous snapshot
 * serving. See decisions 005 and 010.
 */

/** A snapshot older than this is served but refreshed in the background. */
export const STALE_AFTER_MS = 15 * 60_000;

const metaSchema = z.object({
  version: z.string().min(1),
  source: z.string(),
  fetchedAt: z.number(),
  count: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  hash: z.string(),
  /** How many values the index is stored in (absent before issue 23's front value: read as 1). */
  shards: z.number().int().positive().optional(),
  /** How many job-page values the version has (job-pages.ts, decision 036); absent: none. */
  pages: z.number().int().positive().optional(),
});
export type SnapshotMeta = z.infer<typeof metaSchema>;

const heldSchema = z.object({
  hash: z.string(),
  /** Jobs in the held-back result. */
  count: z.number().int().nonnegative(),
  /** Jobs in the live snapshot it would have replaced. */
  liveCount: z.number().int().nonnegative(),
  /** When this same result was first seen. */
  since: z.number(),
  /** The largest live count of the last 24 h it was compared with, where larger than liveCount. */
  baseline: z.number().int().nonnegative().optional(),
});
export type HeldRefresh = z.infer<typeof heldSchema>;

const partialSchema = z.object({ promised: z.number().int(), fetched: z.number().int() });

/** A live job count and when it was seen. */
const countSeenSchema = z.object({ at: z.number(), count: z.number().int().nonnegative() });
export type CountSeen = z.infer<typeof countSeenSchema>;

const statusSchema = z.object({
  at: z.number(),
  ok: z.boolean(),
  source: z.string(),
  /** Internal detail for operators (KV only; /api/health shows `kind`). */
  error: z.string().optional(),
  kind: z.string().optional(),
  pages: z.number().optional(),
  jobs: z.number().optional(),
  dropped: z.number().optional(),
  duplicates: z.number().optional(),
  durationMs: z.number().optional(),
  companyJobsKind: z.string().optional(),
  retryAfterUntil: z.number().optional(),
  /** The upstream answered, but the result shrank past the guard and was not switched in. */
  held: heldSchema.optional(),
  /** The upstream promised more pages than it had (pages past the end answered 404). */
  partial: partialSchema.optional(),
  /** A shrunken result switched in by `npm run jobs -- --accept-shrink`. */
  acceptedShrink: z.boolean().optional(),
  /** Stored values found unreadable and rewritten by this refresh. */
  repaired: z.number().optional(),
  /**
   * Live job counts of the last 24 h, largest first (each newer one smaller):
   * the shrink guard's baseline, kept here so it survives an unreadable meta.
   */
  counts: z.array(countSeenSchema).max(500).optional(),
});
export type RefreshStatus = z.infer<typeof statusSchema>;

const damagedSchema = z.object({ at: z.number(), version: z.string().optional(), keys: z.array(z.string()) });

/** No snapshot can be served: none is stored or readable (KV may be failing) and the refresh has not made one. */
export class SnapshotUnavailableError extends Error {
  constructor(readonly cause?: unknown) {
    super("No jobs snapshot is available");
    this.name = "SnapshotUnavailableError";
  }
}

/** KV itself failed (not a bad value): nothing can be read until it recovers. */
export class StorageError extends SnapshotUnavailableError {}

// Keys already reported unreadable by this isolate: each is logged once, not on every request.
const reported = new Set<string>();
// Damaged keys this isolate has already recorded in jobs:damaged.
const damageRecorded = new Set<string>();

/** Forgets what this isolate logged and recorded (a new isolate starts this way). */
export function resetReported() {
  reported.clear();
  damageRecorded.clear();
}

function reportUnreadable(key: string, why: string): boolean {
  if (reported.has(key)) return false;
  reported.add(key);
  console.error(`jobs: stored value ${key} is unreadable (${why}); treated as missing until a refresh rewrites it`);
  return true;
}

/** A KV read; a failing KV is a StorageError (an honest 503), never a 500. */
export async function kvGet(env: Env, key: string): Promise<string | null> {
  // Outside the try: a binding that cannot even be reached is a deployment fault (a logged 500), not an outage.
  const kv = env.JOBS_KV;
  try {
    return await kv.get(key);
  } catch (err) {
    console.error(`jobs: KV read of ${key} failed`, err);
    throw new StorageError(err);
  }
}

/** The JSON value stored under `key`: missing is null, anything unparsable is reported and unreadable. */
export async function readStoredJson(env: Env, key: string): Promise<{ value: unknown; unreadable: boolean }> {
  const text = await kvGet(env, key);
  if (text === null) return { value: null, unreadable: false };
  try {
    return { value: JSON.parse(text), unreadable: false };
  } catch {
    reportUnreadable(key, "not JSON");
    return { value: null, unreadable: true };
  }
}

export interface Read<T> {
  value: T | null;
  /** Something is stored but it is not a value this code wrote. */
  unreadable: boolean;
}

export async function readChecked<T>(env: Env, key: string, schema: z.ZodType<T>): Promise<Read<T>> {
  const stored = await readStoredJson(env, key);
  if (stored.value === null) return { value: null, unreadable: stored.unreadable };
  const parsed = schema.safeParse(stored.value);
  if (parsed.success) return { value: parsed.data, unreadable: false };
  reportUnreadable(key, "not the expected shape");
  return { value: null, unreadable: true };
}

export const readMetaChecked = (env: Env) => readChecked(env, META_KEY, metaSchema);
export const readStatusChecked = (env: Env) => readChecked(env, STATUS_KEY, statusSchema);
export const readDamagedChecked = (env: Env) => readChecked(env, DAMAGED_KEY, damagedSchema);

/** The live snapshot's meta; null when missing or unreadable. */
export async function readMeta(env: Env): Promise<SnapshotMeta | null> {
  return (await readMetaChecked(env)).value;
}

/** The last refresh's outcome; null when missing or unreadable. */
export async function readStatus(env: Env): Promise<RefreshStatus | null> {
  return (await readStatusChecked(env)).value;
}

/** Records that a request found a stored value unreadable, so health says so until a refresh repairs it. */
export async function recordDamage(env: Env, version: string, key: string) {
  if (damageRecorded.has(key)) return;
  damageRecorded.add(key);
  reportUnreadable(key, "missing or not the expected shape");
  try {
    const current = (await readDamagedChecked(env)).value;
    const keys = current?.version === version ? [...new Set([...current.keys, key])] : [key];
    await env.JOBS_KV.put(DAMAGED_KEY, JSON.stringify({ at: Date.now(), version, keys }));
  } catch (err) {
    console.error("jobs: could not record the damaged value", err);
  }
}
