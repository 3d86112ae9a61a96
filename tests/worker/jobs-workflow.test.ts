import { introspectWorkflowInstance } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { encodeShards } from "#worker/jobs/codec/encode";
import { MAX_VALUE_BYTES } from "#worker/jobs/codec/format";
import { JobStore } from "#worker/jobs/codec/job-store";
import { indexShardKey } from "#worker/jobs/keys";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { INLINE_MAX_PAGES, refreshMode } from "#worker/jobs/refresh/start";
import { findJobs, getJob } from "#worker/jobs/service";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta, readStatus } from "#worker/jobs/store/values";
import type { Job } from "#worker/jobs/types";
import { atsJob, atsPages } from "../fixtures/ats";

/*
 * Issue 23: the refresh of a large ATS runs as a Workflow in bounded steps
 * (worker/jobs/refresh/workflow.ts), and the index is stored in shards of
 * at most 5 MiB. The workflow here walks the embedded dataset (the test
 * Worker's JOBS_API_URL is empty): 340 jobs, 17 pages, 5 pages a step, so
 * steps "pages 1-5", "pages 6-10", "pages 11-15", "pages 16-17", "company
 * jobs" and "switch".
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
// Introspectors are disposed after each test (`await using` needs a helper workerd cannot load here).
const disposers: (() => Promise<void>)[] = [];
afterEach(async () => {
  server.resetHandlers();
  for (const dispose of disposers.splice(0)) await dispose();
});
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

const ctx = () => ({ waitUntil: () => {} }) as unknown as ExecutionContext;

async function keysUnder(prefix: string): Promise<string[]> {
  return (await env.JOBS_KV.list({ prefix })).keys.map((k) => k.name);
}

async function health() {
  const res = await exports.default.fetch(new Request("http://127.0.0.1/api/health"));
  return (await res.json()) as {
    jobs: {
      snapshot: { jobCount: number } | null;
      lastRefresh: { ok: boolean; kind?: string } | null;
      run: { state: string; pagesDone: number; pagesTotal: number; jobs: number; kind?: string } | null;
    };
  };
}

let runs = 0;
const runId = () => `test-run-${++runs}-${Date.now().toString(36)}`;

test("a step that fails is retried on its own and the run switches in a complete snapshot", async () => {
  const id = runId();
  const instance = await introspectWorkflowInstance(env.JOBS_REFRESH, id);
  disposers.push(() => instance.dispose());
  await instance.modify(async (m) => {
    await m.disableRetryDelays();
    // The second batch of pages fails once (an ATS timeout), then succeeds on the retry.
    await m.mockStepError({ name: "pages 6-10" }, new Error("the ATS timed out"), 1);
  });
  await env.JOBS_REFRESH.create({ id, params: { pagesPerStep: 5 } });
  await instance.waitForStatus("complete");

  const meta = await readMeta(env);
  expect(meta?.count).toBe(340);
  expect(meta?.version).toMatch(/-w[0-9a-f]{8}$/);
  expect((await readStatus(env))?.ok).toBe(true);
  // Every job is served with its own description, read from the chunk its batch wrote.
  const page = await findJobs(env, ctx(), { page: 1 });
  expect(page.count).toBe(340);
  const last = await findJobs(env, ctx(), { page: page.numPages });
  for (const job of [page.results[0], last.results[last.results.length - 1]]) {
    const found = await getJob(env, ctx(), job.id);
    expect(found?.descriptionUnavailable).toBe(false);
    expect(found?.descriptionHtml.length).toBeGreaterThan(20);
  }
  // Nothing staged is left behind, and the lock is free for the next run.
  expect(await keysUnder("jobs:stage:")).toEqual([]);
  expect(await env.JOBS_KV.get("jobs:refresh-lock")).toBeNull();
  // Health (and the staff console, which shows the same report) says how the run went.
  const { jobs } = await health();
  expect(jobs.run).toMatchObject({ state: "done", pagesDone: 17, pagesTotal: 17, jobs: 340 });
  expect(jobs.snapshot?.jobCount).toBe(340);
});

test("a run failing midway leaves the previous snapshot serving and removes what it wrote", async () => {
  // The live snapshot, from a one-invocation refresh.
  expect((await refreshSnapshot(env)).ok).toBe(true);
  const before = await readMeta(env);
  const firstPage = await findJobs(env, ctx(), { page: 1 });

  const id = runId();
  const instance = await introspectWorkflowInstance(env.JOBS_REFRESH, id);
  disposers.push(() => instance.dispose());
  await instance.modify(async (m) => {
    await m.disableRetryDelays();
    // Fails on the first try and on all three retries: the run fails for good.
    await m.mockStepError({ name: "pages 11-15" }, new Error("the ATS answered 502"), 4);
  });
  await env.JOBS_REFRESH.create({ id, params: { pagesPerStep: 5, force: true } });
  await instance.waitForStatus("errored");

  const after = await readMeta(env);
  expect(after).toEqual(before);
  const status = await readStatus(env);
  expect(status?.ok).toBe(false);
  // The run's staged batches and the description chunks of its unfinished version are gone.
  expect(await keysUnder("jobs:stage:")).toEqual([]);
  const versions = new Set((await keysUnder("jobs:details:")).map((k) => k.split(":")[2]));
  expect([...versions]).toEqual([before?.version]);
  expect(await env.JOBS_KV.get("jobs:refresh-lock")).toBeNull();
  // Visitors still get the same jobs.
  resetIsolateSnapshot();
  const again = await findJobs(env, ctx(), { page: 1 });
  expect(again.results.map((j) => j.id)).toEqual(firstPage.results.map((j) => j.id));
  expect((await health()).jobs.run).toMatchObject({ state: "failed" });
});

test("a sharded index reads back as the same jobs, search and descriptions, no value over 5 MiB", async () => {
  expect((await refreshSnapshot(env)).ok).toBe(true);
  const meta = await readMeta(env);
  if (!meta) throw new Error("no snapshot");
  const whole = await findJobs(env, ctx(), { page: 1, query: "engineer", facets: true });
  const stored = JobStore.load(JSON.parse((await env.JOBS_KV.get(indexShardKey(meta.version, 0))) ?? "null"));
  if (!stored) throw new Error("unreadable index");
  const jobs: Job[] = Array.from({ length: stored.size }, (_, i) => stored.jobAt(i));

  // The same snapshot written again as shards of 50 jobs under a new version.
  const shards = encodeShards(jobs, undefined, 50);
  expect(shards.length).toBe(7);
  const version = `${meta.version}s`;
  for (const [k, shard] of shards.entries()) {
    expect(new TextEncoder().encode(shard).length).toBeLessThanOrEqual(MAX_VALUE_BYTES);
    await env.JOBS_KV.put(indexShardKey(version, k), shard);
  }
  for (let n = 0; n < 16; n++) {
    await env.JOBS_KV.put(
      `jobs:details:${version}:${n}`,
      (await env.JOBS_KV.get(`jobs:details:${meta.version}:${n}`)) ?? "",
    );
  }
  await env.JOBS_KV.put("jobs:meta", JSON.stringify({ ...meta, version }));
  resetIsolateSnapshot();

  const sharded = await findJobs(env, ctx(), { page: 1, query: "engineer", facets: true });
  expect(sharded.freshness.version).toBe(version);
  expect(sharded.count).toBe(whole.count);
  expect(sharded.results).toEqual(whole.results);
  expect(sharded.facets).toEqual(whole.facets);
  const all = await findJobs(env, ctx(), { page: 1 });
  expect(all.count).toBe(340);
  // The oldest job lives in the last shard; its page and description still read.
  const oldest = jobs[jobs.length - 1];
  const found = await getJob(env, ctx(), oldest.id);
  expect(found?.job).toEqual(oldest);
  expect(found?.descriptionUnavailable).toBe(false);

  // One damaged shard makes the version unreadable: it is recorded and rebuilt (the
  // embedded dataset in the request), never served with a fifth of the jobs missing.
  await env.JOBS_KV.put(indexShardKey(version, 4), '{"format":3,"count":');
  resetIsolateSnapshot();
  const rebuilt = await findJobs(env, ctx(), { page: 1 });
  expect(rebuilt.count).toBe(340);
  expect(rebuilt.freshness.version).not.toBe(version);
  expect((await readStatus(env))?.repaired).toBeGreaterThanOrEqual(1);
});

test("the cron hands a large ATS to the workflow and walks a small one itself", async () => {
  const small = "https://ats.test/small";
  const large = "https://ats.test/large";
  const smallPages = atsPages(Array.from({ length: 60 }, () => atsJob()));
  const largePage = { ...atsPages([atsJob()])[0], count: (INLINE_MAX_PAGES + 1) * 20, num_pages: INLINE_MAX_PAGES + 1 };
  server.use(
    http.get(`${small}/api/jobs`, () => HttpResponse.json(smallPages[0])),
    http.get(`${large}/api/jobs`, () => HttpResponse.json(largePage)),
  );
  expect(await refreshMode({ ...env, JOBS_API_URL: small } as Env, Date.now())).toBe("inline");
  expect(await refreshMode({ ...env, JOBS_API_URL: large } as Env, Date.now())).toBe("workflow");
  expect(await refreshMode({ ...env, JOBS_API_URL: "" } as Env, Date.now())).toBe("inline");
});
