import {
  FILTERS,
  type Filter,
  type FilterKey,
  type FilterValues,
  POSTED_OPTIONS,
  SALARY_BANDS,
  WORK_MODES,
} from "#shared/schemas/job-filters";
import type { JobStore } from "../codec/job-store";

/*
 * The worker's half of the filter registry (decision 059). The shared half
 * (shared/schemas/job-filters.ts) says what a filter is called, which
 * values it takes and how the page shows it; this half says what it reads
 * of a job, as one typed-array column per filter built once per loaded
 * index. Matching and facet counting (search.ts, facets.ts) loop over the
 * registry and read only these columns, by the filter's kind:
 *
 * - `option`: per job, one bit per option the job falls under (bit k is
 *   the entry's options[k]). Choosing an option keeps the jobs with its
 *   bit; the facet counts each bit.
 * - `years`: per job, the range of years it asks (NaN: not said; a max of
 *   NaN is open-ended). A job matches the years that fall in its range;
 *   the facet counts the entry's options as years.
 * - `name`: per job, a small number per distinct name, and each number's
 *   string in the store. A name matches in any case; the facet lists the
 *   most common names.
 *
 * The browser never loads this half: it reads the store. A filter in the
 * shared list without an entry here does not type-check.
 */

/** Per job, a bit per option it falls under: at most 16 options a filter. */
export type OptionBits = Uint16Array;
const MAX_OPTIONS = 16;

export interface OptionColumn {
  readonly kind: "option";
  /** The jobs' option bits on `today` (India's date, YYYY-MM-DD): most filters ignore the day. */
  readonly bits: (store: JobStore, today: string) => OptionBits;
}

export interface YearsColumn {
  readonly kind: "years";
  readonly span: (store: JobStore) => YearSpans;
}

export interface NameColumn {
  readonly kind: "name";
  readonly names: (store: JobStore) => NameCodes;
}

export interface YearSpans {
  min: Float64Array;
  max: Float64Array;
}

export interface NameCodes {
  /** Per job, its name's number. */
  codes: Int32Array;
  /** Per number, the name's position in the store's string table. */
  refs: readonly number[];
}

type ColumnOf<F extends Filter> = F["kind"] extends "option"
  ? OptionColumn
  : F["kind"] extends "years"
    ? YearsColumn
    : NameColumn;

/** One entry per filter of the shared registry, of its kind. */
export type FilterColumns = { readonly [F in Filter as F["key"]]: ColumnOf<F> };

/** A column built once per store (a WeakMap: a retired store takes its columns with it). */
function perStore<T>(build: (store: JobStore) => T): (store: JobStore) => T {
  const built = new WeakMap<JobStore, T>();
  return (store) => {
    let value = built.get(store);
    if (value === undefined) {
      value = build(store);
      built.set(store, value);
    }
    return value;
  };
}

/** A column built once per store and day (the last day asked is kept). */
function perStoreAndDay<T>(build: (store: JobStore, today: string) => T): (store: JobStore, today: string) => T {
  const built = new WeakMap<JobStore, { today: string; value: T }>();
  return (store, today) => {
    const had = built.get(store);
    if (had && had.today === today) return had.value;
    const value = build(store, today);
    built.set(store, { today, value });
    return value;
  };
}

/** Option bits from one test per option, job by job. */
function bitsOf(size: number, options: number, falls: (i: number, k: number) => boolean): OptionBits {
  const bits = new Uint16Array(size);
  for (let i = 0; i < size; i++) {
    let b = 0;
    for (let k = 0; k < options; k++) if (falls(i, k)) b |= 1 << k;
    bits[i] = b;
  }
  return bits;
}

/** YYYYMMDD of the day `days` before `today` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): number {
  const [y, m, d] = today.split("-").map(Number);
  return Number(new Date(Date.UTC(y, m - 1, d) - days * 86_400_000).toISOString().slice(0, 10).replaceAll("-", ""));
}

/** The ATS remote mode of each work-mode option. */
export const REMOTE_OF: Record<(typeof WORK_MODES)[number]["value"], string> = {
  office: "onsite",
  hybrid: "hybrid",
  remote: "remote",
};

