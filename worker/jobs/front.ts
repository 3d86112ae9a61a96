import { z } from "zod";
import { todayInIndia } from "#shared/lib/dates";
import { FILTER_KEYS, type FilterKey } from "#shared/schemas/job-filters";
import { encodeIndex } from "./codec/encode";
import { JobStore } from "./codec/job-store";
import { frontKey } from "./keys";
import { type Facets, postedFacet } from "./search/facets";
import { PAGE_SIZE, searchJobs } from "./search/search";
import { getSnapshot, type LoadedSnapshot, type Waiter } from "./snapshot";
import type { SnapshotMeta } from "./store/values";
import type { Job } from "./types";

/*
 * The front of a large snapshot (decision 031). A snapshot stored in more
 * than one KV value (over 10,000 jobs) costs a new isolate every shard read
 * and parsed before it can answer: about 270 ms of CPU at 100,000 jobs. The
 * pages most visitors land on need far less: the home page shows the newest
 * jobs, and the job list's first page (no words, no filters) the newest 20,
 * how many there are and the facet counts of the whole list. That is the
 * front: one small value per version, `jobs:front:<version>`.
 *
 * A new isolate answers those requests from the front and loads the whole
 * index after the response, so its next request finds it ready (the
 * request's reader, reader.ts, decides that and starts the load). Any other
 * request waits for the whole index, as before. The front is derived from
 * the index, never the source of truth: the first isolate that loads a
 * version's whole index writes it when it is missing or unreadable, with an
 * expiry so a front outliving its version (deleted meanwhile) goes too.
 */

/** Jobs kept in the front: a first page, or the home page's newest with one left out. */
export const FRONT_JOBS = PAGE_SIZE + 1;

/** A front written for a version deleted meanwhile expires on its own; a live one is written again. */
const FRONT_TTL_SECONDS = 24 * 60 * 60;

const FORMAT = 1;

type StoredFacet = Exclude<FilterKey, "posted">;
/** The facets a front keeps: the registry's filters (shared/schemas/job-filters.ts) but "posted". */
const STORED_FACETS = FILTER_KEYS.filter((key): key is StoredFacet => key !== "posted");

const option = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });
const frontSchema = z.object({
  format: z.literal(FORMAT),
  version: z.string(),
  /** The deployment that wrote it (CF_VERSION_METADATA): its facet options are that code's. */
  build: z.string(),
  count: z.number().int().nonnegative(),
  /** The newest FRONT_JOBS jobs, in the index's own stored format (JobStore's guard checks it). */
  index: z.unknown(),
  /** Facet counts of the whole list, every filter's but "posted within": it moves with the day. */
  facets: z.object(
    Object.fromEntries(STORED_FACETS.map((key) => [key, z.array(option)])) as Record<
      StoredFacet,
      z.ZodArray<typeof option>
    >,
  ),
  /** [YYYYMMDD, jobs posted that day] for every posted day (0: none), for the posted facet on any day. */
  postedDays: z.array(z.tuple([z.number().int(), z.number().int().nonnegative()])),
});

export interface Front {
  meta: SnapshotMeta;
  /** The newest jobs, newest first. */
  jobs: JobStore;
  /** Facet counts of the whole list on `today` (India). */
  facets(today: string): Facets;
}

/** A version's front, as stored: built from its whole index. */
export function encodeFront(snapshot: LoadedSnapshot, today: string, build: string): string {
  const { index } = snapshot;
  const jobs: Job[] = [];
  for (let position = 0; position < Math.min(index.size, FRONT_JOBS); position++) jobs.push(index.jobAt(position));
  const { facets } = searchJobs(index, { today }, true);
  if (!facets) throw new Error("searchJobs gave no facets");
  const { posted: _moves, ...fixed } = facets;
  const perDay = new Map<number, number>();
  for (const day of index.postedDays()) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  return JSON.stringify({
    format: FORMAT,
    version: snapshot.meta.version,
    build,
    count: index.size,
    index: encodeIndex(jobs),
    facets: fixed,
    postedDays: [...perDay],
  });
}

/** The stored front of `meta`'s version; null when it is not that version's or this build's, or does not read. */
export function decodeFront(text: string, meta: SnapshotMeta, build: string): Front | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = frontSchema.safeParse(value);
  if (!parsed.success) return null;
  const front = parsed.data;
  if (front.version !== meta.version || front.count !== meta.count || front.build !== build) return null;
  const jobs = JobStore.load(front.index);
  if (!jobs || jobs.isPart || jobs.size !== Math.min(front.count, FRONT_JOBS)) return null;
  return {
    meta,
    jobs,
    facets: (today) => ({ ...front.facets, posted: postedFacet(front.postedDays, today) }),
  };
}

// The front this isolate decoded (one per version and build), and the front writes it has under way.
let kept: { version: string; build: string; front: Front } | null = null;
const writing = new Set<string>();

/** Forgets the decoded front (tests start a new isolate with this and resetIsolateSnapshot). */
export function resetIsolateFront() {
  kept = null;
}

/** The deployment a front was made by: facet options and labels are the code's, so another build's front is rewritten. */
export function buildOf(env: Env): string {
  return env.CF_VERSION_METADATA?.id ?? "";
}

/**
 * The stored front of `meta`'s version for this build, decoded once per
 * isolate; null when it is missing, unreadable, another version's or
 * another build's (the caller then reads the whole index and writes it).
 */
export async function readFront(env: Env, meta: SnapshotMeta, build: string): Promise<Front | null> {
  if (kept && kept.version === meta.version && kept.build === build) return kept.front;
  let text: string | null = null;
  try {
    text = await env.JOBS_KV.get(frontKey(meta.version));
  } catch (err) {
    console.error("jobs: could not read the front value; reading the whole index", err);
  }
  const front = text === null ? null : decodeFront(text, meta, build);
  if (front) kept = { version: meta.version, build, front };
  else if (text !== null)
    console.log("jobs: the front of", meta.version, "is another build's or does not read; rewriting");
  return front;
}

/**
 * After the caller's load of the whole index, writes its front: once per
 * version at a time in this isolate. `after` runs the work once the
 * response is made (the request reader's afterResponse, decision 035):
 * encoding the front counts facets over the whole index, so chained on the
 * load itself it would run before the caller's answer.
 */
export function writeFrontOnceLoaded(
  env: Env,
  ctx: Waiter,
  version: string,
  build: string,
  now: number,
  after: (work: () => Promise<unknown>) => void,
) {
  if (writing.has(version)) return;
  writing.add(version);
  after(() => writeFront(env, ctx, version, build, now));
}

function writeFront(env: Env, ctx: Waiter, version: string, build: string, now: number): Promise<void> {
  return getSnapshot(env, ctx, now)
    .then(
      async (snapshot) => {
        if (snapshot.meta.version !== version) return;
        const text = encodeFront(snapshot, todayInIndia(new Date(now)), build);
        await env.JOBS_KV.put(frontKey(version), text, { expirationTtl: FRONT_TTL_SECONDS });
      },
      // The caller awaits this same load and answers its failure.
      () => {},
    )
    .catch((err) => {
      // Requests are answered from the whole index meanwhile; the next new isolate tries again.
      console.error("jobs: could not write the front value of", version, err);
    })
    .finally(() => writing.delete(version));
}
