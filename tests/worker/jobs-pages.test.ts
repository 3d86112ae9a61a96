import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, expect, test } from "vitest";
import { encodeShards } from "#worker/jobs/codec/encode";
import { JobStore } from "#worker/jobs/codec/job-store";
import { resetIsolateFront } from "#worker/jobs/front";
import { decodeJobPage, encodeJobPages, jobPageOf, jobPageValues, RELATED_KEPT } from "#worker/jobs/job-pages";
import { detailsKey, indexShardKey, jobPageKey } from "#worker/jobs/keys";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { deleteDueVersions, retire, versionKeys } from "#worker/jobs/retire";
import { getJob, relatedJobs, similarJobs } from "#worker/jobs/service";
import { holdsSnapshot, resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta, type SnapshotMeta } from "#worker/jobs/store/values";
import { writeJobPages } from "#worker/jobs/store/versions";
import type { Job } from "#worker/jobs/types";

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

/*
 * Issue 31 (item 5): a new isolate's first job page reads only what that
 * page needs. A snapshot in several KV values has job-page values
 * (worker/jobs/job-pages.ts): each job's own record and its related jobs,
 * worked out by the refresh over the whole index. Here the embedded
 * dataset's 340 jobs are stored again as 7 shards of 50, with 9 job-page
 * values, as a large ATS's would be; every answer is checked against what
 * the whole index gives.
 */

function newIsolate() {
  resetIsolateSnapshot();
  resetIsolateFront();
}

beforeEach(async () => {
  newIsolate();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

function context() {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) } as unknown as ExecutionContext;
  return { ctx, settled: () => Promise.all(pending) };
}

const PER_VALUE = 40;

/** The embedded snapshot written again under a new version as shards of 50 jobs, with its job-page values. */
async function shardedSnapshot(): Promise<{ meta: SnapshotMeta; store: JobStore }> {
  expect((await refreshSnapshot(env)).ok).toBe(true);
  const meta = await readMeta(env);
  if (!meta) throw new Error("no snapshot");
  const stored = JobStore.load(JSON.parse((await env.JOBS_KV.get(indexShardKey(meta.version, 0))) ?? "null"));
  if (!stored) throw new Error("unreadable index");
  const jobs: Job[] = Array.from({ length: stored.size }, (_, i) => stored.jobAt(i));
  const shards = encodeShards(jobs, undefined, 50);
  const version = `${meta.version}s`;
  for (const [k, shard] of shards.entries()) await env.JOBS_KV.put(indexShardKey(version, k), shard);
  for (let n = 0; n < 16; n++)
    await env.JOBS_KV.put(detailsKey(version, n), (await env.JOBS_KV.get(detailsKey(meta.version, n))) ?? "{}");
  const pages = jobPageValues(stored.size, PER_VALUE);
  await writeJobPages(env, version, encodeJobPages(stored, pages));
  const sharded = { ...meta, version, shards: shards.length, pages };
  await env.JOBS_KV.put("jobs:meta", JSON.stringify(sharded));
  newIsolate();
  return { meta: sharded, store: stored };
}

/** `env` whose reads of index shards wait until `open()`: an answer that arrives while they wait was made without them. */
function shardsHeld() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
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
  return { env: { ...env, JOBS_KV: kv } as Env, open: () => open(), shardsRead };
}

/** What a related job's card shows (app/lib/jobs.server.ts toCard reads no more). */
function card(job: Job) {
  const { id, title, client, city, state, country, zipCode, experience, postedAt, salary, payRate, remote } = job;
  return { id, title, client, city, state, country, zipCode, experience, postedAt, salary, payRate, remote };
}

/** A job page's data without its age in seconds, which moves on while a test runs. */
function ageless<T extends { freshness: { ageSeconds: number } } | null>(found: T) {
  return found && { ...found, freshness: { ...found.freshness, ageSeconds: 0 } };
}

