import {
  INDEX_FORMAT,
  LIST_COLUMNS,
  type ListColumn,
  NULLABLE_NUMBER_COLUMNS,
  NULLABLE_STRING_COLUMNS,
  SAME_AS_PRIMARY,
  STRING_COLUMNS,
  type StoredIndex,
  type StorePart,
  UNIQUE_COLUMNS,
} from "./format";
import { type Checked, remoteModesValid } from "./guard";

/*
 * One store's columns from the shards of an index (each already through the
 * guard), in shard order, as typed arrays: half the memory of arrays of
 * numbers, and no growing. JobStore.merge calls these.
 */

type Columns = Record<string, ArrayLike<number | null>>;
const columnsOf = (part: StorePart) => part.columns as unknown as Columns;

/** A later shard: its string positions go on from the shards before it (stringBase). */
export const isLaterShard = (part: StorePart) => (part.columns.stringBase ?? 0) > 0;

/**
 * Shards that share one string table (stringBase): the tables and columns
 * are joined as they are, with no string looked up or renumbered. Null
 * when a shard's base is not the strings of the shards before it, or a
 * remote mode is not one (a shard missing or out of place).
 */
export function joinParts(parts: StorePart[]): Checked | null {
  let held = 0;
  for (const part of parts) {
    if ((part.columns.stringBase ?? 0) !== held) return null;
    held += part.strings.length;
  }
  const count = parts.reduce((sum, p) => sum + p.size, 0);
  const strings = ([] as string[]).concat(...parts.map((p) => p.strings));
  // Typed arrays filled with set(): a copy the engine makes in one go for arrays of small integers.
  const joined = (name: string, length: number) => {
    const into = new Int32Array(length);
    let at = 0;
    for (const part of parts) {
      const from = columnsOf(part)[name] as ArrayLike<number>;
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
      parts.reduce((sum, p) => sum + columnsOf(p)[name].length, 0),
    );
    const starts = new Int32Array(count);
    let base = 0;
    let offset = 0;
    for (const part of parts) {
      const own = part.listStarts[name];
      for (let i = 0; i < part.size; i++) starts[base + i] = own[i] + offset;
      base += part.size;
      offset += columnsOf(part)[name].length;
    }
    listStarts[name] = starts;
  }
  const numbers = numberColumns(parts, count);
  const ids = new Float64Array(count);
  let at = 0;
  for (const part of parts) {
    ids.set(part.ids, at);
    at += part.size;
  }
  const merged = { format: INDEX_FORMAT, count, strings, id: ids, ...refs, ...numbers } as unknown as StoredIndex;
  if (parts.every((p) => p.columns.chunk !== undefined)) merged.chunk = joined("chunk", count) as unknown as number[];
  return { stored: merged, listStarts };
}

/** The nullable number columns as Float64Arrays, NaN for null (the guard lets no stored NaN through). */
function numberColumns(parts: StorePart[], count: number): Record<string, Float64Array> {
  const numbers: Record<string, Float64Array> = {};
  for (const name of NULLABLE_NUMBER_COLUMNS) {
    const into = new Float64Array(count);
    let base = 0;
    for (const part of parts) {
      const from = columnsOf(part)[name];
      for (let i = 0; i < part.size; i++) into[base + i] = from[i] ?? Number.NaN;
      base += part.size;
    }
    numbers[name] = into;
  }
  return numbers;
}

/**
 * Shards each with its own string table (older releases): the tables are
 * joined and every reference renumbered. A string repeated across shards (a
 * client, city, skill, date) is kept once; the columns whose strings belong
 * to one job each (UNIQUE_COLUMNS) are appended without that check, which is
 * most of the strings and most of the merge's work.
 */
export function mergeParts(parts: StorePart[]): Checked {
  const count = parts.reduce((sum, p) => sum + p.size, 0);
  const total = (name: string) => parts.reduce((sum, p) => sum + columnsOf(p)[name].length, 0);
  const strings: string[] = [];
  const positions = new Map<string, number>();
  const refs: Record<string, Int32Array> = {};
  for (const name of [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS]) refs[name] = new Int32Array(count);
  for (const name of LIST_COLUMNS) refs[name] = new Int32Array(total(name));
  const listStarts = {} as Record<ListColumn, Int32Array>;
  for (const name of LIST_COLUMNS) listStarts[name] = new Int32Array(count);
  const ids = new Float64Array(count);
  const chunk = parts.every((p) => p.columns.chunk !== undefined) ? new Int32Array(count) : undefined;
  let base = 0;
  const listAt: Record<string, number> = Object.fromEntries(LIST_COLUMNS.map((n) => [n, 0]));
  // Shared strings first, so a string also used by another job is found there, not appended twice.
  const stringColumns = [...STRING_COLUMNS, ...NULLABLE_STRING_COLUMNS].sort(
    (a, b) => Number(UNIQUE_COLUMNS.has(a)) - Number(UNIQUE_COLUMNS.has(b)),
  );
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
    const source = columnsOf(part);
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
    for (const name of stringColumns) {
      const from = source[name] as ArrayLike<number>;
      const into = refs[name];
      const renumber = UNIQUE_COLUMNS.has(name) ? own : shared;
      for (let i = 0; i < part.size; i++) into[base + i] = from[i] === -1 ? -1 : renumber(from[i]);
    }
    for (let i = 0; i < part.size; i++) ids[base + i] = part.ids[i];
    const partChunk = part.columns.chunk;
    if (chunk && partChunk) for (let i = 0; i < part.size; i++) chunk[base + i] = partChunk[i];
    base += part.size;
  }
  const numbers = numberColumns(parts, count);
  const merged = { format: INDEX_FORMAT, count, strings, id: ids, ...refs, ...numbers } as unknown as StoredIndex;
  if (chunk) merged.chunk = chunk as unknown as number[];
  return { stored: merged, listStarts };
}
