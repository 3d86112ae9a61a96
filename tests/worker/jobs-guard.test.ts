import { createExecutionContext as createContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { api } from "#worker/api/index";
import { ACCEPT_SHRINK_KEY } from "#worker/jobs/keys";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { CONFIRM_SHRINK_AFTER_MS } from "#worker/jobs/refresh/switch";
import { KEEP_RETIRED_MS } from "#worker/jobs/retire";
import { findJobs, type jobsHealth } from "#worker/jobs/service";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta, readStatus, STALE_AFTER_MS } from "#worker/jobs/store/values";
import { ATS, atsEnv, atsHandlers, atsJob, atsPages } from "../fixtures/ats";

/*
 * Issue 13: a bad ATS answer never wipes the jobs. The shrink guard, the
 * retired versions kept for other locations, an ATS that promises more
 * pages than it has, and what health says about each.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const contexts: ExecutionContext[] = [];
function createExecutionContext() {
  const ctx = createContext();
  contexts.push(ctx);
  return ctx;
}
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
  server.resetHandlers();
});
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

const jobsOf = (n: number, extra: Record<string, unknown> = {}) => Array.from({ length: n }, () => atsJob(extra));
// Now, so health (which reads the clock) sees these snapshots as fresh.
const T0 = Date.now();
const MINUTE = 60_000;

async function servedCount(e: Env = atsEnv(env)) {
  resetIsolateSnapshot();
  const res = await api.request("/jobs", {}, e, createExecutionContext());
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

async function health(e: Env = atsEnv(env)) {
  // Only the body: /api/health's status code is composed from jobs and mail.
  const res = await api.request("/health", {}, e, createExecutionContext());
  return ((await res.json()) as { jobs: Awaited<ReturnType<typeof jobsHealth>> }).jobs;
}

async function storedVersions() {
  const { keys } = await env.JOBS_KV.list({ prefix: "jobs:index:" });
  return keys.map((k) => k.name.slice("jobs:index:".length)).sort();
}

test("an ATS answering 200 with an empty list does not wipe the jobs; health says the refresh is held back", async () => {
  server.use(...atsHandlers(jobsOf(90, { client: "Good Ltd" })));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 })).ok).toBe(true);
  const before = await readMeta(env);
  expect((await health()).ok).toBe(true);

  server.use(...atsHandlers([]));
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE });
  expect(status).toMatchObject({ ok: true, jobs: 0, held: { count: 0, liveCount: 90, since: T0 + 10 * MINUTE } });
  expect(await readMeta(env)).toEqual(before);
  expect(await servedCount()).toBe(90);

  const jobs = await health();
  expect(jobs.ok).toBe(false);
  expect(jobs.problems).toContain("held");
  expect(jobs.held).toEqual({ jobCount: 0, liveJobCount: 90, since: new Date(T0 + 10 * MINUTE).toISOString() });
  expect(jobs.snapshot?.jobCount).toBe(90);
});

test("a fall of more than the configured share is held; a smaller one is switched in", async () => {
  const all = jobsOf(100);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });

  // 60 of 100 lost: more than half.
  server.use(...atsHandlers(all.slice(0, 40)));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE })).held).toBeDefined();
  expect((await readMeta(env))?.count).toBe(100);

  // 40 of 100 lost: within the default guard.
  server.use(...atsHandlers(all.slice(0, 60)));
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + 2 * MINUTE });
  expect(status.held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(60);
  expect(await servedCount()).toBe(60);

  // JOBS_SHRINK_GUARD=0.25: losing 30 of 60 is now too much.
  server.use(...atsHandlers(all.slice(0, 30)));
  const strict = atsEnv(env, { JOBS_SHRINK_GUARD: "0.25" });
  expect((await refreshSnapshot(strict, { now: T0 + 3 * MINUTE })).held).toMatchObject({ count: 30, liveCount: 60 });
  expect((await readMeta(env))?.count).toBe(60);
});

test("the same shrunken result seen again on a later refresh is switched in; a burst of retries is not enough", async () => {
  const all = jobsOf(80);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  server.use(...atsHandlers(all.slice(0, 10)));

  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE })).held).toBeDefined();
  // A minute later (a visitor's background refresh): still held, from the first sighting.
  const retry = await refreshSnapshot(atsEnv(env), { now: T0 + 11 * MINUTE });
  expect(retry.held?.since).toBe(T0 + 10 * MINUTE);
  expect((await readMeta(env))?.count).toBe(80);

  // The next cron run sees the same result: it is real, and switched in.
  const confirmed = await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE + CONFIRM_SHRINK_AFTER_MS });
  expect(confirmed.held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(10);
  expect(await servedCount()).toBe(10);
  expect((await health()).ok).toBe(true);
});

test("a different result in between starts the count again", async () => {
  const all = jobsOf(50);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  server.use(...atsHandlers([]));
  await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE });
  server.use(...atsHandlers(all.slice(0, 5)));
  const other = await refreshSnapshot(atsEnv(env), { now: T0 + 20 * MINUTE });
  expect(other.held).toMatchObject({ count: 5, since: T0 + 20 * MINUTE });
  server.use(...atsHandlers([]));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 30 * MINUTE })).held?.since).toBe(T0 + 30 * MINUTE);
  expect((await readMeta(env))?.count).toBe(50);
});

test("a failed refresh in between also starts the count again", async () => {
  server.use(...atsHandlers(jobsOf(40)));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  server.use(...atsHandlers([]));
  await refreshSnapshot(atsEnv(env), { now: T0 + 10 * MINUTE });
  server.use(http.get(`${ATS}/api/jobs`, () => HttpResponse.json({ detail: "down" }, { status: 502 })));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 20 * MINUTE })).ok).toBe(false);
  server.use(...atsHandlers([]));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 30 * MINUTE })).held?.since).toBe(T0 + 30 * MINUTE);
  expect((await readMeta(env))?.count).toBe(40);
});

test("the command-line flag lets the next refresh shrink, once", async () => {
  const all = jobsOf(30);
  server.use(...atsHandlers(all));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  server.use(...atsHandlers(all.slice(0, 3)));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE })).held).toBeDefined();

  // What `npm run jobs -- --accept-shrink` writes.
  await env.JOBS_KV.put(ACCEPT_SHRINK_KEY, JSON.stringify({ at: T0 }), { expirationTtl: 3600 });
  const accepted = await refreshSnapshot(atsEnv(env), { now: T0 + 2 * MINUTE });
  expect(accepted).toMatchObject({ ok: true, acceptedShrink: true, jobs: 3 });
  expect(accepted.held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(3);
  expect(await env.JOBS_KV.get(ACCEPT_SHRINK_KEY)).toBeNull();
  expect((await health()).ok).toBe(true);

  // Consumed: the next shrink is held again.
  server.use(...atsHandlers([]));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + 3 * MINUTE })).held).toBeDefined();
  expect((await readMeta(env))?.count).toBe(3);
});

test("a first snapshot, or one from another source, is not compared against", async () => {
  server.use(...atsHandlers([]));
  // Nothing stored yet: an empty ATS is an empty (honest) snapshot.
  expect((await refreshSnapshot(atsEnv(env), { now: T0 })).held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(0);

  // The embedded demo (300+ jobs) is replaced by a real ATS with 2 jobs at once.
  await refreshSnapshot(env, { now: T0 });
  expect((await readMeta(env))?.count).toBeGreaterThanOrEqual(300);
  server.use(...atsHandlers(jobsOf(2)));
  expect((await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE })).held).toBeUndefined();
  expect((await readMeta(env))?.count).toBe(2);
});

test("the previous version stays readable for 10 minutes after a switch, then a later refresh deletes it", async () => {
  server.use(...atsHandlers(jobsOf(25, { client: "Old Ltd" })));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  const old = await readMeta(env);
  const oldMetaJson = await env.JOBS_KV.get("jobs:meta");

  server.use(...atsHandlers(jobsOf(24, { client: "New Ltd" })));
  await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE });
  const current = await readMeta(env);
  expect(current?.version).not.toBe(old?.version);
  expect(await storedVersions()).toEqual([old?.version, current?.version].sort());

  // A location whose cached read still returns the old meta finds its index and descriptions.
  await env.JOBS_KV.put("jobs:meta", oldMetaJson as string);
  resetIsolateSnapshot();
  const res = await api.request("/jobs", {}, atsEnv(env), createExecutionContext());
  expect(res.status).toBe(200);
  const body = (await res.json()) as { count: number; results: { id: number; client: string }[] };
  expect(body.count).toBe(25);
  expect(body.results[0].client).toBe("Old Ltd");
  const one = await api.request(`/jobs/${body.results[0].id}`, {}, atsEnv(env), createExecutionContext());
  expect(((await one.json()) as { job_description: string }).job_description).toBe("<p>Build things.</p>");
  await env.JOBS_KV.put("jobs:meta", JSON.stringify(current));

  // Nine minutes on, a refresh (unchanged upstream) keeps it ...
  await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE + KEEP_RETIRED_MS - MINUTE });
  expect(await storedVersions()).toContain(old?.version);
  // ... and once its time is up, the next one deletes its index and every chunk.
  await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE + KEEP_RETIRED_MS });
  expect(await storedVersions()).toEqual([current?.version]);
  const { keys } = await env.JOBS_KV.list({ prefix: `jobs:details:${old?.version}:` });
  expect(keys).toEqual([]);
  expect(await servedCount()).toBe(24);
});

test("an ATS that promises more pages than it has: what it has is kept and health says partial", async () => {
  const jobs = jobsOf(60);
  const pages = atsPages(jobs).map((page) => ({ ...page, count: 100, num_pages: 5 }));
  server.use(
    http.get(`${ATS}/api/jobs`, ({ request }) => {
      const body = pages[Number(new URL(request.url).searchParams.get("page") ?? "1") - 1];
      return body ? HttpResponse.json(body) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(`${ATS}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  for (const minutes of [0, 10]) {
    const status = await refreshSnapshot(atsEnv(env), { now: T0 + minutes * MINUTE });
    expect(status).toMatchObject({ ok: true, jobs: 60, pages: 3, partial: { promised: 5, fetched: 3 } });
  }
  expect(await servedCount()).toBe(60);
  const jobsHealthNow = await health();
  expect(jobsHealthNow.ok).toBe(false);
  expect(jobsHealthNow.problems).toEqual(["partial"]);
  expect(jobsHealthNow.partial).toEqual({ promised: 5, fetched: 3 });
});

test("a partial walk that shrinks past the guard is held like any other", async () => {
  server.use(...atsHandlers(jobsOf(100)));
  await refreshSnapshot(atsEnv(env), { now: T0 });
  const pages = atsPages(jobsOf(100)).slice(0, 1);
  server.use(
    http.get(`${ATS}/api/jobs`, ({ request }) =>
      new URL(request.url).searchParams.get("page")
        ? HttpResponse.json({ detail: "Invalid page." }, { status: 404 })
        : HttpResponse.json(pages[0]),
    ),
  );
  const status = await refreshSnapshot(atsEnv(env), { now: T0 + MINUTE });
  expect(status).toMatchObject({ partial: { promised: 5, fetched: 1 }, held: { count: 20, liveCount: 100 } });
  expect((await readMeta(env))?.count).toBe(100);
});

test("a 404 on the first page, or any other failure mid-walk, is still a failed refresh", async () => {
  server.use(http.get(`${ATS}/api/jobs`, () => HttpResponse.json({ detail: "Not found." }, { status: 404 })));
  expect(await refreshSnapshot(atsEnv(env), { now: T0 })).toMatchObject({ ok: false, kind: "http" });
});

test("health: a failing refresh behind a stale snapshot is not ok, and shows a kind, never the error text", async () => {
  server.use(...atsHandlers(jobsOf(5)));
  const longAgo = Date.now() - STALE_AFTER_MS - 5 * MINUTE;
  await refreshSnapshot(atsEnv(env), { now: longAgo });
  expect((await health()).problems).toEqual(["stale"]);

  server.use(
    http.get(
      `${ATS}/api/jobs`,
      () => new HttpResponse("<h1>Internal trace: db password=hunter2</h1>", { status: 500 }),
    ),
  );
  await refreshSnapshot(atsEnv(env));
  expect((await readStatus(env))?.error).toContain("500");
  const jobs = await health();
  expect(jobs).toMatchObject({ ok: false, problems: ["stale"], lastRefresh: { ok: false, kind: "http" } });
  const text = JSON.stringify(jobs);
  expect(text).not.toContain("answered");
  expect(text).not.toContain("hunter2");
  expect(text).not.toContain(ATS);
});

test("health: a configured upstream with nothing stored is not ok; the embedded demo is", async () => {
  expect(await health()).toMatchObject({ ok: false, problems: ["no_snapshot"], source: "upstream", snapshot: null });
  expect(await health(env)).toMatchObject({ ok: true, problems: [], source: "embedded" });
});

test("a visitor never waits on the upstream: with nothing stored the API answers 503 at once and refreshes behind it", async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const jobs = jobsOf(7);
  const pages = atsPages(jobs);
  server.use(
    http.get(`${ATS}/api/jobs`, async () => {
      await gate;
      return HttpResponse.json(pages[0]);
    }),
    http.get(`${ATS}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  const ctx = createExecutionContext();
  // The ATS has not answered (it waits on the gate), yet the response is here.
  const res = await api.request("/jobs", {}, atsEnv(env), ctx);
  expect(res.status).toBe(503);
  expect(res.headers.get("Retry-After")).toBe("30");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(await readMeta(env)).toBeNull();
  release();
  await waitOnExecutionContext(ctx);
  expect(await servedCount()).toBe(7);
});

test("the embedded demo (bundled, no network) is still built within the first request", async () => {
  const page = await findJobs(env, createExecutionContext(), { page: 1 });
  expect(page.count).toBeGreaterThanOrEqual(300);
});
