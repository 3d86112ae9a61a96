import { z } from "zod";
import { normalizeJob } from "./normalize";
import { encodeIndex, JobStore } from "./store";
import type { Job } from "./types";
import { type JobsUpstream, UpstreamError, upstreamFor } from "./upstream";

/*
 * KV layout (binding JOBS_KV):
 *   jobs:meta                 which version is live, its source and age
 *   jobs:index:{version}      every job without its description (list, search)
 *   jobs:details:{v}:{n}      descriptions, in DETAIL_CHUNKS chunks by id
 *   jobs:status               the last refresh's outcome, success or not
 * A refresh writes a new version's keys first and switches jobs:meta last,
 * so a refresh that fails part-way leaves the previous snapshot serving.
 */
const META_KEY = "jobs:meta";
const STATUS_KEY = "jobs:status";
const LOCK_KEY = "jobs:refresh-lock";
const DETAIL_CHUNKS = 16;

export const MAX_PAGES = 600;
const PAGE_CONCURRENCY = 4;
/** A snapshot older than this is served but refreshed in the background. */
export const STALE_AFTER_MS = 15 * 60_000;
/** How often a warm isolate re-reads jobs:meta. */
const RECHECK_MS = 30_000;

const metaSchema = z.object({
  version: z.string().min(1),
  source: z.string(),
  fetchedAt: z.number(),
  count: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  hash: z.string(),
});
export type SnapshotMeta = z.infer<typeof metaSchema>;

const statusSchema = z.object({
  at: z.number(),
  ok: z.boolean(),
  source: z.string(),
  error: z.string().optional(),
  kind: z.string().optional(),
  pages: z.number().optional(),
  jobs: z.number().optional(),
  dropped: z.number().optional(),
  duplicates: z.number().optional(),
  durationMs: z.number().optional(),
  companyJobsError: z.string().optional(),
  retryAfterUntil: z.number().optional(),
});
export type RefreshStatus = z.infer<typeof statusSchema>;

const detailsSchema = z.record(z.string(), z.string());

/** No snapshot can be served: an upstream is configured, none is stored and the refresh failed. */
export class SnapshotUnavailableError extends Error {
  constructor(readonly cause?: unknown) {
    super("No jobs snapshot is available");
    this.name = "SnapshotUnavailableError";
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  });
  await Promise.all(workers);
  return out;
}

export interface RefreshOptions {
  now?: number;
  upstream?: JobsUpstream;
  /** Write a new version even when the upstream is unchanged (the stored one is unreadable). */
  force?: boolean;
}

/**
 * Walks every page of the upstream and the company-jobs call, validates and
 * normalises each record, and writes a new snapshot version to KV. Never
 * throws: the outcome is returned and stored in jobs:status.
 */
