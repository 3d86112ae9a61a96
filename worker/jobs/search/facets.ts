import { EXPERIENCE_OPTIONS, POSTED_OPTIONS, SALARY_BANDS, WORK_MODES } from "#shared/schemas/job-search";
import { type FilterColumns, REMOTE_ORDER } from "../codec/format";
import type { JobStore } from "../codec/job-store";

/*
 * Facet counts: for each filter, how many jobs each of its options would
 * give with every *other* active filter (and the text and location) kept.
 * searchJobs visits every job once and tells a FacetCounts each job that
 * passes all filters, or fails exactly one (it then counts only in that
 * filter's own facet).
 */

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** Per filter, its options and how many jobs each would give with the other active filters kept. */
export interface Facets {
  experience: FacetOption[];
  salary: FacetOption[];
  work_mode: FacetOption[];
  industry: FacetOption[];
  posted: FacetOption[];
}

/** At most this many industries are listed (the most common first; a chosen one always). */
export const MAX_INDUSTRY_FACETS = 30;

export type WorkMode = (typeof WORK_MODES)[number]["value"];

/** The ATS remote mode of each work-mode option. */
export const REMOTE_OF: Record<WorkMode, string> = { office: "onsite", hybrid: "hybrid", remote: "remote" };

/** YYYYMMDD of the day `days` before `today` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): number {
  const [y, m, d] = today.split("-").map(Number);
  return Number(new Date(Date.UTC(y, m - 1, d) - days * 86_400_000).toISOString().slice(0, 10).replaceAll("-", ""));
}

/** The "posted within" facet of the whole list from how many jobs were posted on each day (YYYYMMDD). */
export function postedFacet(jobsPerDay: readonly (readonly [number, number])[], today: string): FacetOption[] {
  return POSTED_OPTIONS.map((o) => {
    const cutoff = daysBefore(today, o.days);
    let count = 0;
    for (const [day, jobs] of jobsPerDay) if (day >= cutoff) count += jobs;
    return { value: o.value, label: o.label, count };
  });
}

const EXPERIENCE_YEARS = EXPERIENCE_OPTIONS.map((o) => Number(o.value));
const BAND_MIN = SALARY_BANDS.map((b) => b.min);
const BAND_MAX = SALARY_BANDS.map((b) => b.max);
// The work-mode option of each remote mode (REMOTE_ORDER), -1 for none.
const MODE_OPTION = REMOTE_ORDER.map((r) => WORK_MODES.findIndex((m) => REMOTE_OF[m.value] === r));

/** The counts of one search's facets, job by job. */
export class FacetCounts {
  private readonly experience = new Array<number>(EXPERIENCE_YEARS.length).fill(0);
  private readonly salary = new Array<number>(SALARY_BANDS.length).fill(0);
  private readonly workMode = new Array<number>(WORK_MODES.length).fill(0);
  private readonly posted = new Array<number>(POSTED_OPTIONS.length).fill(0);
  private readonly industry: Int32Array;
  /** Industries in the order the counted jobs first showed them (the facets' order among equals). */
  private readonly industryOrder: number[] = [];
  private readonly postedCutoffs: number[];

  constructor(
    private readonly f: FilterColumns,
    private readonly salaries: { min: Float64Array; max: Float64Array },
    private readonly days: Int32Array,
    today: string,
  ) {
    this.industry = new Int32Array(f.industryRefs.length);
    this.postedCutoffs = POSTED_OPTIONS.map((o) => daysBefore(today, o.days));
  }

  /**
   * Counts the job at `i`: in every facet when `failed` is null (it passed
   * every active filter), else only in the facet of the one filter it failed.
   * The job's own values are read once: this runs for every job.
   */
  add(i: number, failed: keyof Facets | null) {
    const f = this.f;
    if (failed === null || failed === "experience") {
      const min = f.expMin[i];
      const max = f.expMax[i];
      const open = Number.isNaN(max);
      for (let k = 0; k < EXPERIENCE_YEARS.length; k++) {
        const y = EXPERIENCE_YEARS[k];
        if (y >= min && (open || y <= max)) this.experience[k]++;
      }
    }
    if (failed === null || failed === "salary") {
      const min = this.salaries.min[i];
      const max = this.salaries.max[i];
      for (let k = 0; k < BAND_MIN.length; k++) if (min < BAND_MAX[k] && max >= BAND_MIN[k]) this.salary[k]++;
    }
    if (failed === null || failed === "work_mode") {
      const k = MODE_OPTION[f.remote[i]];
      if (k !== -1) this.workMode[k]++;
    }
    if (failed === null || failed === "posted") {
      const day = this.days[i];
      for (let k = 0; k < this.postedCutoffs.length; k++) if (day >= this.postedCutoffs[k]) this.posted[k]++;
    }
    if (failed === null || failed === "industry") {
      const n = f.industry[i];
      if (this.industry[n]++ === 0) this.industryOrder.push(n);
    }
  }

  /** The facets as the API answers them; `chosenIndustry` (lower-cased) is listed even when rare or absent. */
  facets(store: JobStore, chosenIndustry: string): Facets {
    const fixed = (options: readonly { value: string; label: string }[], n: number[]) =>
      options.map((o, k) => ({ value: o.value, label: o.label, count: n[k] }));
    return {
      experience: fixed(EXPERIENCE_OPTIONS, this.experience),
      salary: fixed(SALARY_BANDS, this.salary),
      work_mode: fixed(WORK_MODES, this.workMode),
      industry: this.industryFacet(store, chosenIndustry),
      posted: fixed(POSTED_OPTIONS, this.posted),
    };
  }

  private industryFacet(store: JobStore, chosenIndustry: string): FacetOption[] {
    // Same industry in other cases is one option (the filter ignores case).
    const byName = new Map<string, FacetOption>();
    for (const n of this.industryOrder) {
      const ref = this.f.industryRefs[n];
      const name = store.stringAt(ref);
      const key = store.stringAt(ref, true);
      if (!name.trim()) continue;
      const had = byName.get(key);
      if (had) had.count += this.industry[n];
      else byName.set(key, { value: name, label: name, count: this.industry[n] });
    }
    const industries = [...byName.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]));
    const industry = industries.slice(0, MAX_INDUSTRY_FACETS).map((e) => e[1]);
    if (chosenIndustry && !industry.some((o) => o.value.toLowerCase() === chosenIndustry)) {
      const chosen = byName.get(chosenIndustry);
      industry.push(chosen ?? { value: chosenIndustry, label: chosenIndustry, count: 0 });
    }
    return industry;
  }
}
