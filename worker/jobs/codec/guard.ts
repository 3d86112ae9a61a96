import {
  INDEX_FORMAT,
  LIST_COLUMNS,
  type ListColumn,
  NULLABLE_NUMBER_COLUMNS,
  NULLABLE_STRING_COLUMNS,
  REMOTE_ORDER,
  SAME_AS_PRIMARY,
  STRING_COLUMNS,
  type StoredIndex,
} from "./format";

/*
 * The structural guard of a stored index (decision 005): a value of another
 * format, or one whose columns do not line up, is refused (the caller
 * rebuilds it). Every column entry's type and range is checked, so a job
 * made from a value that passed can never hold undefined. zod is not used:
 * a zod pass over ten thousand records costs about a second of CPU.
 */

const REMOTE_MODES = new Set<string>(REMOTE_ORDER);

/** Whether every job's remote mode is one of REMOTE_MODES (a handful of distinct positions, each looked at once). */
export function remoteModesValid(strings: string[], remote: ArrayLike<number>, count: number): boolean {
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
  // A stored (parsed) column is an array; a merged one an Int32Array (merge.ts).
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

/** A stored value that passed the guard, with where each job's list starts in each list column. */
export interface Checked {
  stored: StoredIndex;
  listStarts: Record<ListColumn, Int32Array>;
}

/** The guard itself: the value as a StoredIndex, or null when it is not one this code wrote. */
export function checkStored(value: unknown): Checked | null {
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
  if (stored.shards !== undefined && !(Number.isInteger(stored.shards) && stored.shards >= 1 && stored.shards <= 4096))
    return null;
  const listStarts = {} as Record<ListColumn, Int32Array>;
  for (const name of LIST_COLUMNS) {
    const starts = listStartsOf(stored[name], count, limit, name === "skills");
    if (!starts) return null;
    listStarts[name] = starts;
  }
  return { stored, listStarts };
}
