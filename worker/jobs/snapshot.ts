import type { JobStore } from "./codec/job-store";
import { DETAIL_CHUNKS, indexShardKey } from "./keys";
import { refreshInBackground, refreshOnce, resetRefreshing } from "./refresh/start";
import {
  readMeta,
  recordDamage,
  resetReported,
  type SnapshotMeta,
  SnapshotUnavailableError,
  STALE_AFTER_MS,
  StorageError,
} from "./store/values";
import { readDetails, readIndex } from "./store/versions";
import { EMBEDDED_SOURCE, upstreamSource } from "./upstream";

export { SnapshotUnavailableError };

/*
 * The snapshot an isolate holds (decisions 005 and 010): the live version's
 * parsed index, shared by every request the isolate serves, re-checked
 * against jobs:meta every 30 s, with its description chunks as requests
 * read them. Isolate state, not request state: what one request served is
 * its own reader's (reader.ts).
 */

/** How often a warm isolate re-reads jobs:meta. */
const RECHECK_MS = 30_000;

/** All a snapshot read needs of the request: somewhere to keep a background refresh alive. */
export type Waiter = Pick<ExecutionContext, "waitUntil">;

/** A snapshot loaded into isolate memory. */
export interface LoadedSnapshot {
  meta: SnapshotMeta;
  /** Every job without its description, newest first (columns; Job objects made on demand). */
  index: JobStore;
  /** Each description chunk, loaded once; null when the stored chunk is unreadable. */
  details: Map<number, Promise<Record<string, string> | null>>;
  checkedAt: number;
}

interface IsolateState {
  loaded: LoadedSnapshot | null;
  loading: Promise<LoadedSnapshot> | null;
}

// One per isolate: requests share the parsed snapshot between them.
const state: IsolateState = { loaded: null, loading: null };
// The live meta as liveSnapshotMeta last read it from KV (the page cache's key; worker/http/page-cache.ts).
let probed: { meta: SnapshotMeta; checkedAt: number } | null = null;
// Versions whose index did not load: a version's keys never change (a repair
// writes a new version), so it is not read and parsed again on every request.
const unreadableVersions = new Set<string>();

/** Forgets the in-memory snapshot and what was logged (a new isolate starts this way). */
export function resetIsolateSnapshot() {
  state.loaded = null;
  state.loading = null;
  probed = null;
  resetRefreshing();
  resetReported();
  unreadableVersions.clear();
}

/** The version's index, or null when it is missing or unreadable (recorded as damage). */
async function loadVersion(env: Env, meta: SnapshotMeta, now: number): Promise<LoadedSnapshot | null> {
  // The structural guard in JobStore.load rejects another format (an older
  // release's index) or columns that do not line up.
  if (unreadableVersions.has(meta.version)) return null;
  const { store: index, badKey } = await readIndex(env, meta.version);
  if (!index) {
    unreadableVersions.add(meta.version);
    await recordDamage(env, meta.version, badKey ?? indexShardKey(meta.version, 0));
    return null;
  }
  return { meta, index, details: new Map(), checkedAt: now };
}

/** The live meta of this source, building the embedded dataset's snapshot first when nothing is stored. */
async function liveMetaOrBuild(env: Env, ctx: Waiter, now: number): Promise<SnapshotMeta> {
  const source = upstreamSource(env);
  const meta = await readMeta(env);
  if (meta && meta.source === source) return meta;
  // The embedded dataset is bundled: building it needs no network and takes
  // milliseconds, so a request may build it. A real upstream is only ever
  // walked after the response (decision 010).
  if (source !== EMBEDDED_SOURCE) {
    refreshInBackground(env, ctx, now);
    throw new SnapshotUnavailableError("no snapshot stored yet; a refresh was started");
  }
  const status = await refreshOnce(env, now);
  const built = await readMeta(env);
  if (!built || built.source !== source) throw new SnapshotUnavailableError(status.kind);
  return built;
}

async function loadFresh(env: Env, ctx: Waiter, now: number): Promise<LoadedSnapshot> {
  const source = upstreamSource(env);
  let meta = await liveMetaOrBuild(env, ctx, now);
  let loaded: LoadedSnapshot | null;
  if (state.loaded?.meta.version === meta.version) {
    loaded = { ...state.loaded, meta, checkedAt: now };
  } else {
    loaded = await loadVersion(env, meta, now);
    if (!loaded) {
      // A stored index that is missing or malformed (or written by an older
      // release) is rebuilt rather than served or crashed on.
      if (source === EMBEDDED_SOURCE) {
        await refreshOnce(env, now, true);
        const rebuilt = await readMeta(env);
        if (rebuilt && rebuilt.source === source && rebuilt.version !== meta.version) {
          loaded = await loadVersion(env, rebuilt, now);
          meta = rebuilt;
        }
      } else {
        refreshInBackground(env, ctx, now, true);
        // What this isolate already holds from the same source beats no answer.
        if (state.loaded?.meta.source === source) return state.loaded;
      }
      if (!loaded) throw new SnapshotUnavailableError("the stored snapshot is unreadable; a rebuild was started");
    }
  }
  state.loaded = loaded;
  if (now - meta.fetchedAt > STALE_AFTER_MS) refreshInBackground(env, ctx, now);
  return loaded;
}

