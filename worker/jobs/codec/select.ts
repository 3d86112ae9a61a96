import {
  INDEX_FORMAT,
  LIST_COLUMNS,
  type ListColumn,
  NULLABLE_NUMBER_COLUMNS,
  NULLABLE_STRING_COLUMNS,
  type NumberColumn,
  SAME_AS_PRIMARY,
  STRING_COLUMNS,
  type StoredIndex,
  type StorePart,
  type StringColumn,
} from "./format";

/*
 * Some jobs of a loaded index as a stored index of their own (job-pages.ts
 * writes a few thousand of them at a time): the columns copied by position,
 * with a string table of only the strings those jobs use. No Job object is
 * made and nothing is sorted, so it costs a few array reads per job.
 */

/** What a job card shows: a "card" record keeps these and blanks the rest (summary, apply link, code, skills, free location). */
const CARD_BLANK: ReadonlySet<string> = new Set(["summary", "location", "applyUrl", "jobCode"]);

/**
 * The stored index of `positions` of `part`, in the order given; `chunks`
 * (one per position) fills the chunk column. With `card`, only what a job
 * card shows is kept: the other strings are empty (or null where nullable)
 * and the skill lists empty.
 */
export function selectPositions(
  part: StorePart,
  positions: readonly number[],
  chunks: readonly number[] | null,
  card = false,
): StoredIndex {
  const strings: string[] = [];
  const remap = new Map<number, number>();
  const ref = (from: number): number => {
    if (from === -1) return -1;
    let n = remap.get(from);
    if (n === undefined) {
      n = strings.length;
      strings.push(part.strings[from]);
      remap.set(from, n);
    }
    return n;
  };
  let empty = -1;
  const blank = () => {
    if (empty === -1) {
      empty = strings.length;
      strings.push("");
    }
    return empty;
  };
  const source = part.columns as unknown as Record<string, ArrayLike<number | null>>;
  const columns = {} as Record<StringColumn | ListColumn, number[]> & Record<NumberColumn, (number | null)[]>;
  for (const name of STRING_COLUMNS) {
    const from = source[name] as ArrayLike<number>;
    columns[name] = positions.map((p) => (card && CARD_BLANK.has(name) ? blank() : ref(from[p])));
  }
  for (const name of NULLABLE_STRING_COLUMNS) {
    const from = source[name] as ArrayLike<number>;
    columns[name] = positions.map((p) => (card && CARD_BLANK.has(name) ? -1 : ref(from[p])));
  }
  for (const name of NULLABLE_NUMBER_COLUMNS) {
    const from = source[name];
    columns[name] = positions.map((p) => {
      const value = from[p];
      return value === null || Number.isNaN(value) ? null : value;
    });
  }
  for (const name of LIST_COLUMNS) columns[name] = listColumn(part, name, positions, card, ref);
  const stored: StoredIndex = {
    format: INDEX_FORMAT,
    count: positions.length,
    strings,
    id: positions.map((p) => part.ids[p]),
    ...columns,
  };
  if (chunks) stored.chunk = [...chunks];
  return stored;
}

/** A list column of the selected positions: each list's length, then its (renumbered) string positions. */
function listColumn(
  part: StorePart,
  name: ListColumn,
  positions: readonly number[],
  card: boolean,
  ref: (from: number) => number,
): number[] {
  const values = part.columns[name] as ArrayLike<number>;
  const starts = part.listStarts[name];
  const out: number[] = [];
  for (const p of positions) {
    const at = starts[p];
    const length = values[at];
    if (card && (name === "primarySkills" || name === "skills")) {
      out.push(name === "skills" ? SAME_AS_PRIMARY : 0);
      continue;
    }
    out.push(length);
    if (name === "skills" && length === SAME_AS_PRIMARY) continue;
    for (let k = at + 1; k <= at + length; k++) out.push(ref(values[k]));
  }
  return out;
}