export const FILTER_COLUMNS: FilterColumns = {
  experience: {
    kind: "years",
    span: perStore((store): YearSpans => {
      const { experienceMin, experienceMax } = store.columns;
      const min = new Float64Array(store.size);
      const max = new Float64Array(store.size);
      for (let i = 0; i < store.size; i++) {
        min[i] = experienceMin[i] ?? Number.NaN;
        max[i] = experienceMax[i] ?? Number.NaN;
      }
      return { min, max };
    }),
  },
  salary: {
    kind: "option",
    // A band the job's yearly range overlaps; NaN (no salary, or hourly) compares false: no band.
    bits: perStore((store) => {
      const { min, max } = store.salaryLpa();
      return bitsOf(
        store.size,
        SALARY_BANDS.length,
        (i, k) => min[i] < SALARY_BANDS[k].max && max[i] >= SALARY_BANDS[k].min,
      );
    }),
  },
  work_mode: {
    kind: "option",
    bits: perStore((store) => {
      // The option of each remote string, worked out once per distinct string.
      const byRef = new Map<number, number>();
      const bits = new Uint16Array(store.size);
      for (let i = 0; i < store.size; i++) {
        const ref = store.refAt("remote", i);
        let b = byRef.get(ref);
        if (b === undefined) {
          const k = WORK_MODES.findIndex((o) => REMOTE_OF[o.value] === store.stringAt(ref));
          b = k === -1 ? 0 : 1 << k;
          byRef.set(ref, b);
        }
        bits[i] = b;
      }
      return bits;
    }),
  },
  industry: {
    kind: "name",
    // Numbered in order of first appearance (the facet's order among equals).
    names: perStore((store) => {
      const codes = new Int32Array(store.size);
      const refs: number[] = [];
      const numberOf = new Map<number, number>();
      for (let i = 0; i < store.size; i++) {
        const ref = store.refAt("industry", i);
        let n = numberOf.get(ref);
        if (n === undefined) {
          n = refs.length;
          refs.push(ref);
          numberOf.set(ref, n);
        }
        codes[i] = n;
      }
      return { codes, refs };
    }),
  },
  posted: {
    kind: "option",
    // Posted on or after the option's cutoff day (0: unknown, never).
    bits: perStoreAndDay((store, today) => {
      const days = store.postedDays();
      const cutoffs = POSTED_OPTIONS.map((o) => daysBefore(today, o.days));
      return bitsOf(store.size, cutoffs.length, (i, k) => days[i] >= cutoffs[k]);
    }),
  },
};

for (const filter of FILTERS)
  if (filter.kind !== "name" && filter.options.length > MAX_OPTIONS)
    throw new Error(`filter ${filter.key} has more than ${MAX_OPTIONS} options`);

// Per years filter, its options' bits per job (the option years in the job's range), built once per store.
const yearBits = new Map<FilterKey, (store: JobStore) => OptionBits>();

/** The bits a filter's facet counts, per job: its options', or a years filter's options as years; null for a name filter. */
export function facetBits(filter: Filter, store: JobStore, today: string): OptionBits | null {
  const column = FILTER_COLUMNS[filter.key];
  if (column.kind === "option") return column.bits(store, today);
  if (column.kind === "name" || filter.kind === "name") return null;
  let bits = yearBits.get(filter.key);
  if (!bits) {
    const years = filter.options.map((o) => Number(o.value));
    bits = perStore((s) => {
      const { min, max } = column.span(s);
      return bitsOf(s.size, years.length, (i, k) => years[k] >= min[i] && (Number.isNaN(max[i]) || years[k] <= max[i]));
    });
    yearBits.set(filter.key, bits);
  }
  return bits(store);
}

/** A name as the filter matches it: trimmed and lower-cased ("" when none). */
export const nameKeyOf = (value: string | undefined) => (value ? value.trim().toLowerCase() : "");

/** Whether a search's value of a filter narrows anything (an unknown option or an empty name does not). */
export function applies(filter: Filter, value: FilterValues[FilterKey]): boolean {
  if (value === undefined) return false;
  switch (filter.kind) {
    case "years":
      return true;
    case "option":
      return filter.options.some((o) => o.value === value);
    case "name":
      return nameKeyOf(String(value)) !== "";
  }
}

/** An active filter: the facet it is counted against, and whether the job at a position passes it. */
export interface FilterTest {
  key: FilterKey;
  pass: (i: number) => boolean;
}

/** The filters a search applies, in the registry's order. */
export function activeTests(store: JobStore, values: FilterValues, today: string): FilterTest[] {
  const tests: FilterTest[] = [];
  for (const filter of FILTERS) {
    const value = values[filter.key];
    if (!applies(filter, value)) continue;
    const key = filter.key;
    const column = FILTER_COLUMNS[key];
    if (column.kind === "option" && filter.kind === "option") {
      const bits = column.bits(store, today);
      const bit = 1 << filter.options.findIndex((o) => o.value === value);
      tests.push({ key, pass: (i) => (bits[i] & bit) !== 0 });
    } else if (column.kind === "years") {
      const { min, max } = column.span(store);
      const years = Number(value);
      // NaN (not given) compares false; a max of NaN is open-ended.
      tests.push({ key, pass: (i) => years >= min[i] && (Number.isNaN(max[i]) || years <= max[i]) });
    } else if (column.kind === "name") {
      const { codes, refs } = column.names(store);
      const chosen = nameKeyOf(String(value));
      // Per name number, whether it is the chosen name (any case).
      const is = refs.map((ref) => store.stringAt(ref, true) === chosen);
      tests.push({ key, pass: (i) => is[codes[i]] });
    }
  }
  return tests;
}

/** Whether no filter of a search narrows anything. */
export function noFilterApplies(values: FilterValues): boolean {
  return FILTERS.every((filter) => !applies(filter, values[filter.key]));
}

/** The work-mode column's bit for "remote" ("work from home" typed in the title box narrows to it). */
export function remoteTest(store: JobStore, today: string): (i: number) => boolean {
  const bits = FILTER_COLUMNS.work_mode.bits(store, today);
  const bit = 1 << WORK_MODES.findIndex((o) => o.value === "remote");
  return (i) => (bits[i] & bit) !== 0;
}