export async function refreshSnapshot(env: Env, options: RefreshOptions = {}): Promise<RefreshStatus> {
  const now = options.now ?? Date.now();
  const upstream = options.upstream ?? upstreamFor(env, now);
  const started = Date.now();
  let status: RefreshStatus;
  try {
    const first = await upstream.jobsPage(1);
    const numPages = Math.min(Math.max(first.numPages, 1), MAX_PAGES);
    const rest = Array.from({ length: numPages - 1 }, (_, i) => i + 2);
    const pages = [
      first.results,
      ...(await mapWithConcurrency(rest, PAGE_CONCURRENCY, async (p) => (await upstream.jobsPage(p)).results)),
    ];

    let companyJobsError: string | undefined;
    let company: unknown[] = [];
    try {
      company = await upstream.companyJobs();
    } catch (err) {
      // The main list still carries the company's jobs (matched by name).
      companyJobsError = err instanceof Error ? err.message : String(err);
    }

    const jobs: Job[] = [];
    const details: Record<string, string>[] = Array.from({ length: DETAIL_CHUNKS }, () => ({}));
    const seen = new Set<number>();
    let dropped = 0;
    let duplicates = 0;
    for (const record of [...pages.flat(), ...company]) {
      const normalized = normalizeJob(record);
      if (!normalized) {
        dropped++;
        continue;
      }
      if (seen.has(normalized.job.id)) {
        duplicates++;
        continue;
      }
      seen.add(normalized.job.id);
      jobs.push(normalized.job);
      details[normalized.job.id % DETAIL_CHUNKS][normalized.job.id] = normalized.detail.descriptionHtml;
    }
    // The stored index (store.ts): columns, newest first, checked by a structural guard on load.
    const index = encodeIndex(jobs);
    const indexJson = JSON.stringify(index);
    const detailJson = details.map((chunk) => JSON.stringify(chunk));
    const hash = await sha256(`${upstream.source}\n${indexJson}\n${detailJson.join("\n")}`);

    const previous = await readMeta(env);
    if (previous && previous.hash === hash && !options.force) {
      // Nothing changed: only the age moves (one KV write, not a whole snapshot).
      await env.JOBS_KV.put(META_KEY, JSON.stringify({ ...previous, fetchedAt: now }));
    } else {
      const version = `${now.toString(36)}-${hash.slice(0, 8)}`;
      await Promise.all([
        env.JOBS_KV.put(`jobs:index:${version}`, indexJson),
        ...detailJson.map((chunk, n) => env.JOBS_KV.put(`jobs:details:${version}:${n}`, chunk)),
      ]);
      const meta: SnapshotMeta = {
        version,
        source: upstream.source,
        fetchedAt: now,
        count: index.count,
        dropped,
        hash,
      };
      await env.JOBS_KV.put(META_KEY, JSON.stringify(meta));
      if (previous && previous.version !== version) await deleteVersion(env, previous.version);
    }
    status = {
      at: now,
      ok: true,
      source: upstream.source,
      pages: pages.length,
      jobs: index.count,
      dropped,
      duplicates,
      durationMs: Date.now() - started,
      companyJobsError,
    };
  } catch (err) {
    const kind = err instanceof UpstreamError ? err.kind : "internal";
    const retryAfter = err instanceof UpstreamError ? err.retryAfterSeconds : undefined;
    status = {
      at: now,
      ok: false,
      source: upstream.source,
      kind,
      error: err instanceof Error ? err.message : String(err),
      durationMs: Date.now() - started,
      retryAfterUntil: retryAfter ? now + retryAfter * 1000 : undefined,
    };
    console.error("jobs refresh failed", status);
  }
  try {
    await env.JOBS_KV.put(STATUS_KEY, JSON.stringify(status));
  } catch (err) {
    console.error("could not record the refresh status", err);
  }
  return status;
}

async function deleteVersion(env: Env, version: string) {
  await Promise.all([
    env.JOBS_KV.delete(`jobs:index:${version}`),
    ...Array.from({ length: DETAIL_CHUNKS }, (_, n) => env.JOBS_KV.delete(`jobs:details:${version}:${n}`)),
  ]);
}

export async function readMeta(env: Env): Promise<SnapshotMeta | null> {
  const parsed = metaSchema.safeParse(await env.JOBS_KV.get(META_KEY, "json"));
  return parsed.success ? parsed.data : null;
}

export async function readStatus(env: Env): Promise<RefreshStatus | null> {
  const parsed = statusSchema.safeParse(await env.JOBS_KV.get(STATUS_KEY, "json"));
  return parsed.success ? parsed.data : null;
}

/** A snapshot loaded into isolate memory. */
export interface LoadedSnapshot {
  meta: SnapshotMeta;
  /** Every job without its description, newest first (columns; Job objects made on demand). */
  index: JobStore;
  details: Map<number, Promise<Record<string, string>>>;
  checkedAt: number;
}

interface IsolateState {
  loaded: LoadedSnapshot | null;
  loading: Promise<LoadedSnapshot> | null;
  refreshing: Promise<RefreshStatus> | null;
}

// One per isolate: requests share the parsed snapshot between them.
const state: IsolateState = { loaded: null, loading: null, refreshing: null };

/** Forgets the in-memory snapshot (a new isolate starts this way). */
export function resetIsolateSnapshot() {
  state.loaded = null;
  state.loading = null;
  state.refreshing = null;
}

function currentSource(env: Env): string {
  return upstreamFor(env).source;
}

async function loadVersion(env: Env, meta: SnapshotMeta, now: number): Promise<LoadedSnapshot> {
  // The structural guard in JobStore.load rejects another format (an older
  // release's index) or columns that do not line up; zod is not used here:
  // a zod pass over ten thousand records costs about a second of CPU.
  const index = JobStore.load(await env.JOBS_KV.get(`jobs:index:${meta.version}`, "json"));
  if (!index) throw new Error(`snapshot index ${meta.version} is missing or malformed`);
  return { meta, index, details: new Map(), checkedAt: now };
}

