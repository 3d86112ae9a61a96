import { createExecutionContext as createContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { api } from "#worker/api/index";
import { MAX_PAGES } from "#worker/jobs/refresh/collect";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { findJobs, getJob, jobsHealth } from "#worker/jobs/service";
import { resetIsolateSnapshot, SnapshotUnavailableError } from "#worker/jobs/snapshot";
import { readMeta, STALE_AFTER_MS } from "#worker/jobs/store/values";
import { HttpUpstream } from "#worker/jobs/upstream";
import { ATS, atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
// Background refreshes a request started finish inside their own test.
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

test("the refresh walks every page and the company call, dropping duplicates", async () => {
  const jobs = jobsOf(95);
  const company = [atsJob({ client: "Kshitij Talent Partners" }), jobs[0]];
  server.use(...atsHandlers(jobs, company));
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: true, pages: 5, jobs: 96, dropped: 0, duplicates: 1 });
  const page5 = await findJobs(atsEnv(env), createExecutionContext(), { page: 5 });
  expect(page5.count).toBe(96);
  expect(page5.numPages).toBe(5);
  expect(page5.results).toHaveLength(16);
});

test("invalid records are dropped and counted, never fatal", async () => {
  const records = [...jobsOf(3), { id: "x", job_title: "Bad" }, { job_title: "No id" }, "not an object", null];
  server.use(...atsHandlers(records as Record<string, unknown>[]));
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: true, jobs: 3, dropped: 4 });
  expect((await readMeta(env))?.dropped).toBe(4);
});

test("a failure on page 3 of 5 keeps the previous snapshot serving and is reported", async () => {
  const first = jobsOf(90, { client: "First Snapshot Ltd" });
  server.use(...atsHandlers(first));
  expect((await refreshSnapshot(atsEnv(env))).ok).toBe(true);
  const before = await readMeta(env);

  server.use(
    http.get(`${ATS}/api/jobs`, ({ request }) =>
      new URL(request.url).searchParams.get("page") === "3"
        ? HttpResponse.json({ detail: "boom" }, { status: 500 })
        : HttpResponse.json({ count: 100, num_pages: 5, results: jobsOf(20, { client: "Second Ltd" }) }),
    ),
  );
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: false, kind: "http" });
  expect(status.error).toContain("500");
  expect(await readMeta(env)).toEqual(before);

  resetIsolateSnapshot();
  const served = await findJobs(atsEnv(env), createExecutionContext(), { page: 1 });
  expect(served.count).toBe(90);
  expect(served.results[0].client).toBe("First Snapshot Ltd");
  const health = await jobsHealth(atsEnv(env));
  expect(health.lastRefresh).toMatchObject({ ok: false, kind: "http" });
  expect(health.snapshot?.jobCount).toBe(90);
});

test.each([
  [
    "an HTML error page with status 200",
    () => new HttpResponse("<html><body>Error</body></html>", { headers: { "Content-Type": "text/html" } }),
  ],
  [
    "malformed JSON",
    () => new HttpResponse('{"count": 3, "results": [', { headers: { "Content-Type": "application/json" } }),
  ],
  ["a body that is not a jobs page", () => HttpResponse.json({ count: 3, results: "none" })],
])("%s is a failed refresh (malformed)", async (_name, respond) => {
  server.use(http.get(`${ATS}/api/jobs`, respond));
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: false, kind: "malformed" });
});

test("401 is reported as unauthorized; the token is sent as a bearer", async () => {
  let auth: string | null = null;
  server.use(
    http.get(`${ATS}/api/jobs`, ({ request }) => {
      auth = request.headers.get("Authorization");
      return new HttpResponse(null, { status: 401 });
    }),
  );
  const status = await refreshSnapshot(atsEnv(env, { JOBS_API_TOKEN: "s3cret" }));
  expect(auth).toBe("Bearer s3cret");
  expect(status).toMatchObject({ ok: false, kind: "unauthorized" });
  expect(JSON.stringify(await jobsHealth(atsEnv(env)))).not.toContain("s3cret");
});

