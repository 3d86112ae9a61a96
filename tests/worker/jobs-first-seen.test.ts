import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { JobStore } from "#worker/jobs/codec/job-store";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta } from "#worker/jobs/store/values";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/* Issue 16: the day the site first saw a job is carried from snapshot to snapshot. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

async function stored() {
  const meta = await readMeta(env);
  const index = JobStore.load(await env.JOBS_KV.get(`jobs:index:${meta?.version}`, "json"));
  if (!index) throw new Error("no index");
  return new Map(Array.from({ length: index.size }, (_, i) => [index.idAt(i), index.jobAt(i)]));
}

const DAY1 = Date.UTC(2026, 10, 20, 6); // 20 Nov 2026, 11:30 in India
const DAY3 = Date.UTC(2026, 10, 22, 6);

test("a job keeps the day it was first seen; a new one gets the refresh's day; creation dates win", async () => {
  const undated = atsJob({ creation_date: null, job_start_date: "2026-12-09" });
  const dated = atsJob({ creation_date: "2026-11-18" });
  server.use(...atsHandlers([undated, dated]));
  await refreshSnapshot(atsEnv(env), { now: DAY1 });
  let jobs = await stored();
  expect(jobs.get(undated.id as number)).toMatchObject({ firstSeen: "2026-11-20", postedAt: "2026-11-20" });
  expect(jobs.get(dated.id as number)).toMatchObject({ postedAt: "2026-11-18" });

  const later = atsJob({ creation_date: null, job_start_date: null });
  server.resetHandlers();
  server.use(...atsHandlers([undated, dated, later]));
  await refreshSnapshot(atsEnv(env), { now: DAY3 });
  jobs = await stored();
  expect(jobs.get(undated.id as number)).toMatchObject({ firstSeen: "2026-11-20", postedAt: "2026-11-20" });
  expect(jobs.get(later.id as number)).toMatchObject({ firstSeen: "2026-11-22", postedAt: "2026-11-22" });
  // Never the start date, which lies ahead.
  expect([...jobs.values()].every((j) => (j.postedAt ?? "") <= "2026-11-22")).toBe(true);
});

test("an unchanged upstream on a later day is not a new snapshot (first-seen days carried)", async () => {
  const jobs = [atsJob({ creation_date: null })];
  server.use(...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now: DAY1 });
  const first = await readMeta(env);
  await refreshSnapshot(atsEnv(env), { now: DAY3 });
  expect((await readMeta(env))?.version).toBe(first?.version);
});