function refreshOnce(env: Env, now: number, force = false): Promise<RefreshStatus> {
  if (!state.refreshing) {
    state.refreshing = (async () => {
      try {
        return await refreshSnapshot(env, { now, force });
      } finally {
        state.refreshing = null;
      }
    })();
  }
  return state.refreshing;
}

async function loadFresh(env: Env, ctx: ExecutionContext, now: number): Promise<LoadedSnapshot> {
  let meta = await readMeta(env);
  const source = currentSource(env);
  if (!meta || meta.source !== source) {
    // No snapshot for this source yet: build one now (the visitor waits once),
    // unless a refresh just failed, so a down upstream is not hammered.
    const last = await readStatus(env);
    if (last && !last.ok && last.source === source && now - last.at < 30_000) {
      throw new SnapshotUnavailableError(last.error);
    }
    const status = await refreshOnce(env, now);
    meta = await readMeta(env);
    if (!meta || meta.source !== source) throw new SnapshotUnavailableError(status.error);
  }
  let loaded: LoadedSnapshot;
  if (state.loaded?.meta.version === meta.version) {
    loaded = { ...state.loaded, meta, checkedAt: now };
  } else {
    try {
      loaded = await loadVersion(env, meta, now);
    } catch (err) {
      // A stored index that is missing or malformed (or written by an older
      // release) is rebuilt rather than served or crashed on.
      console.error("jobs snapshot unreadable, rebuilding", err);
      await refreshOnce(env, now, true);
      const rebuilt = await readMeta(env);
      if (!rebuilt || rebuilt.source !== source || rebuilt.version === meta.version) {
        throw new SnapshotUnavailableError(err);
      }
      meta = rebuilt;
      loaded = await loadVersion(env, meta, now);
    }
  }
  state.loaded = loaded;
  // Registered at once, so the runtime keeps the isolate alive for it.
  if (now - meta.fetchedAt > STALE_AFTER_MS && !state.refreshing) ctx.waitUntil(refreshIfDue(env, now));
  return loaded;
}

async function refreshIfDue(env: Env, now: number): Promise<void> {
  const status = await readStatus(env);
  if (status?.retryAfterUntil && status.retryAfterUntil > now) return;
  // A short KV lock keeps many isolates from refreshing at once.
  if (await env.JOBS_KV.get(LOCK_KEY)) return;
  await env.JOBS_KV.put(LOCK_KEY, String(now), { expirationTtl: 60 });
  await refreshOnce(env, now);
}

/**
 * The snapshot for this request: from isolate memory when recently checked,
 * else from KV; built on demand when none exists. Throws
 * SnapshotUnavailableError when an upstream is configured, no snapshot is
 * stored and the upstream cannot be reached.
 */
export async function getSnapshot(env: Env, ctx: ExecutionContext, now = Date.now()): Promise<LoadedSnapshot> {
  const loaded = state.loaded;
  if (loaded && now - loaded.checkedAt < RECHECK_MS && loaded.meta.source === currentSource(env)) return loaded;
  if (!state.loading) {
    state.loading = loadFresh(env, ctx, now).finally(() => {
      state.loading = null;
    });
  }
  return state.loading;
}

/** The sanitised description of one job, loading its chunk once per isolate. */
export async function getDescription(env: Env, snapshot: LoadedSnapshot, id: number): Promise<string> {
  const n = id % DETAIL_CHUNKS;
  let chunk = snapshot.details.get(n);
  if (!chunk) {
    chunk = env.JOBS_KV.get(`jobs:details:${snapshot.meta.version}:${n}`, "json").then((value) => {
      const parsed = detailsSchema.safeParse(value);
      return parsed.success ? parsed.data : {};
    });
    snapshot.details.set(n, chunk);
  }
  return (await chunk)[String(id)] ?? "";
}

export function snapshotAgeSeconds(snapshot: LoadedSnapshot, now = Date.now()): number {
  return Math.max(0, Math.round((now - snapshot.meta.fetchedAt) / 1000));
}

export function isStale(snapshot: LoadedSnapshot, now = Date.now()): boolean {
  return now - snapshot.meta.fetchedAt > STALE_AFTER_MS;
}
