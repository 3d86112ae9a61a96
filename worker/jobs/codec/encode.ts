import { sortNewest } from "../sort-keys";
import type { Job } from "../types";
import {
  INDEX_FORMAT,
  LIST_COLUMNS,
  type ListColumn,
  MAX_VALUE_BYTES,
  NULLABLE_NUMBER_COLUMNS,
  NULLABLE_STRING_COLUMNS,
  type NumberColumn,
  SAME_AS_PRIMARY,
  SHARD_JOBS,
  STRING_COLUMNS,
  type StoredIndex,
  type StringColumn,
} from "./format";

/** A string table that several shards add to in turn (encodeShards): each stores only its new strings. */
export interface StringTable {
  strings: string[];
  positions: Map<string, number>;
}

export function newStringTable(): StringTable {
  return { strings: [], positions: new Map() };
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

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

const utf8 = new TextEncoder();

/**
 * The index as shards of at most SHARD_JOBS jobs (newest first: shard 0
 * holds the newest), each a complete StoredIndex, serialised; they share one
 * string table, each storing only the strings new to it (stringBase). A
 * shard over MAX_VALUE_BYTES is split in half until it fits, so no KV value
 * passes 5 MiB whatever the jobs hold. The first carries the shard count.
 * One shard is exactly the single value older releases wrote.
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
