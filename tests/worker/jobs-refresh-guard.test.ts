import { createExecutionContext as createContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { api } from "#worker/api/index";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { CONFIRM_SHRINK_AFTER_MS, SHRINK_WINDOW_MS } from "#worker/jobs/refresh/switch";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta, readStatus, STALE_AFTER_MS } from "#worker/jobs/store/values";
import { ATS, atsEnv, atsHandlers, atsJob, atsPages } from "../fixtures/ats";

/*
 * Issue 13 review: the shrink guard measures from the largest count of the
 * last 24 h (not only the live one), still holds when jobs:meta is
 * unreadable, and the cron and a visitor's background refresh never both
 * write a version (one KV lock).
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const contexts: ExecutionContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => waitOnExecutionContext(c)));
  server.resetHandlers();
});
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

const T0 = Date.now();
const MINUTE = 60_000;
const jobsOf = (n: number) => Array.from({ length: n }, () => atsJob());

test("successive drops each under the share are held once they add up past it within 24 hours", async () => {
  const all = jobsOf(200);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  // 200 -> 102: just under half, switched in.
  server.use(...atsHandlers(all.slice(0, 102)));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE })).held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(102);
  // 102 -> 52: under half of 102, but three quarters of the 200 of ten minutes ago.
  server.use(...atsHandlers(all.slice(0, 52)));
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + 20 * MINUTE });
  expect(status.held).toMatchObject({ count: 52, liveCount: 102, baseline: 200 });
  expect((await readMeta(env))?.count).toBe(102);
  // Confirmed on a later run, it is switched in and becomes the new measure.
  const confirmed = await refreshSnapshot(atsEnv(env), { now: T0 + 20 * MINUTE + CONFIRM_SHRINK_AFTER_MS });
  expect(confirmed.held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(52);
  server.use(...atsHandlers(all.slice(0, 40)));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 40 * MINUTE })).held).toBeUndefined();
});

test("a count more than 24 hours old is no longer the measure", async () => {
  const all = jobsOf(100);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  server.use(...atsHandlers(all.slice(0, 60)));
  await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE });
  server.use(...atsHandlers(all.slice(0, 35)));
  // 60 -> 35 a day later: 42 % of the live 60, and the 100 is older than the window.
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE + SHRINK_WINDOW_MS });
  expect(status.held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(35);
});

test("the refresh repairing an unreadable jobs:meta still holds back a result that shrank", async () => {
  const all = jobsOf(80);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  await env.JOBS_KV.put("jobs:meta", "{ damaged");
  server.use(...atsHandlers([]));
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE });
  expect(status).toMatchObject({ ok: true, jobs: 0, held: { count: 0, liveCount: 80 } });
  // Not switched in: the empty result did not become the snapshot.
  expect(await readMeta(env)).toBeNull();
  // The same upstream as before repairs it at once.
  server.use(...atsHandlers(all));
  const repaired = await refreshSnapshot(atsEnv(env), { now: T0 + 11 * MINUTE });
  expect(repaired).toMatchObject({ ok: true, jobs: 80, repaired: 1 });
  expect((await readMeta(env))?.count).toBe(80);
});

test("the cron does not refresh while a visitor's background refresh runs: one new version, the old one retired", async () => {
  server.use(...atsHandlers(jobsOf(20)));
  const stale = Date.now() - STALE_AFTER_MS - MINUTE;
  await refreshSnapshot(atsEnv(env), { now: stale });
  const old = await readMeta(env);

  // The ATS now has other jobs, and answers only when released.
  const pages = atsPages(jobsOf(24));
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached: () => void = () => {};
  const walking = new Promise<void>((resolve) => {
    reached = resolve;
  });
  server.use(
    http.get(`${ATS}/api/jobs`, async ({ request }) => {
      reached();
      await gate;
      return HttpResponse.json(pages[Number(new URL(request.url).searchParams.get("page") ?? "1") - 1]);
    }),
    http.get(`${ATS}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  // A visitor finds the snapshot stale: a refresh starts after the response.
  const visit = createContext();
  contexts.push(visit);
  expect((await api.request("/jobs", {}, atsEnv(env), visit)).status).toBe(200);
  await walking;
  // The cron fires meanwhile (scheduled() calls refreshSnapshot).
  const cron = refreshSnapshot(atsEnv(env));
  release();
  const cronStatus = await cron;
  await waitOnExecutionContext(visit);

  const live = await readMeta(env);
  const { keys } = await env.JOBS_KV.list({ prefix: "jobs:index:" });
  const versions = keys.map((k) => k.name.slice("jobs:index:".length)).sort();
  expect(versions).toEqual([old?.version, live?.version].sort());
  const retired = JSON.parse((await env.JOBS_KV.get("jobs:retired")) ?? "[]") as { version: string }[];
  expect(retired.map((r) => r.version)).toEqual([old?.version]);
  // The cron wrote nothing: the status is the background refresh's.
  expect(cronStatus).toMatchObject({ ok: false, kind: "busy" });
  expect(await readStatus(env)).toMatchObject({ ok: true, jobs: 24 });
  // The lock is released: the next refresh runs.
  expect((await refreshSnapshot(atsEnv(env))).ok).toBe(true);
});

test("a lock whose time is up (its refresh was cut off) does not keep the cron out; a live one does", async () => {
  server.use(...atsHandlers(jobsOf(6)));
  // What a background refresh cut off after its response leaves behind.
  await env.JOBS_KV.put("jobs:refresh-lock", JSON.stringify({ token: "gone", until: Date.now() - 1 }));
  expect(await refreshSnapshot(atsEnv(env))).toMatchObject({ ok: true, jobs: 6 });
  expect(await env.JOBS_KV.get("jobs:refresh-lock")).toBeNull();
  await env.JOBS_KV.put("jobs:refresh-lock", JSON.stringify({ token: "running", until: Date.now() + MINUTE }));
  expect(await refreshSnapshot(atsEnv(env))).toMatchObject({ ok: false, kind: "busy" });
  // The running refresh's lock is left to it.
  expect(await env.JOBS_KV.get("jobs:refresh-lock")).toContain("running");
});
