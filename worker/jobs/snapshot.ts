import { z } from "zod";
import { sha256Hex } from "#worker/http/hash";
import { todayInIndia } from "../../shared/lib/dates";
import { encodeShards, JobStore, MAX_VALUE_BYTES } from "./job-index";
import { ACCEPT_SHRINK_KEY } from "./keys";
import { normalizeJob } from "./normalize";
import { postedDay } from "./posted-day";
import type { Job } from "./types";
import { EMBEDDED_SOURCE, type JobsUpstream, UpstreamError, upstreamFor, upstreamSource } from "./upstream";

/*
 * KV layout (binding JOBS_KV):
 *   jobs:meta                 which version is live, its source and age
 *   jobs:index:{version}      every job without its description (list, search): the index's
 *                             first shard (the newest jobs), which names how many there are
 *   jobs:index:{version}:{k}  the index's other shards (k = 1, 2, …): none larger than 5 MiB
 *   jobs:details:{v}:{n}      descriptions, in DETAIL_CHUNKS chunks by id (or, from a workflow
 *                             run, one chunk per batch of pages: the index names each job's)
 *   jobs:status               the last refresh's outcome, success or not
 *   jobs:retired              versions switched out, each with a delete-after time
 *   jobs:damaged              a stored value a request could not read (cleared by the next refresh)
 *   jobs:accept-shrink        set by `npm run jobs -- --accept-shrink`: the next refresh may shrink
 *   jobs:refresh-lock         held by the one refresh running (cron or background), released at its end
 * A refresh writes a new version's keys first and switches jobs:meta last,
 * so a refresh that fails part-way leaves the previous snapshot serving.
 * Every value is read as text and parsed here: a value that is not what we
 * wrote is treated as missing, logged once per isolate, and rewritten by the
 * next refresh. See decisions 005 and 010.
 */
const META_KEY = "jobs:meta";
const STATUS_KEY = "jobs:status";
const LOCK_KEY = "jobs:refresh-lock";
const RETIRED_KEY = "jobs:retired";
const DAMAGED_KEY = "jobs:damaged";

export { ACCEPT_SHRINK_KEY };

export const DETAIL_CHUNKS = 16;

export const MAX_PAGES = 600;
const PAGE_CONCURRENCY = 4;
/** A snapshot older than this is served but refreshed in the background. */
export const STALE_AFTER_MS = 15 * 60_000;
/** How often a warm isolate re-reads jobs:meta. */
const RECHECK_MS = 30_000;
/** A switched-out version stays readable this long: KV reads are cached for up to a minute elsewhere. */
export const KEEP_RETIRED_MS = 10 * 60_000;
/** A held-back shrink is confirmed only by a sighting at least this much later (not a burst of retries). */
export const CONFIRM_SHRINK_AFTER_MS = 5 * 60_000;
/** After a failed refresh, requests do not start another for this long. */
const FAILED_BACKOFF_MS = 30_000;
/** Default share of the live count a refresh may lose before it is held back (JOBS_SHRINK_GUARD). */
export const DEFAULT_SHRINK_GUARD = 0.5;
/** The guard compares with the largest live count seen this long back, so shrinks cannot add up unseen. */
export const SHRINK_WINDOW_MS = 24 * 60 * 60_000;
/**
 * How long a refresh's lock holds: a cron run may walk for minutes; a
 * background one is cut off about 30 s after its response, so its lock must
 * not keep the next cron run out for long (a refresh that dies holding the
 * lock only blocks others this long).
 */
const CRON_LOCK_MS = 10 * 60_000;
export const BACKGROUND_LOCK_MS = 60_000;
/**
 * Description text a refresh may hold (UTF-16 units, about bytes for the
 * mostly ASCII descriptions): bounds its memory in a 128 MB isolate. Past
 * it the refresh fails as "too_large" and the live snapshot keeps serving.
 */
export const MAX_DESCRIPTION_TOTAL = 32 * 1024 * 1024;
/** Bytes one stored description chunk may have (every stored value stays under 5 MiB; KV allows 25). */
export const MAX_CHUNK_BYTES = MAX_VALUE_BYTES;

