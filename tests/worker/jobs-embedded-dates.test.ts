import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import embedded from "#worker/jobs/data/embedded-jobs.json";
import { parseDate } from "#worker/jobs/normalize";
import { EmbeddedUpstream, shiftDate } from "#worker/jobs/upstream";

/* The embedded demo jobs on a fresh local state: their own creation dates, moved forward together. */

const DAY = 86_400_000;

test("every readable creation date moves by the same days, whatever its shape", async () => {
  const days = 4;
  const now = Date.parse(`${embedded.generatedAt}T12:00:00Z`) + days * DAY;
  const jobs = (await new EmbeddedUpstream(now).jobsPage(1)).results as { id: number; creation_date: unknown }[];
  const original = new Map(
    (embedded.jobs as { id: number; creation_date: unknown }[]).map((j) => [j.id, j.creation_date]),
  );
  let shapes = 0;
  for (const job of jobs) {
    const before = parseDate(original.get(job.id));
    if (!before) continue;
    if (!/^\d{4}-/.test(String(original.get(job.id)))) shapes++;
    const after = parseDate(job.creation_date);
    expect(Date.parse(`${after}T00:00:00Z`) - Date.parse(`${before}T00:00:00Z`), String(job.id)).toBe(days * DAY);
  }
  expect(shapes, "some dates in another shape than YYYY-MM-DD").toBeGreaterThan(0);
  expect(shiftDate("20/11/2026", 4)).toBe("2026-11-24");
  expect(shiftDate("16/November/2026", 1)).toBe("2026-11-17");
  expect(shiftDate("2026-11-20 10:00:00", 4)).toBe("2026-11-24 10:00:00");
  expect(shiftDate("not a date", 4)).toBe("not a date");
});

test("every embedded job is dated by its creation date, else a start date already come, else the day first seen", async () => {
  type Listed = {
    creation_date: string | null;
    job_start_date: string | null;
    posted_date: string | null;
    first_seen: string | null;
  };
  const all: Listed[] = [];
  for (let page = 1; ; page++) {
    const res = await exports.default.fetch(new Request(`http://127.0.0.1/api/jobs?page=${page}`));
    const body = (await res.json()) as { results: Listed[]; num_pages: number };
    all.push(...body.results);
    if (page >= body.num_pages) break;
  }
  expect(all.length).toBe(embedded.jobs.length);
  let started = 0;
  for (const job of all) {
    const start = parseDate(job.job_start_date);
    if (job.creation_date) expect(job.posted_date).toBe(parseDate(job.creation_date));
    else if (start && job.first_seen && start <= job.first_seen) {
      expect(job.posted_date).toBe(start);
      started++;
    } else expect(job.posted_date).toBe(job.first_seen);
  }
  // The demo holds undated jobs whose start date has passed (issue 22): none is "posted today".
  expect(started).toBeGreaterThan(0);
  const days = all.map((j) => j.posted_date ?? "");
  expect(days).toEqual([...days].sort().reverse());
});
