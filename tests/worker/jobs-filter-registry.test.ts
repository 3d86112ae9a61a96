import { expect, test } from "vitest";
import { FILTERS, type Filter, type FilterValues } from "#shared/schemas/job-filters";
import { JobStore } from "#worker/jobs/codec/job-store";
import { normalizeJob } from "#worker/jobs/normalize";
import { listsEveryJob, searchJobs } from "#worker/jobs/search/search";
import type { Job } from "#worker/jobs/types";
import { atsJob } from "../fixtures/ats";

/*
 * Decision 059: the worker matches and counts every filter of the registry
 * (shared/schemas/job-filters.ts) from its column (worker/jobs/search/filters.ts).
 * These hold for any filter, so a new one is checked here without a line
 * added: each facet count is what choosing that option finds, with and
 * without another filter chosen, and every option narrows the list.
 */

const TODAY = "2026-11-24";

function job(n: number): Job {
  const pick = <T>(xs: readonly T[]) => xs[n % xs.length];
  const normalized = normalizeJob(
    atsJob({
      id: 1000 + n,
      experience: pick(["0-1", "1-3", "2-5", "3", "5-10", "10+", "", "0"]),
      salary: pick(["3-5 LPA", "6-9 LPA", null, "25,000 per month", "12-18 LPA", "30 LPA", "2.5 LPA"]),
      remoteOpportunity: pick([0, 1, 2, 0, 0]),
      industry: pick(["IT Services", "it services", "Retail", "Logistics", "", "Banking"]),
      creation_date: pick(["2026-11-24", "2026-11-23", "2026-11-20", "2026-11-10", "2026-10-01", null]),
      details: { summary: pick(["Night shift at the warehouse.", "Rotational shift.", "Day work."]) },
    }),
  );
  if (!normalized) throw new Error("fixture job invalid");
  normalized.job.firstSeen = "2026-09-01";
  return normalized.job;
}

const store = JobStore.fromJobs(Array.from({ length: 97 }, (_, n) => job(n)));

/** The values a filter's facet offers on the whole list. */
function valuesOf(filter: Filter): FilterValues[keyof FilterValues][] {
  const facet = searchJobs(store, { today: TODAY }, true).facets?.[filter.key] ?? [];
  expect(facet.length, filter.key).toBeGreaterThan(0);
  return facet.map((o) => (filter.kind === "years" ? Number(o.value) : o.value));
}

const found = (values: FilterValues) => searchJobs(store, { ...values, today: TODAY }, false).positions.length;

test("every facet count is what choosing that option finds", () => {
  const all = searchJobs(store, { today: TODAY }, true).facets;
  for (const filter of FILTERS) {
    const values = valuesOf(filter);
    for (const [k, value] of values.entries()) {
      const count = all?.[filter.key][k].count;
      expect(found({ [filter.key]: value }), `${filter.key}=${value}`).toBe(count);
      expect(listsEveryJob({ [filter.key]: value })).toBe(false);
    }
    // Some option of every filter narrows the list (a filter that keeps every job reads no column).
    expect(
      values.some((value) => found({ [filter.key]: value }) < store.size),
      filter.key,
    ).toBe(true);
  }
  expect(listsEveryJob({})).toBe(true);
});

test("with another filter chosen, a facet counts what choosing its option would find beside it", () => {
  for (const chosen of FILTERS) {
    const value = valuesOf(chosen)[0];
    const facets = searchJobs(store, { [chosen.key]: value, today: TODAY }, true).facets;
    for (const filter of FILTERS) {
      if (filter === chosen) continue;
      for (const option of facets?.[filter.key] ?? []) {
        const other = filter.kind === "years" ? Number(option.value) : option.value;
        const both = { [chosen.key]: value, [filter.key]: other };
        expect(found(both), `${chosen.key}=${value} & ${filter.key}=${other}`).toBe(option.count);
      }
    }
  }
});

test("a value the registry does not know narrows nothing, and a name matches in any case", () => {
  for (const filter of FILTERS) {
    if (filter.kind !== "option") continue;
    expect(found({ [filter.key]: "nope" } as FilterValues), filter.key).toBe(store.size);
  }
  expect(found({ industry: "IT SERVICES" })).toBe(found({ industry: "it services" }));
  expect(found({ industry: "  " })).toBe(store.size);
});
