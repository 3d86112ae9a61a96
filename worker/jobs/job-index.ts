// Relative, not #shared/: scripts/bench.mjs bundles this file with esbuild, which maps
// package.json "imports" without adding the .ts extension.
import { aliasesOf } from "../../shared/content/places";
import { parseSalary } from "../../shared/lib/salary";
import { postedDay } from "./posted-day";
import { sortNewest, titleWords } from "./sort-keys";
import type { Job, RemoteMode } from "./types";

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
 *   - No search text is stored or built per job: search.ts matches each
 *     distinct string of the table once per query word (lower-cased once
 *     per isolate) and a job by its string positions.
 *
 * A cold isolate therefore parses a few arrays of small numbers and each
 * distinct string once, instead of ten thousand objects with repeated keys
 * and two copies of their text. Job objects are made on demand, only for the
 * jobs a response carries.
 */
export const INDEX_FORMAT = 3;

const STRING_COLUMNS = [
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
const NULLABLE_STRING_COLUMNS = ["createdAt", "startDate", "firstSeen", "applyUrl", "salary", "jobCode"] as const;
const NULLABLE_NUMBER_COLUMNS = ["experienceMin", "experienceMax", "payRate"] as const;
const LIST_COLUMNS = ["cities", "states", "primarySkills", "skills"] as const;
/** Columns whose strings are each one job's own (its summary, apply link, code): JobStore.merge does not look for them in other shards. */
const UNIQUE_COLUMNS: ReadonlySet<string> = new Set(["summary", "applyUrl", "jobCode"]);

type StringColumn = (typeof STRING_COLUMNS)[number] | (typeof NULLABLE_STRING_COLUMNS)[number];
type NumberColumn = (typeof NULLABLE_NUMBER_COLUMNS)[number];
type ListColumn = (typeof LIST_COLUMNS)[number];

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
const SAME_AS_PRIMARY = -1;

/** Encodes jobs (sorted newest first here) into the stored format; `chunkOf` fills the chunk column. */
export function encodeIndex(jobs: Job[], chunkOf?: (job: Job) => number, table?: StringTable): StoredIndex {
  const sorted = sortNewest(jobs);
  // With a table shared by the shards, positions go on from the shards before (stringBase).
  const { strings, positions } = table ?? newStringTable();
  const base = strings.length;
  const ref = (value: string | null): number => {
    if (value === null) return -1;
    let n = positions.get(value);
    if (n === undefined) {
      n = strings.length;
      strings.push(value);
      positions.set(value, n);
    }
    return n;
  };
  const columns = {} as Record<StringColumn | ListColumn, number[]> & Record<NumberColumn, (number | null)[]>;
  for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS, ...LIST_COLUMNS]) columns[name] = [];
  for (const name of NULLABLE_NUMBER_COLUMNS) columns[name] = [];
  const list = (column: number[], values: string[]) => {
    column.push(values.length);
    for (const value of values) column.push(ref(value));
  };
  for (const job of sorted) {
    columns.title.push(ref(job.title));
    columns.client.push(ref(job.client));
    columns.country.push(ref(job.country));
    columns.location.push(ref(job.location));
    columns.zipCode.push(ref(job.zipCode));
    columns.experienceLabel.push(ref(job.experience.label));
    columns.industry.push(ref(job.industry));
    columns.summary.push(ref(job.summary));
    columns.remote.push(ref(job.remote));
    columns.createdAt.push(ref(job.createdAt));
    columns.startDate.push(ref(job.startDate));
    columns.firstSeen.push(ref(job.firstSeen));
    columns.applyUrl.push(ref(job.applyUrl));
    columns.salary.push(ref(job.salary));
    columns.jobCode.push(ref(job.jobCode));
    columns.experienceMin.push(job.experience.min);
    columns.experienceMax.push(job.experience.max);
    columns.payRate.push(job.payRate);
    list(columns.cities, job.cities);
    list(columns.states, job.states);
    list(columns.primarySkills, job.primarySkills);
    if (sameList(job.skills, job.primarySkills)) columns.skills.push(SAME_AS_PRIMARY);
    else list(columns.skills, job.skills);
  }
  const stored: StoredIndex = {
    format: INDEX_FORMAT,
    count: sorted.length,
    ...(base > 0 ? { stringBase: base } : {}),
    strings: base > 0 || table ? strings.slice(base) : strings,
    id: sorted.map((j) => j.id),
    ...columns,
  };
  if (chunkOf) stored.chunk = sorted.map(chunkOf);
  return stored;
}

/** A string table that several shards add to in turn (encodeShards): each stores only its new strings. */
export interface StringTable {
  strings: string[];
  positions: Map<string, number>;
}

export function newStringTable(): StringTable {
  return { strings: [], positions: new Map() };
}

/** Jobs per index shard: about 2.2 MB of JSON with the bench's jobs, well under the 5 MiB cap. */
export const SHARD_JOBS = 10_000;
/** No stored value (index shard or description chunk) may be larger than this. */
export const MAX_VALUE_BYTES = 5 * 1024 * 1024;

const utf8 = new TextEncoder();

