import { expect, test } from "vitest";
import { postedDay, postedRank, postedSource } from "#worker/jobs/posted-day";
import { sortNewest } from "#worker/jobs/sort-keys";
import type { Job } from "#worker/jobs/types";

/* Issue 22: which day a job was posted, and the newest-first order that follows from it. */

const SEEN = "2026-11-26";

test.each([
  // [creation date, start date, first seen, posted day, source]
  ["2026-11-20", null, SEEN, "2026-11-20", "created"],
  ["2026-11-20", "2026-03-07", SEEN, "2026-11-20", "created"],
  ["2026-11-20", "2026-12-10", SEEN, "2026-11-20", "created"],
  [null, "2026-03-07", SEEN, "2026-03-07", "started"],
  [null, SEEN, SEEN, SEEN, "started"],
  [null, "2026-11-27", SEEN, SEEN, "first_seen"],
  [null, "2026-12-10", SEEN, SEEN, "first_seen"],
  [null, null, SEEN, SEEN, "first_seen"],
  [null, "2026-03-07", null, null, "none"],
  [null, null, null, null, "none"],
] as const)("created %s, starts %s, first seen %s → posted %s (%s)", (createdAt, startDate, firstSeen, day, source) => {
  const job = { createdAt, startDate, firstSeen };
  expect(postedDay(job)).toBe(day);
  expect(postedSource(job)).toBe(source);
});

test("a start date that arrives while the job is listed does not re-post it", () => {
  // First seen 26 Nov with a start on 10 Dec: on 11 Dec it is still posted 26 Nov.
  expect(postedDay({ createdAt: null, startDate: "2026-12-10", firstSeen: SEEN })).toBe(SEEN);
  // A start date before the day first seen is the earlier, truer day.
  expect(postedDay({ createdAt: null, startDate: "2026-11-25", firstSeen: SEEN })).toBe("2026-11-25");
});

test("on one day a creation date ranks above a start date, which ranks above the day first seen", () => {
  expect(postedRank({ createdAt: SEEN, startDate: null, firstSeen: SEEN })).toBeGreaterThan(
    postedRank({ createdAt: null, startDate: SEEN, firstSeen: SEEN }),
  );
  expect(postedRank({ createdAt: null, startDate: SEEN, firstSeen: SEEN })).toBeGreaterThan(
    postedRank({ createdAt: null, startDate: null, firstSeen: SEEN }),
  );
});

function job(id: number, createdAt: string | null, startDate: string | null, firstSeen: string | null): Job {
  // postedAt is deliberately wrong: the order derives the posted day itself.
  return { id, createdAt, startDate, firstSeen, postedAt: "1999-01-01" } as Job;
}

test("newest first by the posted day, whatever postedAt a caller left on the job", () => {
  const jobs = [
    job(1, null, "2026-03-07", SEEN), // started 7 Mar: posted 7 Mar
    job(2, "2026-11-25", "2026-12-10", SEEN), // created yesterday
    job(3, null, "2026-12-10", SEEN), // starts ahead: posted the day first seen
    job(4, null, null, SEEN), // nothing but the day first seen
    job(5, null, SEEN, SEEN), // starts today
    job(6, SEEN, null, SEEN), // created today
    job(7, "2026-03-07", null, SEEN), // created 7 Mar
    job(8, null, null, null), // not yet stamped: last
  ];
  expect(sortNewest(jobs).map((j) => j.id)).toEqual([6, 5, 4, 3, 2, 7, 1, 8]);
});
