import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, expect, test } from "vitest";
import { encodeShards } from "#worker/jobs/codec/encode";
import { JobStore } from "#worker/jobs/codec/job-store";
import { decodeFront, FRONT_JOBS, resetIsolateFront } from "#worker/jobs/front";
import { frontKey, indexShardKey } from "#worker/jobs/keys";
import { openRequestReader } from "#worker/jobs/reader";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { findJobs, latestJobs } from "#worker/jobs/service";
import { holdsSnapshot, resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta, type SnapshotMeta } from "#worker/jobs/store/values";
import type { Job } from "#worker/jobs/types";

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

/*
 * Issue 23: a new isolate loads only what a request needs. A snapshot kept
 * in several KV values has a front (worker/jobs/front.ts): the newest jobs,
 * the count and the whole list's facet counts, from which a new isolate
 * answers the list's first page and the home page's newest jobs without
 * waiting for every shard. Here the embedded dataset's 340 jobs are stored
 * again as 7 shards of 50, as a large ATS's would be.
 */

/** What a new isolate holds: nothing. */
function newIsolate() {
  resetIsolateSnapshot();
  resetIsolateFront();
}

const build = env.CF_VERSION_METADATA?.id ?? "";

beforeEach(async () => {
  newIsolate();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

/** A request's context whose after-the-response work the test can wait for. */
function context() {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.all(pending) };
}

/** The embedded snapshot written again under a new version as shards of 50 jobs. */
async function shardedSnapshot(): Promise<SnapshotMeta> {
  expect((await refreshSnapshot(env)).ok).toBe(true);
  const meta = await readMeta(env);
  if (!meta) throw new Error("no snapshot");
  const stored = JobStore.load(JSON.parse((await env.JOBS_KV.get(indexShardKey(meta.version, 0))) ?? "null"));
  if (!stored) throw new Error("unreadable index");
  const jobs: Job[] = Array.from({ length: stored.size }, (_, i) => stored.jobAt(i));
  const shards = encodeShards(jobs, undefined, 50);
  const version = `${meta.version}s`;
  for (const [k, shard] of shards.entries()) await env.JOBS_KV.put(indexShardKey(version, k), shard);
  const sharded = { ...meta, version, shards: shards.length };
  await env.JOBS_KV.put("jobs:meta", JSON.stringify(sharded));
  newIsolate();
  return sharded;
}

/**
 * `env` whose reads of index shards wait until `open()`: an answer that
 * arrives while they wait was made without them.
 */
function shardsHeld() {
  let open = () => {};
  let isOpen = false;
  const gate = new Promise<void>((resolve) => {
    open = () => {
      isOpen = true;
      resolve();
    };
  });
  const shardsRead: string[] = [];
  const kv = new Proxy(env.JOBS_KV, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop !== "get") return typeof value === "function" ? value.bind(target) : value;
      return (key: string, ...rest: unknown[]) => {
        const read = () => (target.get as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
        if (!key.startsWith("jobs:index:")) return read();
        shardsRead.push(key);
        return gate.then(read);
      };
    },
  });
  return {
    env: { ...env, JOBS_KV: kv } as Env,
    open: () => open(),
    shardsRead,
    /** `promise`, and whether the shards were let through before it settled. */
    after: async <T>(promise: Promise<T>) => {
      const value = await promise;
      return { value, waited: isOpen };
    },
  };
}

/** A page of jobs without its age in seconds, which moves on while a test runs. */
function ageless<T extends { freshness: { ageSeconds: number } }>(page: T) {
  return { ...page, freshness: { ...page.freshness, ageSeconds: 0 } };
}