/**
 * The snapshot for this request: from isolate memory when recently checked,
 * else from KV. Throws SnapshotUnavailableError when an upstream is
 * configured and no snapshot can be read (a refresh is then started in the
 * background); the embedded dataset is built on demand.
 */
export async function getSnapshot(env: Env, ctx: Waiter, now = Date.now()): Promise<LoadedSnapshot> {
  const loaded = state.loaded;
  if (loaded && now - loaded.checkedAt < RECHECK_MS && loaded.meta.source === upstreamSource(env)) return loaded;
  if (!state.loading) {
    state.loading = loadOrKeep(env, ctx, now).finally(() => {
      state.loading = null;
    });
  }
  return state.loading;
}

/**
 * loadFresh, except that when KV cannot give a snapshot (KV failing, the
 * meta unreadable or gone) what this isolate already holds from the same
 * source is served: an older answer beats none. Checked again after
 * RECHECK_MS, not on every request.
 */
async function loadOrKeep(env: Env, ctx: Waiter, now: number): Promise<LoadedSnapshot> {
  try {
    return await loadFresh(env, ctx, now);
  } catch (err) {
    const warm = state.loaded;
    if (!(err instanceof SnapshotUnavailableError) || !warm || warm.meta.source !== upstreamSource(env)) throw err;
    console.error("jobs: serving this isolate's snapshot; KV has none readable", warm.meta.version);
    state.loaded = { ...warm, checkedAt: now };
    return state.loaded;
  }
}

/**
 * The sanitised description of one job, loading its chunk once per
 * isolate; "" when the job has none, null when its stored chunk is
 * unreadable (recorded, and rewritten by the next refresh).
 */
export async function getDescription(env: Env, snapshot: LoadedSnapshot, id: number): Promise<string | null> {
  const position = snapshot.index.positionOf(id);
  const n = position === -1 ? id % DETAIL_CHUNKS : snapshot.index.chunkAt(position, DETAIL_CHUNKS);
  return descriptionIn(snapshot.details, () => readDetails(env, snapshot.meta.version, n), n, id);
}

/**
 * A job's description from a chunk read once and kept in `chunks` (a
 * failed read, KV rather than the value, is not kept: the next request
 * reads again). null when the chunk is unreadable or could not be read.
 */
export async function descriptionIn(
  chunks: Map<number, Promise<Record<string, string> | null>>,
  read: () => Promise<Record<string, string> | null>,
  n: number,
  id: number,
): Promise<string | null> {
  let chunk = chunks.get(n);
  if (!chunk) {
    const reading = read();
    chunk = reading;
    chunks.set(n, reading);
    reading.catch(() => {
      if (chunks.get(n) === reading) chunks.delete(n);
    });
  }
  try {
    const details = await chunk;
    return details === null ? null : (details[String(id)] ?? "");
  } catch (err) {
    // The KV failure was logged; the job is still shown, with the note instead of its description.
    if (err instanceof StorageError) return null;
    throw err;
  }
}

/**
 * The live snapshot's meta, cheaply: what this isolate checked in the last
 * RECHECK_MS, else jobs:meta alone (a small value; the index is never read
 * or parsed here). The page cache keys pages by its version
 * (worker/http/page-cache.ts), so a cache hit costs no snapshot load. null
 * when no snapshot of the current source is stored, or KV cannot be read:
 * the caller then renders without the cache. A version that differs from
 * the one this isolate holds makes the next getSnapshot check KV again, so
 * the page rendered next is of this version (or of a newer one, which the
 * request's reader records and the page cache does not store).
 */
export async function liveSnapshotMeta(env: Env, ctx: Waiter, now = Date.now()): Promise<SnapshotMeta | null> {
  const source = upstreamSource(env);
  const loaded = state.loaded;
  if (loaded && now - loaded.checkedAt < RECHECK_MS && loaded.meta.source === source) return loaded.meta;
  if (probed && now - probed.checkedAt < RECHECK_MS && probed.meta.source === source) return probed.meta;
  let meta: SnapshotMeta | null;
  try {
    meta = await readMeta(env);
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) return null;
    throw err;
  }
  if (!meta || meta.source !== source) return null;
  probed = { meta, checkedAt: now };
  if (state.loaded && state.loaded.meta.version !== meta.version) state.loaded = { ...state.loaded, checkedAt: 0 };
  // Visitors served from the cache still start the refresh a stale snapshot needs.
  if (now - meta.fetchedAt > STALE_AFTER_MS) refreshInBackground(env, ctx, now);
  return meta;
}

/** Whether this isolate holds an index (of any version: getSnapshot checks it is the live one). */
export function holdsSnapshot(): boolean {
  return state.loaded !== null;
}