/**
 * The index as shards of at most SHARD_JOBS jobs (newest first: shard 0
 * holds the newest), each a complete StoredIndex with its own string table,
 * serialised. A shard over MAX_VALUE_BYTES is split in half until it fits,
 * so no KV value passes 5 MiB whatever the jobs hold. The first carries the
 * shard count. One shard is exactly the single value older releases wrote.
 */
export function encodeShards(
  jobs: Job[],
  chunkOf?: (job: Job) => number,
  shardJobs = SHARD_JOBS,
  table = newStringTable(),
): string[] {
  const sorted = sortNewest(jobs);
  const out: StoredIndex[] = [];
  const add = (slice: Job[]) => {
    const mark = table.strings.length;
    const stored = encodeIndex(slice, chunkOf, table);
    const bytes = utf8.encode(JSON.stringify(stored)).length;
    if (bytes > MAX_VALUE_BYTES && slice.length > 1) {
      // Undone: the halves add their own strings.
      for (let n = mark; n < table.strings.length; n++) table.positions.delete(table.strings[n]);
      table.strings.length = mark;
      const half = Math.ceil(slice.length / 2);
      add(slice.slice(0, half));
      add(slice.slice(half));
      return;
    }
    if (bytes > MAX_VALUE_BYTES) throw new Error(`one job's index entry has ${bytes} bytes`);
    out.push(stored);
  };
  for (let at = 0; at < sorted.length || at === 0; at += shardJobs) add(sorted.slice(at, at + shardJobs));
  // The count goes first in the first shard's text (JSON keys keep their order).
  if (out.length > 1) out[0] = { shards: out.length, ...out[0] };
  return out.map((stored) => JSON.stringify(stored));
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The remote modes, in the order FilterColumns numbers them. */
export const REMOTE_ORDER: readonly RemoteMode[] = ["remote", "hybrid", "onsite"];
const REMOTE_MODES = new Set<string>(REMOTE_ORDER);

/** Whether every job's remote mode is one of REMOTE_MODES (a handful of distinct positions, each looked at once). */
function remoteModesValid(strings: string[], remote: ArrayLike<number>, count: number): boolean {
  const checked = new Map<number, boolean>();
  for (let i = 0; i < count; i++) {
    const ref = remote[i];
    let ok = checked.get(ref);
    if (ok === undefined) {
      ok = REMOTE_MODES.has(strings[ref]);
      checked.set(ref, ok);
    }
    if (!ok) return false;
  }
  return true;
}

/** What the filters read, per position, as numbers (JobStore.filterColumns). */
export interface FilterColumns {
  expMin: Float64Array;
  expMax: Float64Array;
  remote: Uint8Array;
  industry: Int32Array;
  industryRefs: number[];
}

/** A column of `count` string positions, each from `min` (-1: null allowed) to below `limit`. */
function areRefs(column: unknown, count: number, min: number, limit: number): boolean {
  if (!Array.isArray(column) || column.length !== count) return false;
  for (let i = 0; i < count; i++) {
    const n = column[i];
    if (!(Number.isInteger(n) && n >= min && n < limit)) return false;
  }
  return true;
}

function areNumbers(column: unknown, count: number): boolean {
  if (!Array.isArray(column) || column.length !== count) return false;
  for (let i = 0; i < count; i++) {
    const n = column[i];
    if (!(n === null || (typeof n === "number" && Number.isFinite(n)))) return false;
  }
  return true;
}

/** Where each job's list starts in a flat list column, or null when the column does not add up. */
function listStartsOf(column: unknown, count: number, limit: number, mayBeSame: boolean): Int32Array | null {
  // A stored (parsed) column is an array; a merged one an Int32Array (JobStore.merge).
  if (!Array.isArray(column) && !(column instanceof Int32Array)) return null;
  const starts = new Int32Array(count);
  const end = column.length;
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at >= end) return null;
    starts[i] = at;
    const length = column[at];
    if (mayBeSame && length === SAME_AS_PRIMARY) {
      at++;
      continue;
    }
    if (!(Number.isInteger(length) && length >= 0 && at + length < end)) return null;
    for (let k = at + 1; k <= at + length; k++) {
      const n = column[k];
      if (!(Number.isInteger(n) && n >= 0 && n < limit)) return null;
    }
    at += length + 1;
  }
  return at === end ? starts : null;
}

/** What search.ts reads of the columns (string positions; list columns with where each job's list starts). */
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

/** A list per position, flat: position i's values are `values[starts[i]]` to before `values[starts[i + 1]]`. */
interface FlatLists {
  values: Int32Array;
  starts: Int32Array;
}

/**
 * Per position, what similarity compares, as small numbers (one per distinct
 * lower-cased word or name), and for each title word and skill the
 * positions that have it (`postings`, the same flat layout by id).
 */
interface Likeness {
  title: FlatLists;
  skills: FlatLists;
  cities: FlatLists;
  states: FlatLists;
  industry: Int32Array;
  postings: FlatLists;
}

/**
 * An array of `length` undefined slots that stays a fast array: V8 makes
 * `new Array(n)` a slow dictionary from about 100,000 slots, and a merged
 * index's string table has more.
 */