test("429 with Retry-After is reported and remembered", async () => {
  server.use(
    http.get(`${ATS}/api/jobs`, () => new HttpResponse(null, { status: 429, headers: { "Retry-After": "120" } })),
  );
  const now = Date.UTC(2026, 10, 22, 12);
  const status = await refreshSnapshot(atsEnv(env), { now });
  expect(status).toMatchObject({ ok: false, kind: "rate-limited", retryAfterUntil: now + 120_000 });
});

test("a call that hangs times out", async () => {
  server.use(
    http.get(`${ATS}/api/jobs`, async () => {
      await delay("infinite");
      return HttpResponse.json({});
    }),
  );
  const status = await refreshSnapshot(atsEnv(env), { upstream: new HttpUpstream(ATS, undefined, 50) });
  expect(status).toMatchObject({ ok: false, kind: "timeout" });
});

test("an oversized body is refused", async () => {
  const huge = `{"count":1,"results":[],"pad":"${"x".repeat(9 * 1024 * 1024)}"}`;
  server.use(
    http.get(`${ATS}/api/jobs`, () => new HttpResponse(huge, { headers: { "Content-Type": "application/json" } })),
  );
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: false, kind: "too-large" });
});

test("a page count that never ends is capped", async () => {
  let calls = 0;
  server.use(
    http.get(`${ATS}/api/jobs`, () => {
      calls++;
      return HttpResponse.json({ count: 10_000_000, num_pages: 500_000, results: [atsJob()] });
    }),
    http.get(`${ATS}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  const status = await refreshSnapshot(atsEnv(env));
  expect(status.ok).toBe(true);
  expect(calls).toBe(MAX_PAGES);
});

test("no snapshot and the upstream down: the service says unavailable and the API answers 503", async () => {
  server.use(http.get(`${ATS}/api/jobs`, () => HttpResponse.error()));
  await expect(findJobs(atsEnv(env), createExecutionContext(), { page: 1 })).rejects.toBeInstanceOf(
    SnapshotUnavailableError,
  );
  resetIsolateSnapshot();
  const res = await api.request("/jobs", {}, atsEnv(env), createExecutionContext());
  expect(res.status).toBe(503);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(await res.json()).toEqual({ error: "Failed to load jobs. Please try again later." });
});

test("the embedded demo jobs are never served once a real upstream is configured", async () => {
  const demo = await findJobs(env, createExecutionContext(), { page: 1 });
  expect(demo.count).toBeGreaterThanOrEqual(300);
  resetIsolateSnapshot();
  server.use(http.get(`${ATS}/api/jobs`, () => HttpResponse.error()));
  await expect(findJobs(atsEnv(env), createExecutionContext(), { page: 1 })).rejects.toBeInstanceOf(
    SnapshotUnavailableError,
  );
});

test("a stale snapshot is served with its age and refreshed in the background", async () => {
  server.use(...atsHandlers(jobsOf(5, { client: "Old Ltd" })));
  const longAgo = Date.now() - STALE_AFTER_MS - 60_000;
  await refreshSnapshot(atsEnv(env), { now: longAgo });
  server.use(...atsHandlers(jobsOf(7, { client: "New Ltd" })));

  const ctx = createExecutionContext();
  const res = await api.request("/jobs", {}, atsEnv(env), ctx);
  expect(res.status).toBe(200);
  expect(res.headers.get("X-Snapshot-Stale")).toBe("true");
  expect(Number(res.headers.get("X-Snapshot-Age"))).toBeGreaterThan(STALE_AFTER_MS / 1000);
  expect(((await res.json()) as { count: number }).count).toBe(5);

  await waitOnExecutionContext(ctx);
  const meta = await readMeta(env);
  expect(meta?.count).toBe(7);
  resetIsolateSnapshot();
  const fresh = await api.request("/jobs", {}, atsEnv(env), createExecutionContext());
  expect(fresh.headers.get("X-Snapshot-Stale")).toBe("false");
  expect(((await fresh.json()) as { count: number }).count).toBe(7);
});

test("an unchanged upstream only moves the snapshot's age", async () => {
  const jobs = jobsOf(3);
  server.use(...atsHandlers(jobs));
  await refreshSnapshot(atsEnv(env), { now: 1_000_000 });
  const first = await readMeta(env);
  await refreshSnapshot(atsEnv(env), { now: 2_000_000 });
  const second = await readMeta(env);
  expect(second?.version).toBe(first?.version);
  expect(second?.fetchedAt).toBe(2_000_000);
});

test("job details come from the snapshot with the sanitised description", async () => {
  const hostile = atsJob({ job_description: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">' });
  server.use(...atsHandlers([hostile]));
  await refreshSnapshot(atsEnv(env));
  const found = await getJob(atsEnv(env), createExecutionContext(), hostile.id as number);
  expect(found?.descriptionHtml).toBe("<p>Hi</p>");
  expect(await getJob(atsEnv(env), createExecutionContext(), 99_999_999)).toBeNull();
});

// Changed by issue 13: a request no longer waits on the upstream to rebuild
// an unreadable index. It answers "unavailable" (503) at once and the
// rebuild runs after the response; the next request is served from it.
test("an unreadable stored index is rebuilt from the upstream in the background, not served or crashed on", async () => {
  server.use(...atsHandlers(jobsOf(4, { client: "Rebuilt Ltd" })));
  await refreshSnapshot(atsEnv(env), { now: 1_000 });
  const meta = await readMeta(env);
  await env.JOBS_KV.put(`jobs:index:${meta?.version}`, JSON.stringify([{ id: "not a job" }]));
  resetIsolateSnapshot();
  const ctx = createExecutionContext();
  const first = await api.request("/jobs", {}, atsEnv(env), ctx);
  expect(first.status).toBe(503);
  expect(first.headers.get("Retry-After")).toBe("30");
  await waitOnExecutionContext(ctx);
  const served = await findJobs(atsEnv(env), createExecutionContext(), { page: 1 });
  expect(served.count).toBe(4);
  expect(served.results[0].client).toBe("Rebuilt Ltd");
  expect((await readMeta(env))?.version).not.toBe(meta?.version);
});

test("an index in the previous release's format (format 1) is rebuilt, not misread", async () => {
  server.use(...atsHandlers(jobsOf(3, { client: "Format Two Ltd" })));
  await refreshSnapshot(atsEnv(env), { now: 1_000 });
  const meta = await readMeta(env);
  const stored = JSON.parse((await env.JOBS_KV.get(`jobs:index:${meta?.version}`)) ?? "null");
  expect(stored.format).toBe(3);
  // What format 1 stored: an array of { job, text, place, posted }, newest first.
  const old = [1, 2, 3].map((id) => ({
    job: { id, title: "Old", client: "Old Ltd", cities: [], primarySkills: [], experience: {} },
    text: "old",
    place: "",
    posted: 0,
  }));
  await env.JOBS_KV.put(`jobs:index:${meta?.version}`, JSON.stringify(old));
  resetIsolateSnapshot();
  const ctx = createExecutionContext();
  await expect(findJobs(atsEnv(env), ctx, { page: 1 })).rejects.toBeInstanceOf(SnapshotUnavailableError);
  await waitOnExecutionContext(ctx);
  const served = await findJobs(atsEnv(env), createExecutionContext(), { page: 1 });
  expect(served.count).toBe(3);
  expect(served.results.map((j) => j.client)).toEqual(["Format Two Ltd", "Format Two Ltd", "Format Two Ltd"]);
  expect((await readMeta(env))?.version).not.toBe(meta?.version);
});