const metaSchema = z.object({
  version: z.string().min(1),
  source: z.string(),
  fetchedAt: z.number(),
  count: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  hash: z.string(),
  /** How many values the index is stored in (absent before issue 23's front value: read as 1). */
  shards: z.number().int().positive().optional(),
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

const retiredSchema = z.array(z.object({ version: z.string().min(1), deleteAfter: z.number() }));
type Retired = z.infer<typeof retiredSchema>;

const damagedSchema = z.object({ at: z.number(), version: z.string().optional(), keys: z.array(z.string()) });

const detailsSchema = z.record(z.string(), z.string());

/** No snapshot can be served: none is stored or readable (KV may be failing) and the refresh has not made one. */
export class SnapshotUnavailableError extends Error {
  constructor(readonly cause?: unknown) {
    super("No jobs snapshot is available");
    this.name = "SnapshotUnavailableError";
  }
}

/** KV itself failed (not a bad value): nothing can be read until it recovers. */
class StorageError extends SnapshotUnavailableError {}

/** The upstream's descriptions would not fit the refresh's memory or KV's value limit. */
export class TooLargeError extends Error {}

// Keys already reported unreadable by this isolate: each is logged once, not on every request.
const reported = new Set<string>();
// Damaged keys this isolate has already recorded in jobs:damaged.
const damageRecorded = new Set<string>();
// Versions whose index did not load: a version's keys never change (a repair
// writes a new version), so it is not read and parsed again on every request.
const unreadableVersions = new Set<string>();

function reportUnreadable(key: string, why: string): boolean {
  if (reported.has(key)) return false;
  reported.add(key);
  console.error(`jobs: stored value ${key} is unreadable (${why}); treated as missing until a refresh rewrites it`);
  return true;
}

/** The JSON value stored under `key`: missing is null, anything unparsable is reported and unreadable. */
async function readStoredJson(env: Env, key: string): Promise<{ value: unknown; unreadable: boolean }> {
  const text = await kvGet(env, key);
  if (text === null) return { value: null, unreadable: false };
  try {
    return { value: JSON.parse(text), unreadable: false };
  } catch {
    reportUnreadable(key, "not JSON");
    return { value: null, unreadable: true };
  }
}

/** A KV read; a failing KV is a StorageError (an honest 503), never a 500. */
async function kvGet(env: Env, key: string): Promise<string | null> {
  // Outside the try: a binding that cannot even be reached is a deployment fault (a logged 500), not an outage.
  const kv = env.JOBS_KV;
  try {
    return await kv.get(key);
  } catch (err) {
    console.error(`jobs: KV read of ${key} failed`, err);
    throw new StorageError(err);
  }
}

interface Read<T> {
  value: T | null;
  /** Something is stored but it is not a value this code wrote. */
  unreadable: boolean;
}

async function readChecked<T>(env: Env, key: string, schema: z.ZodType<T>): Promise<Read<T>> {
  const stored = await readStoredJson(env, key);
  if (stored.value === null) return { value: null, unreadable: stored.unreadable };
  const parsed = schema.safeParse(stored.value);
  if (parsed.success) return { value: parsed.data, unreadable: false };
  reportUnreadable(key, "not the expected shape");
  return { value: null, unreadable: true };
}

const readMetaChecked = (env: Env) => readChecked(env, META_KEY, metaSchema);
const readStatusChecked = (env: Env) => readChecked(env, STATUS_KEY, statusSchema);
const readDamagedChecked = (env: Env) => readChecked(env, DAMAGED_KEY, damagedSchema);

/** Records that a request found a stored value unreadable, so health says so until a refresh repairs it. */
async function recordDamage(env: Env, version: string, key: string) {
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

export const sha256 = sha256Hex;

const encoder = new TextEncoder();

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

export interface RefreshOptions {
  now?: number;
  upstream?: JobsUpstream;
  /** Write a new version even when the upstream is unchanged (the stored one is unreadable). */
  force?: boolean;
  /** How long the refresh lock holds (default CRON_LOCK_MS). */
  lockMs?: number;
}

interface Collected {
  jobs: Job[];
  details: Record<string, string>[];
  pages: number;
  dropped: number;
  duplicates: number;
  partial?: { promised: number; fetched: number };
  companyJobsKind?: string;
}

export type Normalized = { job: Job; descriptionHtml: string };

/** Description text held so far by one refresh; past MAX_DESCRIPTION_TOTAL the refresh stops. */
export interface Budget {
  used: number;
}

/** Normalises one page's records at once, so its raw body can be dropped. */
export function normalizePage(records: unknown[], budget: Budget): { items: Normalized[]; dropped: number } {
  const items: Normalized[] = [];
  let dropped = 0;
  for (const record of records) {
    const normalized = normalizeJob(record);
    if (!normalized) {
      dropped++;
      continue;
    }
    budget.used += normalized.detail.descriptionHtml.length;
    if (budget.used > MAX_DESCRIPTION_TOTAL) {
      throw new TooLargeError(`the descriptions pass the ${MAX_DESCRIPTION_TOTAL}-character budget`);
    }
    items.push({ job: normalized.job, descriptionHtml: normalized.detail.descriptionHtml });
  }
  return { items, dropped };
}

export function isPastTheEnd(err: unknown): boolean {
  return err instanceof UpstreamError && err.kind === "http" && err.status === 404;
}

/**
 * Walks every page (bounded concurrency), normalising each as it arrives;
 * only normalised jobs are kept, never the pages' bodies. A page past the
 * end answering 404 ends the walk there: what came before is kept and the
 * shortfall recorded.
 */
async function collect(upstream: JobsUpstream): Promise<Collected> {
  const budget: Budget = { used: 0 };
  const first = await upstream.jobsPage(1);
  const promised = Math.min(Math.max(first.numPages, 1), MAX_PAGES);
  const perPage = new Array<{ items: Normalized[]; dropped: number } | undefined>(promised);
  perPage[0] = normalizePage(first.results, budget);
  let end = promised;
  let next = 2;
  const worker = async () => {
    while (next <= end) {
      const p = next++;
      try {
        perPage[p - 1] = normalizePage((await upstream.jobsPage(p)).results, budget);
      } catch (err) {
        if (!isPastTheEnd(err)) throw err;
        end = Math.min(end, p - 1);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, promised - 1) }, worker));
  // Pages past the end that answered before the 404 arrived are not kept.
  const kept = perPage.slice(0, end);
  let dropped = kept.reduce((sum, page) => sum + (page?.dropped ?? 0), 0);

  let companyJobsKind: string | undefined;
  let company: Normalized[] = [];
  try {
    const page = normalizePage(await upstream.companyJobs(), budget);
    company = page.items;
    dropped += page.dropped;
  } catch (err) {
    if (err instanceof TooLargeError) throw err;
    // The main list still carries the company's jobs (matched by name).
    companyJobsKind = err instanceof UpstreamError ? err.kind : "internal";
  }

  const jobs: Job[] = [];
  const details: Record<string, string>[] = Array.from({ length: DETAIL_CHUNKS }, () => ({}));
  const seen = new Set<number>();
  let duplicates = 0;
  for (const items of [...kept.map((page) => page?.items), company]) {
    for (const { job, descriptionHtml } of items ?? []) {
      if (seen.has(job.id)) {
        duplicates++;
        continue;
      }
      seen.add(job.id);
      jobs.push(job);
      details[job.id % DETAIL_CHUNKS][job.id] = descriptionHtml;
    }
  }
  return {
    jobs,
    details,
    pages: end,
    dropped,
    duplicates,
    partial: end < promised ? { promised, fetched: end } : undefined,
    companyJobsKind,
  };
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
    const meta = (await readMetaChecked(env)).value;
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

/** The KV key of shard `k` of a version's index (shard 0 keeps the key a single index always had). */
export function indexShardKey(version: string, k: number): string {
  return k === 0 ? `jobs:index:${version}` : `jobs:index:${version}:${k}`;
}

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

/** Whether the stored keys of `version` hold exactly these texts (read one at a time). */
async function storedVersionMatches(env: Env, version: string, indexJson: string[], detailJson: string[]) {
  for (let k = 0; k < indexJson.length; k++) {
    if ((await kvGet(env, indexShardKey(version, k))) !== indexJson[k]) return false;
  }
  for (let n = 0; n < detailJson.length; n++) {
    if ((await kvGet(env, `jobs:details:${version}:${n}`)) !== detailJson[n]) return false;
  }
  return true;
}

/**
 * The snapshot's hash, a digest of each part's digest: no joined copy of
 * every description is built. Serialisation is deterministic (the same
 * upstream gives the same texts), so an unchanged upstream hashes the same.
 * Also checks each chunk against KV's value limit while it has its bytes.
 */
async function snapshotHash(source: string, indexJson: string[], detailJson: string[]): Promise<string> {
  const parts: string[] = [];
  for (const shard of indexJson) parts.push(await sha256(encoder.encode(shard)));
  for (const chunk of detailJson) {
    const bytes = encoder.encode(chunk);
    if (bytes.length > MAX_CHUNK_BYTES) {
      throw new TooLargeError(`a description chunk has ${bytes.length} bytes, more than ${MAX_CHUNK_BYTES}`);
    }
    parts.push(await sha256(bytes));
  }
  return sha256(encoder.encode(`${source}\n${parts.join("\n")}`));
}

/** Adds a live count to the 24-hour record: older counts no larger than it can never be the largest again. */
function recordCount(counts: CountSeen[], seen: CountSeen, now: number): CountSeen[] {
  const recent = counts.filter((c) => now - c.at < SHRINK_WINDOW_MS && c.count > seen.count);
  recent.push(seen);
  return recent.slice(-400);
}

/** A short KV lock, so a cron run and a visitor's background refresh do not both write a version. */
const lockSchema = z.object({ token: z.string(), until: z.number() });

/**
 * Takes the lock unless another refresh holds it (its time, by the real
 * clock, not yet up); an unreadable lock is free. A holder asking again with
 * its own token (a workflow step retried) gets it back.
 */
export async function takeLock(env: Env, holdMs: number, own?: string): Promise<string | null> {
  const current = await kvGet(env, LOCK_KEY);
  if (current !== null) {
    let held: unknown = null;
    try {
      held = JSON.parse(current);
    } catch {
      // not ours: free
    }
    const parsed = lockSchema.safeParse(held);
    if (parsed.success && parsed.data.until > Date.now() && parsed.data.token !== own) return null;
  }
  const token = own ?? crypto.randomUUID();
  await env.JOBS_KV.put(LOCK_KEY, JSON.stringify({ token, until: Date.now() + holdMs }), {
    // KV's shortest TTL is 60 s; the value's own time is what counts.
    expirationTtl: Math.max(60, Math.ceil(holdMs / 1000)),
  });
  return token;
}

export async function releaseLock(env: Env, token: string) {
  try {
    // Only our own: a lock that expired and was taken by another refresh is left to it.
    const current = await env.JOBS_KV.get(LOCK_KEY);
    if (current?.includes(token)) await env.JOBS_KV.delete(LOCK_KEY);
  } catch (err) {
    console.error("jobs: could not release the refresh lock (it expires by itself)", err);
  }
}

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
    return await refreshLocked(env, options, now, upstream);
  } finally {
    await releaseLock(env, token);
  }
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
  /** The version name it is written under (a workflow run chose it before writing its descriptions). */
  version: string;
  /** Writes the version's keys (what was not written already). */
  write(version: string): Promise<void>;
  /** Whether the stored keys of `version` hold exactly what was fetched. */
  matches(version: string): Promise<boolean>;
  /** Deletes what was written ahead (the result is not switched in). */
  discard(): Promise<void>;
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
  let built: BuiltSnapshot | undefined;
  try {
    // Read first: a failed refresh carries the 24-hour counts over.
    const [metaRead, last, damaged, accept] = await Promise.all([
      readMetaChecked(env),
      readStatusChecked(env),
      readDamagedChecked(env),
      kvGet(env, ACCEPT_SHRINK_KEY),
    ]);
    const previous = metaRead.value;
    const live = previous && previous.source === source ? previous : null;
    let seen = last.value?.source === source ? (last.value.counts ?? []) : [];
    // The live count is seen now; with no readable meta, the last status's counts stand in (the guard still holds).
    if (live) seen = recordCount(seen, { at: now, count: live.count }, now);
    else seen = seen.filter((c) => now - c.at < SHRINK_WINDOW_MS);
    counts = seen;

    built = await build();
    const { hash } = built;
    const index = { count: built.count };

    const base = {
      at: now,
      ok: true,
      source,
      pages: built.pages,
      jobs: index.count,
      dropped: built.dropped,
      duplicates: built.duplicates,
      companyJobsKind: built.companyJobsKind,
      partial: built.partial,
    };

    // The largest live count of the last 24 h: successive drops each under the share still add up.
    const baseline = Math.max(0, ...seen.map((c) => c.count));
    const shrinks = (live === null || live.hash !== hash) && shrinksPastGuard(baseline, index.count, shrinkGuard(env));
    const lastHeld = last.value?.ok && last.value.held?.hash === hash ? last.value.held : undefined;
    const confirmed = lastHeld !== undefined && now - lastHeld.since >= CONFIRM_SHRINK_AFTER_MS;
    if (shrinks && accept === null && !confirmed) {
      // Not switched in: the live snapshot keeps serving (and ages), health says why.
      await built.discard();
      const liveCount = live?.count ?? baseline;
      const held = lastHeld ?? {
        hash,
        count: index.count,
        liveCount,
        since: now,
        baseline: baseline > liveCount ? baseline : undefined,
      };
      status = { ...base, held, counts: seen, durationMs: Date.now() - started };
      console.error("jobs refresh held back: the result shrank past the guard", {
        live: live?.count ?? null,
        baseline,
        fetched: index.count,
      });
    } else {
      const damagedLive = damaged.value !== null && damaged.value.version === previous?.version;
      let rewrite = !previous || previous.hash !== hash || force || damagedLive;
      let repaired = (metaRead.unreadable ? 1 : 0) + (last.unreadable ? 1 : 0) + (damaged.value?.keys.length ?? 0);
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
          count: index.count,
          dropped: built.dropped,
          hash,
          shards: built.shards,
        };
        await env.JOBS_KV.put(META_KEY, JSON.stringify(meta));
        // Kept, not deleted: other locations may read the old meta for up to a minute.
        if (previous && previous.version !== version) await retire(env, previous.version, now);
      }
      if (damaged.value || damaged.unreadable) await env.JOBS_KV.delete(DAMAGED_KEY);
      if (accept !== null) await env.JOBS_KV.delete(ACCEPT_SHRINK_KEY);
      // A shrink confirmed or accepted is the new normal: the guard measures from it on.
      const switched = { at: now, count: index.count };
      status = {
        ...base,
        acceptedShrink: shrinks && accept !== null ? true : undefined,
        repaired: repaired || undefined,
        counts: shrinks ? [switched] : recordCount(seen, switched, now),
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

async function refreshLocked(
  env: Env,
  options: RefreshOptions,
  now: number,
  upstream: JobsUpstream,
): Promise<RefreshStatus> {
  return runRefresh(env, upstream.source, now, options.force === true, async () => {
    const got = await collect(upstream);
    await stampFirstSeen(env, got.jobs, upstream.source, now);
    // The stored index (job-index.ts): columns, newest first, in shards of at most 5 MiB,
    // checked by a structural guard on load.
    const indexJson = encodeShards(got.jobs);
    // Each chunk serialised in turn and its object dropped, so two copies of every description never coexist.
    const detailJson = got.details.map((chunk, n) => {
      const json = JSON.stringify(chunk);
      got.details[n] = {};
      return json;
    });
    const hash = await snapshotHash(upstream.source, indexJson, detailJson);
    return {
      count: got.jobs.length,
      pages: got.pages,
      dropped: got.dropped,
      duplicates: got.duplicates,
      partial: got.partial,
      companyJobsKind: got.companyJobsKind,
      hash,
      shards: indexJson.length,
      version: `${now.toString(36)}-${hash.slice(0, 8)}`,
      write: async (version) => {
        await Promise.all([
          ...indexJson.map((shard, k) => env.JOBS_KV.put(indexShardKey(version, k), shard)),
          ...detailJson.map((chunk, n) => env.JOBS_KV.put(`jobs:details:${version}:${n}`, chunk)),
        ]);
      },
      matches: (version) => storedVersionMatches(env, version, indexJson, detailJson),
      discard: async () => {},
    };
  });
}

async function readRetired(env: Env): Promise<Retired> {
  return (await readChecked(env, RETIRED_KEY, retiredSchema)).value ?? [];
}

async function retire(env: Env, version: string, now: number) {
  const retired = (await readRetired(env)).filter((r) => r.version !== version);
  retired.push({ version, deleteAfter: now + KEEP_RETIRED_MS });
  await env.JOBS_KV.put(RETIRED_KEY, JSON.stringify(retired));
}

/** Deletes the retired versions whose time is up (never the live one). */
async function deleteDueVersions(env: Env, now: number) {
  const retired = await readRetired(env);
  if (retired.length === 0) return;
  const live = (await readMetaChecked(env)).value?.version;
  const due = retired.filter((r) => r.deleteAfter <= now && r.version !== live);
  if (due.length === 0) return;
  await Promise.all(due.map((r) => deleteVersion(env, r.version)));
  const kept = retired.filter((r) => !due.includes(r));
  await env.JOBS_KV.put(RETIRED_KEY, JSON.stringify(kept));
}

/** Every key of a version: its index shards, description chunks (how many depends on the version) and front. */
async function deleteVersion(env: Env, version: string) {
  const keys = [`jobs:index:${version}`, frontKey(version)];
  for (const prefix of [`jobs:index:${version}:`, `jobs:details:${version}:`]) {
    let cursor: string | undefined;
    do {
      const page = await env.JOBS_KV.list({ prefix, cursor });
      for (const key of page.keys) keys.push(key.name);
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  await Promise.all(keys.map((key) => env.JOBS_KV.delete(key)));
}

/** The live snapshot's meta; null when missing or unreadable. */
export async function readMeta(env: Env): Promise<SnapshotMeta | null> {
  return (await readMetaChecked(env)).value;
}

/** The last refresh's outcome; null when missing or unreadable. */
export async function readStatus(env: Env): Promise<RefreshStatus | null> {
  return (await readStatusChecked(env)).value;
}

/** A snapshot loaded into isolate memory. */
/** All a snapshot read needs of the request: somewhere to keep a background refresh alive. */
export type Waiter = Pick<ExecutionContext, "waitUntil">;

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
  refreshing: Promise<RefreshStatus> | null;
}

// One per isolate: requests share the parsed snapshot between them.
const state: IsolateState = { loaded: null, loading: null, refreshing: null };
// The live meta as liveSnapshotMeta last read it from KV (the page cache's key; worker/http/page-cache.ts).
let probed: { meta: SnapshotMeta; checkedAt: number } | null = null;
/** The version a front (front.ts) last answered from, while this isolate held no index. */
let frontServed: string | undefined;

/** Forgets the in-memory snapshot and what was logged (a new isolate starts this way). */
export function resetIsolateSnapshot() {
  state.loaded = null;
  state.loading = null;
  state.refreshing = null;
  probed = null;
  frontServed = undefined;
  reported.clear();
  damageRecorded.clear();
  unreadableVersions.clear();
}

function currentSource(env: Env): string {
  return upstreamSource(env);
}

/** The version's index, or null when it is missing or unreadable (recorded as damage). */
async function loadVersion(env: Env, meta: SnapshotMeta, now: number): Promise<LoadedSnapshot | null> {
  // The structural guard in JobStore.load rejects another format (an older
  // release's index) or columns that do not line up; zod is not used here:
  // a zod pass over ten thousand records costs about a second of CPU.
  if (unreadableVersions.has(meta.version)) return null;
  const { store: index, badKey } = await readIndex(env, meta.version);
  if (!index) {
    unreadableVersions.add(meta.version);
    await recordDamage(env, meta.version, badKey ?? `jobs:index:${meta.version}`);
    return null;
  }
  return { meta, index, details: new Map(), checkedAt: now };
}

function refreshOnce(env: Env, now: number, force = false): Promise<RefreshStatus> {
  if (!state.refreshing) {
    state.refreshing = (async () => {
      try {
        return await refreshSnapshot(env, { now, force, lockMs: BACKGROUND_LOCK_MS });
      } finally {
        state.refreshing = null;
      }
    })();
  }
  return state.refreshing;
}

/**
 * Starts a refresh after the response (the visitor never waits on the
 * upstream): skipped while the upstream asked us to wait, just after a
 * failure, or while another isolate holds the short KV lock.
 */
function refreshInBackground(env: Env, ctx: Waiter, now: number, force = false) {
  if (state.refreshing) return;
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
  const known = meta && meta.source === currentSource(env) ? meta.count : undefined;
  if ((await refreshMode(env, now, known)) === "workflow") {
    if (await lockHeld(env)) return;
    await startWorkflowRun(env, now, force);
    return;
  }
  // refreshSnapshot takes the KV lock, so many isolates (and the cron) never refresh at once.
  await refreshOnce(env, now, force);
}

/** Upstream pages one invocation walks; past it (with the JOBS_REFRESH binding) the refresh runs as a workflow. */
export const INLINE_MAX_PAGES = 100;

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

async function lockHeld(env: Env): Promise<boolean> {
  try {
    const parsed = lockSchema.safeParse(JSON.parse((await env.JOBS_KV.get(LOCK_KEY)) ?? "null"));
    return parsed.success && parsed.data.until > Date.now();
  } catch {
    return false;
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

async function loadFresh(env: Env, ctx: Waiter, now: number): Promise<LoadedSnapshot> {
  const source = currentSource(env);
  // The embedded dataset is bundled: building it needs no network and takes
  // milliseconds, so a request may build it. A real upstream is only ever
  // walked after the response (decision 010).
  const buildsInRequest = source === EMBEDDED_SOURCE;
  let meta = await readMeta(env);
  if (!meta || meta.source !== source) {
    if (!buildsInRequest) {
      refreshInBackground(env, ctx, now);
      throw new SnapshotUnavailableError("no snapshot stored yet; a refresh was started");
    }
    const status = await refreshOnce(env, now);
    meta = await readMeta(env);
    if (!meta || meta.source !== source) throw new SnapshotUnavailableError(status.kind);
  }
  let loaded: LoadedSnapshot | null;
  if (state.loaded?.meta.version === meta.version) {
    loaded = { ...state.loaded, meta, checkedAt: now };
  } else {
    loaded = await loadVersion(env, meta, now);
    if (!loaded) {
      // A stored index that is missing or malformed (or written by an older
      // release) is rebuilt rather than served or crashed on.
      if (buildsInRequest) {
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
  if (loaded && now - loaded.checkedAt < RECHECK_MS && loaded.meta.source === currentSource(env)) return loaded;
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
    if (!(err instanceof SnapshotUnavailableError) || !warm || warm.meta.source !== currentSource(env)) throw err;
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
  let chunk = snapshot.details.get(n);
  if (!chunk) {
    const key = `jobs:details:${snapshot.meta.version}:${n}`;
    const reading = readStoredJson(env, key).then(async (stored) => {
      const parsed = detailsSchema.safeParse(stored.value);
      if (parsed.success) return parsed.data;
      await recordDamage(env, snapshot.meta.version, key);
      return null;
    });
    chunk = reading;
    snapshot.details.set(n, reading);
    // A failed read (KV, not the value) is not kept: the next request reads again.
    reading.catch(() => {
      if (snapshot.details.get(n) === reading) snapshot.details.delete(n);
    });
  }
  try {
    const details = await chunk;
    return details === null ? null : (details[String(id)] ?? "");
  } catch (err) {
    // readStoredJson logged the KV failure; the job is still shown, with the note instead of its description.
    if (err instanceof StorageError) return null;
    throw err;
  }
}

/** What health needs, each read tolerating any stored value. */
export async function readHealthState(env: Env) {
  const [meta, status, damaged] = await Promise.all([
    readMetaChecked(env),
    readStatusChecked(env),
    readDamagedChecked(env),
  ]);
  return {
    source: currentSource(env),
    meta: meta.value,
    status: status.value,
    unreadable: meta.unreadable || status.unreadable || damaged.unreadable || damaged.value !== null,
  };
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
 * caller sees with servedSnapshotVersion and does not store).
 */
export async function liveSnapshotMeta(env: Env, ctx: Waiter, now = Date.now()): Promise<SnapshotMeta | null> {
  const source = currentSource(env);
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

/** The KV key of a version's front value (front.ts). */
export function frontKey(version: string): string {
  return `jobs:front:${version}`;
}

export function noteFrontServed(version: string) {
  frontServed = version;
}

/**
 * The version this isolate's pages are made from now: its index's, else the
 * front's it last answered from; undefined when it has answered from neither.
 */
export function servedSnapshotVersion(): string | undefined {
  return state.loaded?.meta.version ?? frontServed;
}
