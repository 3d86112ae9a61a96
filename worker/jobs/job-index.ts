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
 *   - The lower-cased search text is not stored either: it is built from the
 *     columns on the first search that needs it (searchText/placeText).
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
} & Record<StringColumn, number[]> &
  Record<NumberColumn, (number | null)[]> &
  Record<ListColumn, number[]>;

/** Same list as the primary skills (stored in place of the list in `skills`). */
const SAME_AS_PRIMARY = -1;

/** Encodes jobs (sorted newest first here) into the stored format; `chunkOf` fills the chunk column. */
export function encodeIndex(jobs: Job[], chunkOf?: (job: Job) => number): StoredIndex {
  const sorted = sortNewest(jobs);
  const strings: string[] = [];
  const positions = new Map<string, number>();
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
    strings,
    id: sorted.map((j) => j.id),
    ...columns,
  };
  if (chunkOf) stored.chunk = sorted.map(chunkOf);
  return stored;
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
export function encodeShards(jobs: Job[], chunkOf?: (job: Job) => number, shardJobs = SHARD_JOBS): string[] {
  const sorted = sortNewest(jobs);
  const out: StoredIndex[] = [];
  const add = (slice: Job[]) => {
    const stored = encodeIndex(slice, chunkOf);
    const bytes = utf8.encode(JSON.stringify(stored)).length;
    if (bytes > MAX_VALUE_BYTES && slice.length > 1) {
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

const REMOTE_MODES = new Set<string>(["remote", "hybrid", "onsite"]);

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

/** Per position, what similarity compares, as small numbers (one per distinct lower-cased word or name). */
interface Likeness {
  title: number[][];
  skills: number[][];
  cities: number[][];
  states: number[][];
  industry: Int32Array;
}

function sharedCount(a: number[], b: Set<number>): number {
  let n = 0;
  for (const v of a) if (b.has(v)) n++;
  return n;
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
  private texts: string[] | null = null;
  private places: string[] | null = null;
  private byId: Map<number, number> | null = null;
  private posted: Int32Array | null = null;
  private salaries: { min: Float64Array; max: Float64Array } | null = null;
  private likeness: Likeness | null = null;
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
    for (let n = 0; n < strings.length; n++) if (typeof strings[n] !== "string") return null;
    const ids = stored.id;
    if (!Array.isArray(ids) || ids.length !== count) return null;
    for (let i = 0; i < count; i++) if (!Number.isInteger(ids[i])) return null;
    for (const name of STRING_COLUMNS) if (!areRefs(stored[name], count, 0, strings.length)) return null;
    for (const name of NULLABLE_STRING_COLUMNS) if (!areRefs(stored[name], count, -1, strings.length)) return null;
    for (const name of NULLABLE_NUMBER_COLUMNS) if (!areNumbers(stored[name], count)) return null;
    const remote = stored.remote;
    for (let i = 0; i < count; i++) if (!REMOTE_MODES.has(strings[remote[i]])) return null;
    if (stored.chunk !== undefined && !areRefs(stored.chunk, count, 0, 1 << 20)) return null;
    if (
      stored.shards !== undefined &&
      !(Number.isInteger(stored.shards) && stored.shards >= 1 && stored.shards <= 4096)
    )
      return null;
    const listStarts = {} as Record<ListColumn, Int32Array>;
    for (const name of LIST_COLUMNS) {
      const starts = listStartsOf(stored[name], count, strings.length, name === "skills");
      if (!starts) return null;
      listStarts[name] = starts;
    }
    return new JobStore(stored, listStarts);
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
   * guard), in shard order: the string tables are joined (each distinct
   * string once) and every reference renumbered, into typed arrays.
   */
  static merge(parts: JobStore[]): JobStore | null {
    if (parts.length === 1) return parts[0];
    // Typed arrays, sized once: half the memory of arrays of numbers, and no growing.
    const count = parts.reduce((sum, p) => sum + p.size, 0);
    const total = (name: string) =>
      parts.reduce((sum, p) => sum + (p.columns as unknown as Record<string, ArrayLike<number>>)[name].length, 0);
    const strings: string[] = [];
    const positions = new Map<string, number>();
    const refs: Record<string, Int32Array> = {};
    for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS]) refs[name] = new Int32Array(count);
    for (const name of LIST_COLUMNS) refs[name] = new Int32Array(total(name));
    const numbers: Record<string, (number | null)[]> = {};
    for (const name of NULLABLE_NUMBER_COLUMNS) numbers[name] = new Array<number | null>(count);
    const ids = new Float64Array(count);
    const chunk = parts.every((p) => p.columns.chunk !== undefined) ? new Int32Array(count) : undefined;
    let base = 0;
    const listAt: Record<string, number> = Object.fromEntries(LIST_COLUMNS.map((n) => [n, 0]));
    for (const part of parts) {
      // Each distinct string once: a Map costs CPU here (about 0.1 s at 100,000 jobs) but
      // keeping every shard's copy of the common strings cost 9 MB more (70.8 against 61.5).
      const remap = new Int32Array(part.strings.length);
      for (let n = 0; n < part.strings.length; n++) {
        const value = part.strings[n];
        let at = positions.get(value);
        if (at === undefined) {
          at = strings.length;
          strings.push(value);
          positions.set(value, at);
        }
        remap[n] = at;
      }
      const source = part.columns as unknown as Record<string, ArrayLike<number | null>>;
      for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS]) {
        const from = source[name] as ArrayLike<number>;
        const into = refs[name];
        for (let i = 0; i < part.size; i++) into[base + i] = from[i] === -1 ? -1 : remap[from[i]];
      }
      for (const name of NULLABLE_NUMBER_COLUMNS) {
        const from = source[name];
        const into = numbers[name];
        for (let i = 0; i < part.size; i++) into[base + i] = from[i];
      }
      for (const name of LIST_COLUMNS) {
        const from = source[name] as ArrayLike<number>;
        const into = refs[name];
        let out = listAt[name];
        for (let i = 0; i < part.size; i++) {
          const at = part.listStarts[name][i];
          const length = from[at];
          into[out++] = length;
          if (name === "skills" && length === SAME_AS_PRIMARY) continue;
          for (let k = at + 1; k <= at + length; k++) into[out++] = remap[from[k]];
        }
        listAt[name] = out;
      }
      for (let i = 0; i < part.size; i++) ids[base + i] = part.ids[i];
      const partChunk = part.columns.chunk;
      if (chunk && partChunk) for (let i = 0; i < part.size; i++) chunk[base + i] = partChunk[i];
      base += part.size;
    }
    const merged = { format: INDEX_FORMAT, count, strings, id: ids, ...refs, ...numbers } as unknown as StoredIndex;
    if (chunk) merged.chunk = chunk as unknown as number[];
    const listStarts = {} as Record<ListColumn, Int32Array>;
    for (const name of LIST_COLUMNS) {
      const starts = listStartsOf(merged[name], count, strings.length, name === "skills");
      if (!starts) return null;
      listStarts[name] = starts;
    }
    return new JobStore(merged, listStarts);
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
        min: this.columns.experienceMin[position],
        max: this.columns.experienceMax[position],
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
      payRate: this.columns.payRate[position],
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
    if (!this.lowered) this.lowered = new Array<string | undefined>(this.strings.length);
    let text = this.lowered[ref];
    if (text === undefined) {
      text = this.strings[ref].toLowerCase();
      this.lowered[ref] = text;
    }
    return text;
  }

  /**
   * What a text query is matched against, per position, built on first use:
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
   * What a location is matched against, per position, built on first use:
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

  /** The seeker-experience range of a position (null: not given; max null: open-ended "3+"). */
  experienceMin(position: number): number | null {
    return this.columns.experienceMin[position];
  }

  experienceMax(position: number): number | null {
    return this.columns.experienceMax[position];
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
      const { salary, payRate } = this.columns;
      for (let i = 0; i < this.size; i++) {
        const range = parseSalary(salary[i] === -1 ? null : this.strings[salary[i]], payRate[i]);
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
      const titleCache = new Map<number, number[]>();
      const listIds = (column: ListColumn, position: number, prefix: string, into: Set<number>) => {
        let values = this.columns[column];
        let at = this.listStarts[column][position];
        if (column === "skills" && values[at] === SAME_AS_PRIMARY) {
          values = this.columns.primarySkills;
          at = this.listStarts.primarySkills[position];
        }
        for (let k = at + 1; k <= at + values[at]; k++) into.add(idOf(prefix + this.lower(values[k]).trim()));
      };
      const size = this.size;
      const likeness: Likeness = {
        title: new Array(size),
        skills: new Array(size),
        cities: new Array(size),
        states: new Array(size),
        industry: new Int32Array(size),
      };
      for (let i = 0; i < size; i++) {
        const ref = this.columns.title[i];
        let words = titleCache.get(ref);
        if (!words) {
          words = titleWords(this.strings[ref]).map((w) => idOf(`t:${w}`));
          titleCache.set(ref, words);
        }
        likeness.title[i] = words;
        const skills = new Set<number>();
        listIds("primarySkills", i, "s:", skills);
        listIds("skills", i, "s:", skills);
        likeness.skills[i] = [...skills];
        const cities = new Set<number>();
        listIds("cities", i, "c:", cities);
        likeness.cities[i] = [...cities];
        const states = new Set<number>();
        listIds("states", i, "p:", states);
        likeness.states[i] = [...states];
        const industry = this.lower(this.columns.industry[i]).trim();
        likeness.industry[i] = industry ? idOf(`i:${industry}`) : -1;
      }
      this.likeness = likeness;
    }
    return this.likeness;
  }

  /**
   * Positions of the jobs most like the one at `position`, never itself:
   * shared title words (each worth three skills) and skills first, then the
   * same city (else the same state), then the same industry; ties newest
   * first. The comparison data is built once per loaded index.
   */
  similarPositions(position: number, limit: number): number[] {
    const l = this.likenessOf();
    const title = new Set(l.title[position]);
    const skills = new Set(l.skills[position]);
    const cities = new Set(l.cities[position]);
    const states = new Set(l.states[position]);
    const industry = l.industry[position];
    const scores = new Float64Array(this.size);
    const order: number[] = [];
    for (let i = 0; i < this.size; i++) {
      if (i === position) continue;
      const alike = sharedCount(l.title[i], title) * 3 + sharedCount(l.skills[i], skills);
      const place = sharedCount(l.cities[i], cities) > 0 ? 2 : sharedCount(l.states[i], states) > 0 ? 1 : 0;
      scores[i] = alike * 100 + place * 10 + (industry !== -1 && l.industry[i] === industry ? 1 : 0);
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