function unsetArray(length: number): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  for (let n = 0; n < length; n++) out.push(undefined);
  return out;
}

/** Whether two positions' lists share a value (the lists are a handful of numbers each). */
function shareAny(l: FlatLists, a: number, b: number): boolean {
  for (let x = l.starts[a]; x < l.starts[a + 1]; x++)
    for (let y = l.starts[b]; y < l.starts[b + 1]; y++) if (l.values[x] === l.values[y]) return true;
  return false;
}

/** How many values two positions' lists share (each list holds every value once). */
function sharedCount(l: FlatLists, a: number, b: number): number {
  let n = 0;
  for (let x = l.starts[a]; x < l.starts[a + 1]; x++)
    for (let y = l.starts[b]; y < l.starts[b + 1]; y++) if (l.values[x] === l.values[y]) n++;
  return n;
}

/** Builds FlatLists one position at a time; `add` skips a value the current position already has. */
class FlatBuilder {
  private values: number[] = [];
  private starts: number[] = [0];

  add(value: number) {
    for (let k = this.starts[this.starts.length - 1]; k < this.values.length; k++) if (this.values[k] === value) return;
    this.values.push(value);
  }

  next() {
    this.starts.push(this.values.length);
  }

  done(): FlatLists {
    return { values: Int32Array.from(this.values), starts: Int32Array.from(this.starts) };
  }
}

/**
 * The loaded index: the stored columns, searched and turned into Job objects
 * on demand. Positions (0 = newest) are what search returns.
 */
export class JobStore {
  readonly size: number;
  private readonly strings: string[];
  private readonly ids: number[];
  private readonly columns: StoredIndex;
  /** For each list column, where each job's list starts in it. */
  private readonly listStarts: Record<ListColumn, Int32Array>;
  private lowered: (string | undefined)[] | null = null;
  private aliases: (string | undefined)[] | null = null;
  private texts: string[] | null = null;
  private places: string[] | null = null;
  private byId: Map<number, number> | null = null;
  private posted: Int32Array | null = null;
  private salaries: { min: Float64Array; max: Float64Array } | null = null;
  private likeness: Likeness | null = null;
  private filters: FilterColumns | null = null;
  /** similarPositions' shared-count per position: all zeros between calls. */
  private alike: Int32Array | null = null;
  private all: number[] | null = null;

  private constructor(stored: StoredIndex, listStarts: Record<ListColumn, Int32Array>) {
    this.size = stored.count;
    this.strings = stored.strings;
    this.ids = stored.id;
    this.columns = stored;
    this.listStarts = listStarts;
  }

  /** Builds a store straight from jobs (tests, and the refresh's own count). */
  static fromJobs(jobs: Job[]): JobStore {
    const store = JobStore.load(encodeIndex(jobs));
    if (!store) throw new Error("encodeIndex produced an index its own guard rejects");
    return store;
  }

  /**
   * The structural guard: a stored value of another format, or one whose
   * columns do not line up, gives null (the caller rebuilds it). Checks
   * every column entry's type and range, so a job made from a value that
   * passed can never hold undefined.
   */
  static load(value: unknown): JobStore | null {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const stored = value as StoredIndex;
    if (stored.format !== INDEX_FORMAT) return null;
    const count = stored.count;
    const strings = stored.strings;
    if (!Number.isInteger(count) || count < 0 || !Array.isArray(strings)) return null;
    const base = stored.stringBase ?? 0;
    if (!Number.isInteger(base) || base < 0) return null;
    // Positions past the shards before it; the merge checks those shards hold `base` strings.
    const limit = base + strings.length;
    for (let n = 0; n < strings.length; n++) if (typeof strings[n] !== "string") return null;
    const ids = stored.id;
    if (!Array.isArray(ids) || ids.length !== count) return null;
    for (let i = 0; i < count; i++) if (!Number.isInteger(ids[i])) return null;
    for (const name of STRING_COLUMNS) if (!areRefs(stored[name], count, 0, limit)) return null;
    for (const name of NULLABLE_STRING_COLUMNS) if (!areRefs(stored[name], count, -1, limit)) return null;
    for (const name of NULLABLE_NUMBER_COLUMNS) if (!areNumbers(stored[name], count)) return null;
    // A later shard's modes may be strings of the shards before it: the merge checks them.
    if (base === 0 && !remoteModesValid(strings, stored.remote, count)) return null;
    if (stored.chunk !== undefined && !areRefs(stored.chunk, count, 0, 1 << 20)) return null;
    if (
      stored.shards !== undefined &&
      !(Number.isInteger(stored.shards) && stored.shards >= 1 && stored.shards <= 4096)
    )
      return null;
    const listStarts = {} as Record<ListColumn, Int32Array>;
    for (const name of LIST_COLUMNS) {
      const starts = listStartsOf(stored[name], count, limit, name === "skills");
      if (!starts) return null;
      listStarts[name] = starts;
    }
    return new JobStore(stored, listStarts);
  }

  /** A later shard, whose string positions go on from the shards before it: usable only merged with them. */
  get isPart(): boolean {
    return (this.columns.stringBase ?? 0) > 0;
  }

