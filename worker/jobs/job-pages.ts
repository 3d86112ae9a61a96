import { JobStore } from "./codec/job-store";
import { selectPositions } from "./codec/select";
import { DETAIL_CHUNKS } from "./keys";
import { relatedForAll } from "./similar";
import type { Job } from "./types";

/*
 * Job-page values (decision 036): what a job page needs, per group of jobs,
 * so a new isolate of a large snapshot answers /jobdetails/:id without
 * reading every shard. Value n of a version holds the jobs whose id % N is
 * n (N = jobs:meta's `pages`): each one's own record and its related jobs
 * (similar.ts, worked out by the refresh over the whole index, in the
 * index's order, so they are exactly what similarJobs gives), with what a
 * card shows of each related job not in the group. One KV read, no map
 * from job to value.
 *
 *   { format, n, values,
 *     own: <stored index: the group's jobs, whole>,
 *     cards: <stored index: their related jobs not in the group, card fields only>,
 *     related: [[id, related id, related id, …], …] }
 *
 * Derived data, like the front: written with the version by the refresh
 * that writes the index (when the index takes more than one value), deleted
 * with it; a value that is missing or does not read sends the page to the
 * whole index, as before. Reads and writes no KV itself (reader.ts reads,
 * the refresh writes: store/versions.ts writeJobPages).
 */

export const JOB_PAGES_FORMAT = 1;
/** Jobs whose own records one value holds: with their related jobs, about 11 times as many records. */
export const JOBS_PER_PAGE_VALUE = 400;
/** Related jobs kept per job: the job page's expanded list. */
export const RELATED_KEPT = 10;

/** How many values a snapshot of `count` jobs takes. */
export function jobPageValues(count: number, perValue = JOBS_PER_PAGE_VALUE): number {
  return Math.max(1, Math.ceil(count / perValue));
}

/** The value holding job `id`, of `values`. */
export function jobPageOf(id: number, values: number): number {
  return ((id % values) + values) % values;
}

interface StoredJobPage {
  format: typeof JOB_PAGES_FORMAT;
  /** This value's number, and how many the version has: a job's value is id % values. */
  n: number;
  values: number;
  /** The group's jobs (codec/format.ts), with their description chunks. */
  own: unknown;
  /** Their related jobs outside the group, card fields only (codec/select.ts). */
  cards: unknown;
  /** Per job of the group: its id, then its related jobs' ids, best first. */
  related: number[][];
}

/**
 * Every value of a store (the whole index, in its own order), one at a
 * time: [n, its JSON]. Related jobs are worked out once for every job first
 * (similar.ts relatedForAll: RELATED_KEPT per job, 4 bytes each), then each value is encoded and
 * handed out alone, so only one value's text is held at a time.
 */
export function* encodeJobPages(store: JobStore, values: number): Generator<[number, string]> {
  const size = store.size;
  const related = relatedForAll(store, RELATED_KEPT);
  const groups: number[][] = Array.from({ length: values }, () => []);
  for (let p = 0; p < size; p++) groups[jobPageOf(store.idAt(p), values)].push(p);
  for (let n = 0; n < values; n++) yield [n, encodeGroup(store, groups[n], related, n, values)];
}

/** One value: the group's jobs whole, their related jobs outside it as cards, and each group job's related ids. */
function encodeGroup(store: JobStore, own: number[], related: Int32Array, n: number, values: number): string {
  const held = new Set(own);
  const cards: number[] = [];
  const lists: number[][] = [];
  for (const p of own) {
    const list = [store.idAt(p)];
    for (let k = 0; k < RELATED_KEPT; k++) {
      const r = related[p * RELATED_KEPT + k];
      if (r === -1) break;
      list.push(store.idAt(r));
      if (!held.has(r)) {
        held.add(r);
        cards.push(r);
      }
    }
    lists.push(list);
  }
  const value: StoredJobPage = {
    format: JOB_PAGES_FORMAT,
    n,
    values,
    own: selectPositions(
      store,
      own,
      own.map((p) => store.chunkAt(p, DETAIL_CHUNKS)),
    ),
    cards: selectPositions(store, cards, null, true),
    related: lists,
  };
  return JSON.stringify(value);
}

/** A job as its page needs it, from a job-page value. */
export interface JobPage {
  job: Job;
  /** The description chunk that holds its description. */
  chunk: number;
  /**
   * Its related jobs, best first (RELATED_KEPT, or fewer when the index has
   * fewer other jobs). One outside the group carries what its card shows:
   * its summary, free location, apply link, code and skills are empty.
   */
  related: Job[];
}

/**
 * Job `id` from its value's text: its page, "absent" when the value reads
 * and the job is not in it (so not in the snapshot: every job of its group
 * is), or null when the value does not read (not JSON, another format or
 * value, a stored index the guard refuses, a related job missing).
 */
export function decodeJobPage(text: string, values: number, id: number): JobPage | "absent" | null {
  let value: StoredJobPage;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value?.format !== JOB_PAGES_FORMAT || value.values !== values || value.n !== jobPageOf(id, values)) return null;
  if (!Array.isArray(value.related)) return null;
  const own = JobStore.load(value.own);
  const cards = JobStore.load(value.cards);
  if (!own || !cards || own.isPart || cards.isPart) return null;
  const list = value.related.find((l) => Array.isArray(l) && l[0] === id);
  if (!list) return "absent";
  const position = own.positionOf(id);
  if (position === -1) return null;
  const related: Job[] = [];
  for (const r of list.slice(1)) {
    const at = own.positionOf(r);
    const card = at === -1 ? cards.positionOf(r) : -1;
    if (at === -1 && card === -1) return null;
    related.push(at !== -1 ? own.jobAt(at) : cards.jobAt(card));
  }
  return { job: own.jobAt(position), chunk: own.chunkAt(position, DETAIL_CHUNKS), related };
}
