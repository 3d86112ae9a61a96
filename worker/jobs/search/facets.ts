import { FILTERS, type FilterKey, type FilterValues, POSTED_OPTIONS } from "#shared/schemas/job-filters";
import type { JobStore } from "../codec/job-store";
import { daysBefore, FILTER_COLUMNS, facetBits, type NameCodes, nameKeyOf, type OptionBits } from "./filters";

/*
 * Facet counts: for each filter, how many jobs each of its options would
 * give with every *other* active filter (and the text and location) kept.
 * searchJobs visits every job once and tells a FacetCounts each job that
 * passes all filters, or fails exactly one (it then counts only in that
 * filter's own facet). What a filter counts is its column in the registry
 * (filters.ts): option bits, or name numbers.
 */

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Per filter, its options and how many jobs each would give with the other active filters kept. */
export type Facets = Record<FilterKey, FacetOption[]>;

/** At most this many names are listed (the most common first; a chosen one always). */
export const MAX_NAME_FACETS = 30;

/** The "posted within" facet of the whole list from how many jobs were posted on each day (YYYYMMDD). */
export function postedFacet(jobsPerDay: readonly (readonly [number, number])[], today: string): FacetOption[] {
  return POSTED_OPTIONS.map((o) => {
    const cutoff = daysBefore(today, o.days);
    let count = 0;
    for (const [day, jobs] of jobsPerDay) if (day >= cutoff) count += jobs;
    return { value: o.value, label: o.label, count };
  });
}

/** The counts of one search's facets, job by job. */
export class FacetCounts {
  // Filters counted by option bits: their keys, per job bits and per option counts (same order).
  private readonly bitKeys: FilterKey[] = [];
  private readonly bits: OptionBits[] = [];
  private readonly bitCounts: Int32Array[] = [];
  // Filters counted by name: their keys, columns, per name counts and the names in the order the jobs first showed them.
  private readonly nameKeys: FilterKey[] = [];
  private readonly names: NameCodes[] = [];
  private readonly nameCounts: Int32Array[] = [];
  private readonly nameOrder: number[][] = [];

  constructor(store: JobStore, today: string) {
    for (const filter of FILTERS) {
      const bits = facetBits(filter, store, today);
      if (bits) {
        this.bitKeys.push(filter.key);
        this.bits.push(bits);
        this.bitCounts.push(new Int32Array(filter.kind === "name" ? 0 : filter.options.length));
        continue;
      }
      const column = FILTER_COLUMNS[filter.key];
      if (column.kind !== "name") continue;
      const names = column.names(store);
      this.nameKeys.push(filter.key);
      this.names.push(names);
      this.nameCounts.push(new Int32Array(names.refs.length));
      this.nameOrder.push([]);
    }
  }

  /**
   * Counts the job at `i`: in every facet when `failed` is null (it passed
   * every active filter), else only in the facet of the one filter it failed.
   * This runs for every job: typed arrays only, no call per filter.
   */
  add(i: number, failed: FilterKey | null) {
    for (let j = 0; j < this.bitKeys.length; j++) {
      if (failed !== null && failed !== this.bitKeys[j]) continue;
      const counts = this.bitCounts[j];
      let b = this.bits[j][i];
      while (b !== 0) {
        const low = b & -b;
        counts[31 - Math.clz32(low)]++;
        b ^= low;
      }
    }
    for (let j = 0; j < this.nameKeys.length; j++) {
      if (failed !== null && failed !== this.nameKeys[j]) continue;
      const n = this.names[j].codes[i];
      if (this.nameCounts[j][n]++ === 0) this.nameOrder[j].push(n);
    }
  }

  /** The facets as the API answers them; a chosen name is listed even when rare or absent. */
  facets(store: JobStore, values: FilterValues): Facets {
    const facets = {} as Facets;
    for (const filter of FILTERS) {
      const j = this.bitKeys.indexOf(filter.key);
      if (j !== -1 && filter.kind !== "name") {
        const counts = this.bitCounts[j];
        facets[filter.key] = filter.options.map((o, k) => ({ value: o.value, label: o.label, count: counts[k] }));
      } else {
        const n = this.nameKeys.indexOf(filter.key);
        facets[filter.key] = this.nameFacet(store, n, nameKeyOf(values[filter.key] as string | undefined));
      }
    }
    return facets;
  }

  private nameFacet(store: JobStore, j: number, chosen: string): FacetOption[] {
    // The same name in other cases is one option (the filter ignores case).
    const byName = new Map<string, FacetOption>();
    const counts = this.nameCounts[j];
    const { refs } = this.names[j];
    for (const n of this.nameOrder[j]) {
      const name = store.stringAt(refs[n]);
      const key = store.stringAt(refs[n], true);
      if (!name.trim()) continue;
      const had = byName.get(key);
      if (had) had.count += counts[n];
      else byName.set(key, { value: name, label: name, count: counts[n] });
    }
    const sorted = [...byName.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
    const listed = sorted.slice(0, MAX_NAME_FACETS).map((e) => e[1]);
    if (chosen && !listed.some((o) => o.value.toLowerCase() === chosen))
      listed.push(byName.get(chosen) ?? { value: chosen, label: chosen, count: 0 });
    return listed;
  }
}