  /**
   * Shards that share one string table (stringBase): the tables and columns
   * are joined as they are, with no string looked up or renumbered. Null
   * when a shard's base is not the strings of the shards before it, or a
   * remote mode is not one (a shard missing or out of place).
   */
  private static join(parts: JobStore[]): JobStore | null {
    let held = 0;
    for (const part of parts) {
      if ((part.columns.stringBase ?? 0) !== held) return null;
      held += part.strings.length;
    }
    const count = parts.reduce((sum, p) => sum + p.size, 0);
    const strings = ([] as string[]).concat(...parts.map((p) => p.strings));
    const source = (part: JobStore) => part.columns as unknown as Record<string, ArrayLike<number | null>>;
    // Typed arrays filled with set(): a copy the engine makes in one go for arrays of small integers.
    const joined = (name: string, length: number) => {
      const into = new Int32Array(length);
      let at = 0;
      for (const part of parts) {
        const from = source(part)[name] as ArrayLike<number>;
        into.set(from, at);
        at += from.length;
      }
      return into;
    };
    const refs: Record<string, Int32Array> = {};
    for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS]) refs[name] = joined(name, count);
    if (!remoteModesValid(strings, refs.remote, count)) return null;
    const listStarts = {} as Record<ListColumn, Int32Array>;
    for (const name of LIST_COLUMNS) {
      refs[name] = joined(
        name,
        parts.reduce((sum, p) => sum + source(p)[name].length, 0),
      );
      const starts = new Int32Array(count);
      let base = 0;
      let offset = 0;
      for (const part of parts) {
        const own = part.listStarts[name];
        for (let i = 0; i < part.size; i++) starts[base + i] = own[i] + offset;
        base += part.size;
        offset += source(part)[name].length;
      }
      listStarts[name] = starts;
    }
    const numbers: Record<string, Float64Array> = {};
    for (const name of NULLABLE_NUMBER_COLUMNS) {
      const into = new Float64Array(count);
      let base = 0;
      for (const part of parts) {
        const from = source(part)[name];
        for (let i = 0; i < part.size; i++) into[base + i] = from[i] ?? Number.NaN;
        base += part.size;
      }
      numbers[name] = into;
    }
    const ids = new Float64Array(count);
    let at = 0;
    for (const part of parts) {
      ids.set(part.ids, at);
      at += part.size;
    }
    const merged = { format: INDEX_FORMAT, count, strings, id: ids, ...refs, ...numbers } as unknown as StoredIndex;
    if (parts.every((p) => p.columns.chunk !== undefined)) merged.chunk = joined("chunk", count) as unknown as number[];
    return new JobStore(merged, listStarts);
  }

  idAt(position: number): number {
    return this.ids[position];
  }

  /** 1 when the job at a position has a creation date (it then sorts before a job first seen that day), else 0. */
  hasCreatedAt(position: number): number {
    return this.columns.createdAt[position] === -1 ? 0 : 1;
  }

  /** How many shards the stored index has (read from the first shard). */
  get shardCount(): number {
    return this.columns.shards ?? 1;
  }

  /** The description chunk of the job at a position: the stored column, else id % `chunks`. */
  chunkAt(position: number, chunks: number): number {
    const column = this.columns.chunk;
    return column ? column[position] : this.ids[position] % chunks;
  }

  /**
   * One store from the shards of an index (each already through load's
   * guard), in shard order: the string tables are joined and every
   * reference renumbered, into typed arrays. A string repeated across
   * shards (a client, city, skill, date) is kept once; the columns whose
   * strings belong to one job each (UNIQUE_COLUMNS) are appended without
   * that check, which is most of the strings and most of the merge's work.
   */
  static merge(parts: JobStore[]): JobStore | null {
    if (parts.length === 1) return parts[0].isPart ? null : parts[0];
    if (parts.some((p) => p.isPart)) return JobStore.join(parts);
    // Typed arrays, sized once: half the memory of arrays of numbers, and no growing.
    const count = parts.reduce((sum, p) => sum + p.size, 0);
    const total = (name: string) =>
      parts.reduce((sum, p) => sum + (p.columns as unknown as Record<string, ArrayLike<number>>)[name].length, 0);
    const strings: string[] = [];
    const positions = new Map<string, number>();
    const refs: Record<string, Int32Array> = {};
    for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS]) refs[name] = new Int32Array(count);
    for (const name of LIST_COLUMNS) refs[name] = new Int32Array(total(name));
    const listStarts = {} as Record<ListColumn, Int32Array>;
    for (const name of LIST_COLUMNS) listStarts[name] = new Int32Array(count);
    // NaN stands for null (the guard lets no stored NaN through); new Array(100_000) would be a slow dictionary.
    const numbers: Record<string, Float64Array> = {};
    for (const name of NULLABLE_NUMBER_COLUMNS) numbers[name] = new Float64Array(count);
    const ids = new Float64Array(count);
    const chunk = parts.every((p) => p.columns.chunk !== undefined) ? new Int32Array(count) : undefined;
    let base = 0;
    const listAt: Record<string, number> = Object.fromEntries(LIST_COLUMNS.map((n) => [n, 0]));
    for (const part of parts) {
      // A part's string position → the merged one; -1 until its first use.
      const remap = new Int32Array(part.strings.length).fill(-1);
      const shared = (n: number) => {
        let at = remap[n];
        if (at === -1) {
          const value = part.strings[n];
          at = positions.get(value) ?? -1;
          if (at === -1) {
            at = strings.length;
            strings.push(value);
            positions.set(value, at);
          }
          remap[n] = at;
        }
        return at;
      };
      const own = (n: number) => {
        let at = remap[n];
        if (at === -1) {
          at = strings.length;
          strings.push(part.strings[n]);
          remap[n] = at;
        }
        return at;
      };
      const source = part.columns as unknown as Record<string, ArrayLike<number | null>>;
      for (const name of LIST_COLUMNS) {
        const from = source[name] as ArrayLike<number>;
        const into = refs[name];
        const starts = listStarts[name];
        let out = listAt[name];
        for (let i = 0; i < part.size; i++) {
          const at = part.listStarts[name][i];
          const length = from[at];
          starts[base + i] = out;
          into[out++] = length;
          if (name === "skills" && length === SAME_AS_PRIMARY) continue;
          for (let k = at + 1; k <= at + length; k++) into[out++] = shared(from[k]);
        }
        listAt[name] = out;
      }
      // Shared strings first, so a string also used by another job is found there, not appended twice.
      for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS].sort(
        (a, b) => Number(UNIQUE_COLUMNS.has(a)) - Number(UNIQUE_COLUMNS.has(b)),
      )) {
        const from = source[name] as ArrayLike<number>;
        const into = refs[name];
        const renumber = UNIQUE_COLUMNS.has(name) ? own : shared;
        for (let i = 0; i < part.size; i++) into[base + i] = from[i] === -1 ? -1 : renumber(from[i]);
      }
      for (const name of NULLABLE_NUMBER_COLUMNS) {
        const from = source[name];
        const into = numbers[name];
        for (let i = 0; i < part.size; i++) into[base + i] = from[i] ?? Number.NaN;
      }
      for (let i = 0; i < part.size; i++) ids[base + i] = part.ids[i];
      const partChunk = part.columns.chunk;
      if (chunk && partChunk) for (let i = 0; i < part.size; i++) chunk[base + i] = partChunk[i];
      base += part.size;
    }
    const merged = { format: INDEX_FORMAT, count, strings, id: ids, ...refs, ...numbers } as unknown as StoredIndex;
    if (chunk) merged.chunk = chunk as unknown as number[];
    return new JobStore(merged, listStarts);
  }

  /** A nullable number column's value (a merged store holds NaN for null). */
  private number(column: NumberColumn, position: number): number | null {
    const value = this.columns[column][position];
    return value === null || Number.isNaN(value) ? null : value;
  }

  private text(column: StringColumn, position: number): string {
    return this.strings[this.columns[column][position]];
  }

  private nullableText(column: StringColumn, position: number): string | null {
    const n = this.columns[column][position];
    return n === -1 ? null : this.strings[n];
  }

  private list(column: ListColumn, position: number): string[] {
    let values = this.columns[column];
    let at = this.listStarts[column][position];
    if (column === "skills" && values[at] === SAME_AS_PRIMARY) {
      values = this.columns.primarySkills;
      at = this.listStarts.primarySkills[position];
    }
    const out = new Array<string>(values[at]);
    for (let k = 0; k < out.length; k++) out[k] = this.strings[values[at + 1 + k]];
    return out;
  }

  /** The job at a position, as normalize.ts made it (same fields, same order). */
  jobAt(position: number): Job {
    const cities = this.list("cities", position);
    const states = this.list("states", position);
    const createdAt = this.nullableText("createdAt", position);
    const startDate = this.nullableText("startDate", position);
    const firstSeen = this.nullableText("firstSeen", position);
    return {
      id: this.ids[position],
      title: this.text("title", position),
      client: this.text("client", position),
      cities,
      city: cities.join(", "),
      states,
      state: states.join(", "),
      country: this.text("country", position),
      location: this.text("location", position),
      zipCode: this.text("zipCode", position),
      experience: {
        min: this.number("experienceMin", position),
        max: this.number("experienceMax", position),
        label: this.text("experienceLabel", position),
      },
      createdAt,
      startDate,
      firstSeen,
      postedAt: postedDay({ createdAt, startDate, firstSeen }),
      primarySkills: this.list("primarySkills", position),
      skills: this.list("skills", position),
      industry: this.text("industry", position),
      summary: this.text("summary", position),
      applyUrl: this.nullableText("applyUrl", position),
      salary: this.nullableText("salary", position),
      payRate: this.number("payRate", position),
      jobCode: this.nullableText("jobCode", position),
      remote: this.text("remote", position) as RemoteMode,
    };
  }

  /** The job with this id, or undefined. The id → position map is built on first use. */
  find(id: number): Job | undefined {
    if (!this.byId) {
      this.byId = new Map();
      for (let i = 0; i < this.size; i++) this.byId.set(this.ids[i], i);
    }
    const position = this.byId.get(id);
    return position === undefined ? undefined : this.jobAt(position);
  }

  /** Every position, newest first. */
  allPositions(): number[] {
    if (!this.all) this.all = Array.from({ length: this.size }, (_, i) => i);
    return this.all;
  }

  /** The client at a position (for the company's own openings). */
  clientAt(position: number): string {
    return this.text("client", position);
  }

  /** The lower-cased string at a position of the string table, worked out once. */
  private lower(ref: number): string {
    if (!this.lowered) this.lowered = unsetArray(this.strings.length);
    let text = this.lowered[ref];
    if (text === undefined) {
      text = this.strings[ref].toLowerCase();
      this.lowered[ref] = text;
    }
    return text;
  }

  /** How many strings the table holds (search.ts sizes its per-string memos by it). */
  get stringCount(): number {
    return this.strings.length;
  }

  /**
   * The string positions a text or place search reads, per job: read-only
   * views of the stored columns (search.ts matches each distinct string
   * once and a job by its positions, so no per-job text is built).
   */
  searchColumns(): SearchColumns {
    const c = this.columns;
    return {
      title: c.title,
      client: c.client,
      primarySkills: c.primarySkills,
      primaryStarts: this.listStarts.primarySkills,
      cities: c.cities,
      cityStarts: this.listStarts.cities,
      states: c.states,
      stateStarts: this.listStarts.states,
      country: c.country,
      zipCode: c.zipCode,
      location: c.location,
    };
  }

  /** A place's aliases and regions (aliasesOf), lower-cased, each after a line break; "" when none. Once per string. */
  aliasText(ref: number): string {
    if (!this.aliases) this.aliases = unsetArray(this.strings.length);
    let text = this.aliases[ref];
    if (text === undefined) {
      text = aliasesOf(this.strings[ref])
        .map((alias) => `\n${alias.toLowerCase()}`)
        .join("");
      this.aliases[ref] = text;
    }
    return text;
  }

  /**
   * The definition of the text search, as one string per job (search.ts
   * matches by string instead and gives the same results; the tests and the
   * FTS prototype in scripts/lib/bench-scale.mjs use this), built on first use:
   * `[title, client, primarySkills.join(", ")].join("\n").toLowerCase()`.
   * A query never holds a line break, so it cannot match across two fields.
   * Each distinct string is lower-cased once and the pieces joined after:
   * the same text, because the only context-dependent lower-casing (a final
   * sigma) looks no further than the separators, which are neither cased
   * nor case-ignorable.
   */
  searchTexts(): string[] {
    if (!this.texts) {
      const { title, client, primarySkills } = this.columns;
      const starts = this.listStarts.primarySkills;
      const texts = new Array<string>(this.size);
      for (let i = 0; i < this.size; i++) {
        let text = `${this.lower(title[i])}\n${this.lower(client[i])}\n`;
        const at = starts[i];
        const end = at + primarySkills[at];
        for (let k = at + 1; k <= end; k++)
          text += k === at + 1 ? this.lower(primarySkills[k]) : `, ${this.lower(primarySkills[k])}`;
        texts[i] = text;
      }
      this.texts = texts;
    }
    return this.texts;
  }

  /**
   * The definition of the location search, as one string per job (search.ts
   * matches by string instead; see searchTexts), built on first use:
   * the places (cities, country, PIN code, states, and the ATS's free
   * location line, which holds localities such as "Viman Nagar" or
   * "Andheri East"), then the aliases and
   * regions of each (aliasesOf, worked out once per distinct place), one per
   * line, lower-cased as searchTexts is.
   */
  placeTexts(): string[] {
    if (!this.places) {
      const { cities, country, zipCode, states, location } = this.columns;
      const cityStarts = this.listStarts.cities;
      const stateStarts = this.listStarts.states;
      const aliasLines = new Array<string | undefined>(this.strings.length);
      const places = new Array<string>(this.size);
      for (let i = 0; i < this.size; i++) {
        let text = "";
        let aliases = "";
        const add = (ref: number, first: boolean) => {
          text = first ? this.lower(ref) : `${text}\n${this.lower(ref)}`;
          let lines = aliasLines[ref];
          if (lines === undefined) {
            lines = aliasesOf(this.strings[ref])
              .map((alias) => `\n${alias.toLowerCase()}`)
              .join("");
            aliasLines[ref] = lines;
          }
          if (lines) aliases += lines;
        };
        const cityAt = cityStarts[i];
        for (let k = cityAt + 1; k <= cityAt + cities[cityAt]; k++) add(cities[k], k === cityAt + 1);
        add(country[i], cities[cityAt] === 0);
        add(zipCode[i], false);
        const stateAt = stateStarts[i];
        for (let k = stateAt + 1; k <= stateAt + states[stateAt]; k++) add(states[k], false);
        add(location[i], false);
        places[i] = text + aliases;
      }
      this.places = places;
    }
    return this.places;
  }

  /** Posted day per position as YYYYMMDD (posted-day.ts), 0 when unknown; built once. */
  postedDays(): Int32Array {
    if (!this.posted) {
      const days = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) {
        const day = postedDay({
          createdAt: this.nullableText("createdAt", i),
          startDate: this.nullableText("startDate", i),
          firstSeen: this.nullableText("firstSeen", i),
        });
        days[i] = day ? Number(day.replaceAll("-", "")) || 0 : 0;
      }
      this.posted = days;
    }
    return this.posted;
  }

  /**
   * The filter columns as typed arrays, built once per loaded index:
   * experience min and max (NaN: not given; a max of NaN is open-ended),
   * the remote mode (its index in REMOTE_ORDER) and the industry (a small
   * number per distinct stored industry string, numbered in order of first
   * appearance; `industryRefs` gives each one's string position).
   */
  filterColumns(): FilterColumns {
    if (!this.filters) {
      const size = this.size;
      const { experienceMin, experienceMax, remote, industry } = this.columns;
      const expMin = new Float64Array(size);
      const expMax = new Float64Array(size);
      const modes = new Uint8Array(size);
      const industries = new Int32Array(size);
      const industryRefs: number[] = [];
      const numberOf = new Map<number, number>();
      for (let i = 0; i < size; i++) {
        expMin[i] = experienceMin[i] ?? Number.NaN;
        expMax[i] = experienceMax[i] ?? Number.NaN;
        modes[i] = REMOTE_ORDER.indexOf(this.strings[remote[i]] as RemoteMode);
        let n = numberOf.get(industry[i]);
        if (n === undefined) {
          n = industryRefs.length;
          industryRefs.push(industry[i]);
          numberOf.set(industry[i], n);
        }
        industries[i] = n;
      }
      this.filters = { expMin, expMax, remote: modes, industry: industries, industryRefs };
    }
    return this.filters;
  }

  /** The seeker-experience range of a position (null: not given; max null: open-ended "3+"). */
  experienceMin(position: number): number | null {
    return this.number("experienceMin", position);
  }

  experienceMax(position: number): number | null {
    return this.number("experienceMax", position);
  }

  /** The day the site first saw the job at a position, or null. */
  firstSeenAt(position: number): string | null {
    return this.nullableText("firstSeen", position);
  }

  /** "remote", "hybrid" or "onsite". */
  remoteAt(position: number): string {
    return this.text("remote", position);
  }

  /** The industry's position in the string table (same industry, same number). */
  industryRef(position: number): number {
    return this.columns.industry[position];
  }

  /** The string at a position of the table, lower-cased or as stored. */
  stringAt(ref: number, lowered = false): string {
    return lowered ? this.lower(ref) : this.strings[ref];
  }

  /**
   * Yearly salary per position in lakh (LPA), read once from the salary text
   * or pay rate (shared/lib/salary.ts; monthly ×12). NaN when unknown or hourly.
   */
  salaryLpa(): { min: Float64Array; max: Float64Array } {
    if (!this.salaries) {
      const min = new Float64Array(this.size).fill(Number.NaN);
      const max = new Float64Array(this.size).fill(Number.NaN);
      const { salary } = this.columns;
      for (let i = 0; i < this.size; i++) {
        const range = parseSalary(salary[i] === -1 ? null : this.strings[salary[i]], this.number("payRate", i));
        if (!range || range.unit === "HOUR") continue;
        const perYear = range.unit === "MONTH" ? 12 : 1;
        min[i] = (range.min * perYear) / 100_000;
        max[i] = (range.max * perYear) / 100_000;
      }
      this.salaries = { min, max };
    }
    return this.salaries;
  }

  private likenessOf(): Likeness {
    if (!this.likeness) {
      const ids = new Map<string, number>();
      const idOf = (key: string) => {
        let n = ids.get(key);
        if (n === undefined) {
          n = ids.size;
          ids.set(key, n);
        }
        return n;
      };
      // Each distinct string is lower-cased and looked up once (per kind: skill, city, state, industry).
      const refIds = (prefix: string) => {
        const cache = new Int32Array(this.strings.length).fill(-2);
        return (ref: number) => {
          let n = cache[ref];
          if (n === -2) {
            const key = this.lower(ref).trim();
            n = prefix === "i:" && !key ? -1 : idOf(prefix + key);
            cache[ref] = n;
          }
          return n;
        };
      };
      const skillId = refIds("s:");
      const cityId = refIds("c:");
      const stateId = refIds("p:");
      const industryId = refIds("i:");
      const titleCache = new Map<number, number[]>();
      const addList = (column: ListColumn, position: number, id: (ref: number) => number, into: FlatBuilder) => {
        let values = this.columns[column];
        let at = this.listStarts[column][position];
        if (column === "skills" && values[at] === SAME_AS_PRIMARY) {
          values = this.columns.primarySkills;
          at = this.listStarts.primarySkills[position];
        }
        for (let k = at + 1; k <= at + values[at]; k++) into.add(id(values[k]));
      };
      const size = this.size;
      const title = new FlatBuilder();
      const skills = new FlatBuilder();
      const cities = new FlatBuilder();
      const states = new FlatBuilder();
      const industry = new Int32Array(size);
      for (let i = 0; i < size; i++) {
        const ref = this.columns.title[i];
        let words = titleCache.get(ref);
        if (!words) {
          words = titleWords(this.strings[ref]).map((w) => idOf(`t:${w}`));
          titleCache.set(ref, words);
        }
        for (const w of words) title.add(w);
        title.next();
        addList("primarySkills", i, skillId, skills);
        addList("skills", i, skillId, skills);
        skills.next();
        addList("cities", i, cityId, cities);
        cities.next();
        addList("states", i, stateId, states);
        states.next();
        industry[i] = industryId(this.columns.industry[i]);
      }
      const l = { title: title.done(), skills: skills.done(), cities: cities.done(), states: states.done() };
      // Postings: for each title word and skill id, the positions that have it, in position order.
      const counts = new Int32Array(ids.size + 1);
      for (const list of [l.title, l.skills]) for (const id of list.values) counts[id + 1]++;
      for (let n = 1; n <= ids.size; n++) counts[n] += counts[n - 1];
      const starts = counts.slice();
      const values = new Int32Array(counts[ids.size]);
      for (const list of [l.title, l.skills])
        for (let i = 0; i < size; i++)
          for (let k = list.starts[i]; k < list.starts[i + 1]; k++) values[counts[list.values[k]]++] = i;
      this.likeness = { ...l, industry, postings: { values, starts } };
    }
    return this.likeness;
  }

  /** The similarity score of position `i` to `p` (similarPositions), given their shared title words and skills. */
  private likenessScore(l: Likeness, p: number, i: number, alike: number): number {
    const place = shareAny(l.cities, p, i) ? 2 : shareAny(l.states, p, i) ? 1 : 0;
    const industry = l.industry[p];
    return alike * 100 + place * 10 + (industry !== -1 && l.industry[i] === industry ? 1 : 0);
  }

  /**
   * Positions of the jobs most like the one at `position`, never itself:
   * shared title words (each worth three skills) and skills first, then the
   * same city (else the same state), then the same industry; ties newest
   * first. The comparison data is built once per loaded index.
   *
   * Only the jobs sharing a title word or skill are scored (from the
   * postings): any of them outscores every job sharing neither (100 points
   * against at most 21), so when there are at least `limit` of them the
   * answer is among them, and among them only those whose shared count
   * reaches the `limit`-th best can be in it. With fewer, every job is
   * scored (similarScan), as before.
   */
  similarPositions(position: number, limit: number): number[] {
    const l = this.likenessOf();
    if (!this.alike || this.alike.length !== this.size) this.alike = new Int32Array(this.size);
    const alike = this.alike;
    const touched: number[] = [];
    const { values, starts } = l.postings;
    const count = (list: FlatLists, weight: number) => {
      for (let k = list.starts[position]; k < list.starts[position + 1]; k++) {
        const id = list.values[k];
        for (let x = starts[id]; x < starts[id + 1]; x++) {
          const i = values[x];
          if (alike[i] === 0) touched.push(i);
          alike[i] += weight;
        }
      }
    };
    count(l.title, 3);
    count(l.skills, 1);
    try {
      const others = touched.length - (alike[position] > 0 ? 1 : 0);
      if (others < limit) return this.similarScan(l, position, limit);
      // The shared count the limit-th best reaches: every job at or above it is a contender.
      const most =
        3 * (l.title.starts[position + 1] - l.title.starts[position]) +
        l.skills.starts[position + 1] -
        l.skills.starts[position];
      const byCount = new Int32Array(most + 1);
      for (const i of touched) if (i !== position) byCount[alike[i]]++;
      let floor = most;
      for (let above = byCount[most]; above < limit && floor > 1; ) above += byCount[--floor];
      const contenders: number[] = [];
      for (const i of touched) if (i !== position && alike[i] >= floor) contenders.push(i);
      const scores = new Map<number, number>();
      for (const i of contenders) scores.set(i, this.likenessScore(l, position, i, alike[i]));
      contenders.sort((a, b) => (scores.get(b) as number) - (scores.get(a) as number) || a - b);
      return contenders.slice(0, limit);
    } finally {
      for (const i of touched) alike[i] = 0;
    }
  }

  /** similarPositions by scoring every job (the few jobs that share no title word or skill with enough others). */
  private similarScan(l: Likeness, position: number, limit: number): number[] {
    const scores = new Float64Array(this.size);
    const order: number[] = [];
    for (let i = 0; i < this.size; i++) {
      if (i === position) continue;
      const alike = sharedCount(l.title, position, i) * 3 + sharedCount(l.skills, position, i);
      scores[i] = this.likenessScore(l, position, i, alike);
      order.push(i);
    }
    order.sort((a, b) => scores[b] - scores[a] || a - b);
    return order.slice(0, limit);
  }

  /** The position of a job id, or -1. */
  positionOf(id: number): number {
    if (!this.byId) {
      this.byId = new Map();
      for (let i = 0; i < this.size; i++) this.byId.set(this.ids[i], i);
    }
    return this.byId.get(id) ?? -1;
  }
}