test("a new isolate answers the list's first page and the newest jobs from the front, then loads the index", async () => {
  const meta = await shardedSnapshot();
  // The first new isolate has no front to read: it answers from the whole index and writes the front after.
  const first = context();
  const whole = await findJobs(env, first.ctx, { page: 1, facets: true });
  expect(whole.count).toBe(340);
  await first.settled();
  const front = decodeFront((await env.JOBS_KV.get(frontKey(meta.version))) ?? "", meta, build);
  expect(front?.jobs.size).toBe(FRONT_JOBS);
  const newest = await latestJobs(env, first.ctx, 5, whole.results[0].id);

  // The next new isolate answers while every shard read is held back.
  newIsolate();
  const held = shardsHeld();
  const next = context();
  const fromFront = await findJobs(held.env, next.ctx, { page: 1, facets: true });
  expect(ageless(fromFront)).toEqual(ageless(whole));
  expect(await latestJobs(held.env, next.ctx, 5, whole.results[0].id)).toEqual(newest);
  expect(await latestJobs(held.env, next.ctx, FRONT_JOBS - 1)).toEqual(whole.results);
  // No shard is even asked for before the response is made.
  expect(held.shardsRead).toEqual([]);
  expect(holdsSnapshot()).toBe(false);

  // Once the response is made the whole index loads (all 7 shards), and the next request needs no read.
  held.open();
  expect(holdsSnapshot()).toBe(false);
  await next.settled();
  expect(holdsSnapshot()).toBe(true);
  expect(new Set(held.shardsRead).size).toBe(7);
  const reads = held.shardsRead.length;
  const search = await findJobs(held.env, next.ctx, { page: 1, query: "engineer" });
  expect(search.count).toBeGreaterThan(0);
  expect(held.shardsRead.length).toBe(reads);
});

test("searches, filters, later pages and longer lists wait for the whole index", async () => {
  await shardedSnapshot();
  const first = context();
  await findJobs(env, first.ctx, { page: 1 });
  await first.settled();
  const asks = [
    { page: 2 },
    { page: 1, query: "engineer" },
    { page: 1, location: "pune" },
    { page: 1, posted: "30" as const },
    { page: 1, work_mode: "remote" as const },
    { page: 1, industry: "IT" },
    { page: 1, experience: 3 },
    { page: 1, salary: "3-6" as const },
  ];
  const warm = [];
  for (const ask of asks) warm.push(await findJobs(env, first.ctx, { ...ask, facets: true }));

  for (const [n, ask] of asks.entries()) {
    newIsolate();
    const held = shardsHeld();
    const c = context();
    const answer = held.after(findJobs(held.env, c.ctx, { ...ask, facets: true }));
    held.open();
    const { value, waited } = await answer;
    expect(waited, JSON.stringify(ask)).toBe(true);
    expect(ageless(value)).toEqual(ageless(warm[n]));
    await c.settled();
  }
  newIsolate();
  const held = shardsHeld();
  const many = held.after(latestJobs(held.env, context().ctx, FRONT_JOBS));
  held.open();
  expect((await many).waited).toBe(true);
  expect((await many).value.length).toBe(FRONT_JOBS);
});

test("the posted facet from the front follows the day the list is asked on", async () => {
  await shardedSnapshot();
  const first = context();
  await findJobs(env, first.ctx, { page: 1 });
  await first.settled();
  const days = [-400, 0, 1, 2, 5, 29, 45];
  const on = days.map((d) => new Date(Date.now() + d * 86_400_000));
  const warm = [];
  for (const day of on) warm.push((await findJobs(env, first.ctx, { page: 1, facets: true }, day)).facets?.posted);
  // Some of the dataset's jobs are in some window, and not all in every one: the counts are not trivial.
  expect(warm.flat().some((o) => o && o.count > 0 && o.count < 340)).toBe(true);
  for (const [n, day] of on.entries()) {
    newIsolate();
    const held = shardsHeld();
    const c = context();
    const cold = await findJobs(held.env, c.ctx, { page: 1, facets: true }, day);
    expect(cold.facets?.posted, `${days[n]} days on`).toEqual(warm[n]);
    held.open();
    await c.settled();
  }
});

