import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { todayInIndia } from "#shared/lib/dates";
import { JobStore } from "#worker/jobs/codec/job-store";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta } from "#worker/jobs/store/values";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 22: a first refresh over jobs with a creation date, with only a start
 * date (past, today, ahead) and with neither. The posted day is the creation
 * date, else a start date already come, else the day first seen, and every
 * list (API, /job, home, careers, the posted filter, JobPosting) follows it.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

const DAY = 86_400_000;
const NOW = Date.now();
const TODAY = todayInIndia(new Date(NOW));
const day = (offset: number) => todayInIndia(new Date(NOW + offset * DAY));
const COMPANY = "Kshitij Talent Partners";

// The mix a fresh deployment meets; every job is the agency's own, so careers lists them all.
const job = (title: string, creation_date: string | null, job_start_date: string | null) =>
  atsJob({ job_title: title, creation_date, job_start_date, client: COMPANY });
const startedLongAgo = job("Started Long Ago", null, day(-40)); // the "7 March" job
const createdYesterday = job("Created Yesterday", day(-1), day(20));
const startsAhead = job("Starts Ahead", null, day(14));
const undated = job("Undated", null, null);
const startsToday = job("Starts Today", null, TODAY);
const createdToday = job("Created Today", TODAY, null);
const createdSameDayAsStart = job("Created Long Ago", day(-40), null);
const ALL = [startedLongAgo, createdYesterday, startsAhead, undated, startsToday, createdToday, createdSameDayAsStart];
const id = (j: Record<string, unknown>) => j.id as number;

// Expected: today (created, started, then first seen: the higher id, `undated`, was made later),
// yesterday, then 40 days ago (the creation date before the start date).
const EXPECTED = [
  createdToday,
  startsToday,
  undated,
  startsAhead,
  createdYesterday,
  createdSameDayAsStart,
  startedLongAgo,
].map(id);

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), atsEnv(env), ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

type ApiJob = { id: number; posted_date: string | null; first_seen: string | null; job_start_date: string | null };
async function apiIds(path: string): Promise<ApiJob[]> {
  const { res, text } = await get(path);
  expect(res.status, path).toBe(200);
  return (JSON.parse(text) as { results: ApiJob[] }).results;
}

/** Job ids in the order a page links them, each once. */
function linkedIds(html: string): number[] {
  return [...new Set([...html.matchAll(/href="\/jobdetails\/(\d+)"/g)].map((m) => Number(m[1])))];
}

async function firstRefresh() {
  server.use(...atsHandlers(ALL, ALL));
  await refreshSnapshot(atsEnv(env), { now: NOW });
}

test("the posted day is the creation date, else a start date already come, else the day first seen", async () => {
  await firstRefresh();
  const jobs = new Map((await apiIds("/api/jobs?page=1")).map((j) => [j.id, j]));
  const posted = (j: Record<string, unknown>) => jobs.get(id(j))?.posted_date;
  expect(posted(startedLongAgo)).toBe(day(-40));
  expect(posted(createdYesterday)).toBe(day(-1));
  expect(posted(startsAhead)).toBe(TODAY);
  expect(posted(undated)).toBe(TODAY);
  expect(posted(startsToday)).toBe(TODAY);
  expect(posted(createdToday)).toBe(TODAY);
  expect(posted(createdSameDayAsStart)).toBe(day(-40));
  for (const j of jobs.values()) expect(j.first_seen).toBe(TODAY);
  // Never a day ahead.
  expect([...jobs.values()].every((j) => (j.posted_date ?? "") <= TODAY)).toBe(true);
});

test("newest first by that day in the API, /job, the home page and careers", async () => {
  await firstRefresh();
  expect((await apiIds("/api/jobs?page=1")).map((j) => j.id)).toEqual(EXPECTED);
  expect((await apiIds("/api/searchjobs?sort=date")).map((j) => j.id)).toEqual(EXPECTED);
  expect((await apiIds("/api/skywingsjobs")).map((j) => j.id)).toEqual(EXPECTED);
  expect(linkedIds((await get("/job")).text)).toEqual(EXPECTED);
  // Careers shows five, then "See more" (?show=10).
  expect(linkedIds((await get("/carrers")).text)).toEqual(EXPECTED.slice(0, 5));
  expect(linkedIds((await get("/carrers?show=10")).text)).toEqual(EXPECTED);
  // The home page shows the newest three (decision 087).
  expect(linkedIds((await get("/")).text)).toEqual(EXPECTED.slice(0, 3));
  // The job that started 40 days ago is no longer above yesterday's.
  expect(EXPECTED.indexOf(id(startedLongAgo))).toBeGreaterThan(EXPECTED.indexOf(id(createdYesterday)));
});

test("the posted filter counts the posted day: 'last 3 days' leaves out the job that started long ago", async () => {
  await firstRefresh();
  const recent = (await apiIds("/api/searchjobs?posted=3")).map((j) => j.id);
  expect(recent).toEqual(EXPECTED.filter((n) => n !== id(startedLongAgo) && n !== id(createdSameDayAsStart)));
});

test("a job page: datePosted follows the posted day; a start ahead still shows as 'Starts'", async () => {
  await firstRefresh();
  const datePosted = (html: string) => JSON.parse(html.match(/"datePosted":("[^"]+")/)?.[1] ?? "null");
  const old = (await get(`/jobdetails/${id(startedLongAgo)}`)).text;
  expect(datePosted(old)).toBe(day(-40));
  const ahead = (await get(`/jobdetails/${id(startsAhead)}`)).text;
  expect(datePosted(ahead)).toBe(TODAY);
  expect(ahead).toContain("Today");
  const [y, m, d] = day(14).split("-").map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-GB", { month: "short", timeZone: "UTC" });
  expect(ahead).toMatch(new RegExp(`Starts[^<]*${d}[^<]*${month}`));
});

test("a start date that arrives later does not re-post the job: it keeps the day first seen", async () => {
  await firstRefresh();
  server.resetHandlers();
  server.use(...atsHandlers(ALL, ALL));
  await refreshSnapshot(atsEnv(env), { now: NOW + 20 * DAY });
  const meta = await readMeta(env);
  const index = JobStore.load(await env.JOBS_KV.get(`jobs:index:${meta?.version}`, "json"));
  if (!index) throw new Error("no index");
  const at = Array.from({ length: index.size }, (_, i) => index.jobAt(i));
  const ahead = at.find((j) => j.id === id(startsAhead));
  expect(ahead).toMatchObject({ firstSeen: TODAY, postedAt: TODAY, startDate: day(14) });
  expect(at.map((j) => j.id)).toEqual(EXPECTED);
});