test("every job's value holds it and exactly the related jobs the whole index gives", async () => {
  const { meta, store } = await shardedSnapshot();
  expect(meta.pages).toBe(9);
  for (let p = 0; p < store.size; p++) {
    const job = store.jobAt(p);
    const text = (await env.JOBS_KV.get(jobPageKey(meta.version, jobPageOf(job.id, 9)))) ?? "";
    const page = decodeJobPage(text, 9, job.id);
    if (page === null || page === "absent") throw new Error(`job ${job.id} is not in its value`);
    expect(page.job).toEqual(job);
    expect(page.related.map(card)).toEqual(similarJobs(store, job, RELATED_KEPT).map(card));
    // In another value it is not found, and not taken for absent either: that value is not its.
    const other = (await env.JOBS_KV.get(jobPageKey(meta.version, (jobPageOf(job.id, 9) + 1) % 9))) ?? "";
    expect(decodeJobPage(other, 9, job.id)).toBeNull();
  }
});

test("a new isolate answers job pages from their values, the same as the whole index, reading no shard", async () => {
  const { store } = await shardedSnapshot();
  // What the whole index gives, in a warm isolate.
  const warm = context();
  const whole = new Map<number, { job: unknown; related: Job[] }>();
  for (let p = 0; p < store.size; p++) {
    const id = store.idAt(p);
    whole.set(id, {
      job: ageless(await getJob(env, warm.ctx, id)),
      related: await relatedJobs(env, warm.ctx, id, RELATED_KEPT),
    });
  }
  await warm.settled();

  newIsolate();
  const held = shardsHeld();
  const cold = context();
  for (const [id, expected] of whole) {
    expect(ageless(await getJob(held.env, cold.ctx, id)), String(id)).toEqual(expected.job);
    expect((await relatedJobs(held.env, cold.ctx, id, 6)).map(card)).toEqual(expected.related.slice(0, 6).map(card));
  }
  // A job that is not listed is not found, from its value alone.
  expect(await getJob(held.env, cold.ctx, 987654321)).toBeNull();
  expect(await relatedJobs(held.env, cold.ctx, 987654321, 6)).toEqual([]);
  expect(holdsSnapshot()).toBe(false);
  // After the response the whole index loads, as after a front answer.
  held.open();
  await cold.settled();
  expect(holdsSnapshot()).toBe(true);
});

test("a value that does not read sends the page to the whole index, with the same answer", async () => {
  const { meta, store } = await shardedSnapshot();
  const id = store.idAt(17);
  const warm = context();
  const expected = ageless(await getJob(env, warm.ctx, id));
  const related = await relatedJobs(env, warm.ctx, id, 10);
  await warm.settled();
  for (const damaged of [
    '{"format":1,',
    JSON.stringify({ format: 1, n: 0, values: 9, own: {}, cards: {}, related: [] }),
  ]) {
    await env.JOBS_KV.put(jobPageKey(meta.version, jobPageOf(id, 9)), damaged);
    newIsolate();
    const held = shardsHeld();
    const c = context();
    const answer = getJob(held.env, c.ctx, id);
    held.open();
    expect(ageless(await answer)).toEqual(expected);
    expect((await relatedJobs(held.env, c.ctx, id, 10)).map(card)).toEqual(related.map(card));
    expect(held.shardsRead.length).toBeGreaterThan(0);
    await c.settled();
  }
});

test("the job page of a new isolate is rendered from its value while every shard read waits", async () => {
  const { store } = await shardedSnapshot();
  const id = store.idAt(120);
  const expected = similarJobs(store, store.jobAt(120), 10).map((j) => j.id);
  const held = shardsHeld();
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1/jobdetails/${id}?expanded=1`), held.env, ctx);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(store.jobAt(120).title);
  const section = html.slice(html.indexOf('id="related-heading"'));
  const shown = [...new Set([...section.matchAll(/href="\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1])))];
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual(expected.slice(0, shown.length));
  expect(held.shardsRead).toEqual([]);
  held.open();
  await waitOnExecutionContext(ctx);
});

test("a retired version's job-page values are deleted with it", async () => {
  const { meta } = await shardedSnapshot();
  const keys = await versionKeys(env, meta.version);
  expect(keys.filter((k) => k.startsWith("jobs:jobpage:")).length).toBe(9);
  const now = Date.now();
  await retire(env, meta.version, now);
  await env.JOBS_KV.put("jobs:meta", JSON.stringify({ ...meta, version: "another" }));
  await deleteDueVersions(env, now + 11 * 60_000);
  expect((await env.JOBS_KV.list({ prefix: `jobs:jobpage:${meta.version}:` })).keys).toEqual([]);
  expect(await env.JOBS_KV.get(indexShardKey(meta.version, 1))).toBeNull();
});