test("a front that does not read, or is another version's, is not used and is written again", async () => {
  const meta = await shardedSnapshot();
  const first = context();
  const whole = await findJobs(env, first.ctx, { page: 1, facets: true });
  await first.settled();
  const good = (await env.JOBS_KV.get(frontKey(meta.version))) ?? "";
  expect(decodeFront(good, meta, build)).not.toBeNull();
  expect(decodeFront(good, { ...meta, version: "another" }, build)).toBeNull();
  expect(decodeFront(good, { ...meta, count: meta.count + 1 }, build)).toBeNull();
  // Facet options and labels are the code's: a front another deployment wrote is written again.
  expect(decodeFront(good, meta, `${build}-next`)).toBeNull();

  for (const damaged of ['{"format":1,"version":', JSON.stringify({ ...JSON.parse(good), format: 2 })]) {
    await env.JOBS_KV.put(frontKey(meta.version), damaged);
    newIsolate();
    const held = shardsHeld();
    const next = context();
    const answer = held.after(findJobs(held.env, next.ctx, { page: 1, facets: true }));
    held.open();
    const { value, waited } = await answer;
    expect(waited).toBe(true);
    expect(ageless(value)).toEqual(ageless(whole));
    await next.settled();
    expect(await env.JOBS_KV.get(frontKey(meta.version))).toBe(good);
  }
});

test("a front written for a request the Worker answers waits for its response: it is not encoded before the answer", async () => {
  const meta = await shardedSnapshot();
  const puts: string[] = [];
  const kv = new Proxy(env.JOBS_KV, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop !== "put") return typeof value === "function" ? value.bind(target) : value;
      return (key: string, ...rest: unknown[]) => {
        puts.push(key);
        return (target.put as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
      };
    },
  });
  const on = { ...env, JOBS_KV: kv } as Env;
  const request = context();
  const reader = openRequestReader(on, request.ctx);
  // No front yet: the answer is made from the whole index, and nothing of the front is made before it.
  const page = await findJobs(on, request.ctx, { page: 1, facets: true });
  expect(page.count).toBe(meta.count);
  expect(puts).not.toContain(frontKey(meta.version));
  // Once the Worker has made its response, the front is written.
  reader.responseMade();
  await request.settled();
  expect(puts).toContain(frontKey(meta.version));
  expect(decodeFront((await env.JOBS_KV.get(frontKey(meta.version))) ?? "", meta, build)).not.toBeNull();
});

test("a snapshot in one value has no front: a new isolate reads that value", async () => {
  expect((await refreshSnapshot(env)).ok).toBe(true);
  const meta = await readMeta(env);
  expect(meta?.shards).toBe(1);
  const held = shardsHeld();
  const c = context();
  const answer = held.after(findJobs(held.env, c.ctx, { page: 1, facets: true }));
  held.open();
  expect((await answer).waited).toBe(true);
  expect((await answer).value.count).toBe(340);
  await c.settled();
  expect((await env.JOBS_KV.list({ prefix: "jobs:front:" })).keys).toEqual([]);

  // A meta written before `shards` existed gains it at the next refresh, even with nothing changed.
  const { shards: _, ...older } = (await readMeta(env)) as SnapshotMeta;
  await env.JOBS_KV.put("jobs:meta", JSON.stringify(older));
  expect((await refreshSnapshot(env)).ok).toBe(true);
  expect(await readMeta(env)).toMatchObject({ version: older.version, shards: 1 });
});

test("/job and / in a new isolate are rendered from the front, with the same jobs as the whole index gives", async () => {
  await shardedSnapshot();
  const first = context();
  const whole = await findJobs(env, first.ctx, { page: 1 });
  await first.settled();
  // The built Worker has its own module state: it holds no index yet, as a new isolate.
  const held = shardsHeld();
  const ctx = createExecutionContext();
  const page = async (path: string) => {
    const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), held.env, ctx);
    expect(res.status).toBe(200);
    const html = await res.text();
    return [...new Set([...html.matchAll(/href="\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1])))];
  };
  // Both answer while every shard read is held back.
  expect(await page("/job")).toEqual(whole.results.map((j) => j.id));
  const home = await page("/");
  expect(home.length).toBeGreaterThan(0);
  expect(whole.results.map((j) => j.id)).toEqual(expect.arrayContaining(home));
  held.open();
  await waitOnExecutionContext(ctx);
  expect(new Set(held.shardsRead).size).toBe(7);
});
