import type { RemoteMode } from "../types";

/*
 * The stored search index (KV `jobs:index:{version}`), format 3: every job
 * without its description, newest first, as columns.
 *
 *   - Every string goes through one table (`strings`) and a column holds its
 *     position in it (-1 for null), so a client, city, skill or date repeated
 *     over thousands of jobs is stored and parsed once.
 *   - Lists (cities, states, primary skills, skills) are one flat column per
 *     list: for each job its length, then its string positions. `skills` is
 *     -1 where it equals the primary skills (normalize.ts falls back to them).
 *   - What normalize.ts derives is derived again, not stored: `city` and
 *     `state` (the lists joined), `postedAt` (posted-day.ts).
 *   - Format 3 added `firstSeen` (the day the refresh first saw the job).
 *   - No search text is stored or built per job: search/match.ts matches each
 *     distinct string of the table once per query word (lower-cased once
 *     per isolate) and a job by its string positions.
 *
 * A cold isolate therefore parses a few arrays of small numbers and each
 * distinct string once, instead of ten thousand objects with repeated keys
 * and two copies of their text. Job objects are made on demand, only for the
 * jobs a response carries. This folder (codec/) is the format and the store
 * that reads it: it touches neither KV nor a request.
 */
export const INDEX_FORMAT = 3;

export const STRING_COLUMNS = [
  "title",
  "client",
  "country",
  "location",
  "zipCode",
  "experienceLabel",
  "industry",
  "summary",
  "remote",
] as const;
export const NULLABLE_STRING_COLUMNS = [
  "createdAt",
  "startDate",
  "firstSeen",
  "applyUrl",
  "salary",
  "jobCode",
] as const;
export const NULLABLE_NUMBER_COLUMNS = ["experienceMin", "experienceMax", "payRate"] as const;
export const LIST_COLUMNS = ["cities", "states", "primarySkills", "skills"] as const;
/** Columns whose strings are each one job's own (its summary, apply link, code): mergeParts does not look for them in other shards. */
export const UNIQUE_COLUMNS: ReadonlySet<string> = new Set(["summary", "applyUrl", "jobCode"]);

export type StringColumn = (typeof STRING_COLUMNS)[number] | (typeof NULLABLE_STRING_COLUMNS)[number];
export type NumberColumn = (typeof NULLABLE_NUMBER_COLUMNS)[number];
export type ListColumn = (typeof LIST_COLUMNS)[number];

/** The JSON value stored in KV (one shard of the index: see encodeShards). */
export type StoredIndex = {
  format: typeof INDEX_FORMAT;
  count: number;
  strings: string[];
  id: number[];
  /**
   * Which description chunk holds each job (`jobs:details:{v}:{n}`). Absent:
   * chunk `id % 16` (the one-invocation refresh); present when a workflow
   * run wrote one chunk per batch of upstream pages.
   */
  chunk?: number[];
  /** On the first shard only: how many shards the index has (absent: 1). */
  shards?: number;
  /**
   * On a later shard: how many strings the shards before it hold. Its string
   * positions then count from the first shard's first string (the shards
   * share one table, each storing only the strings new to it), so a merge
   * only joins the tables. Absent (0): the shard's own table (older releases).
   */
  stringBase?: number;
} & Record<StringColumn, number[]> &
  Record<NumberColumn, (number | null)[]> &
  Record<ListColumn, number[]>;

/** Same list as the primary skills (stored in place of the list in `skills`). */
export const SAME_AS_PRIMARY = -1;

/** Jobs per index shard: about 2.2 MB of JSON with the bench's jobs, well under the 5 MiB cap. */
export const SHARD_JOBS = 10_000;
/** No stored value (index shard or description chunk) may be larger than this. */
export const MAX_VALUE_BYTES = 5 * 1024 * 1024;

/** The remote modes a stored job may have (the guard refuses others). */
export const REMOTE_ORDER: readonly RemoteMode[] = ["remote", "hybrid", "onsite"];

/** What search reads of the columns (string positions; list columns with where each job's list starts). */
export interface SearchColumns {
  title: ArrayLike<number>;
  client: ArrayLike<number>;
  primarySkills: ArrayLike<number>;
  primaryStarts: Int32Array;
  cities: ArrayLike<number>;
  cityStarts: Int32Array;
  states: ArrayLike<number>;
  stateStarts: Int32Array;
  country: ArrayLike<number>;
  zipCode: ArrayLike<number>;
  location: ArrayLike<number>;
}

/** A loaded index's columns as the store holds them: a parsed shard's arrays, or a merged store's typed arrays. */
export interface StorePart {
  size: number;
  strings: string[];
  ids: ArrayLike<number>;
  columns: StoredIndex;
  listStarts: Record<ListColumn, Int32Array>;
}
