import {
  createExecutionContext as createContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { getJob } from "#worker/jobs/service";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
// The production build, called with an env of our choosing (its jobs upstream
// is the fake ATS): pages and API as a visitor gets them.
// @ts-expect-error -- the build has no type declarations
import built from "../../build/server/index.js";
import { atsJob, atsPages } from "../fixtures/ats";

/*
 * Issue 13: every stored value may be damaged (a bad write, a manual edit, an
 * older release). No page or API answer is a 500 because of it, health says
 * so, and the next refresh (the cron's) repairs it, even when the upstream
 * data has not changed.
 */

const worker = built as {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void>;
};
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const contexts: ExecutionContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
  server.resetHandlers();
});
beforeEach(async () => {
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

const ATS = "https://ats.test";
// The build keeps its snapshot in module memory for 30 s: each test gets an
// upstream URL of its own, so nothing a previous test loaded is served.
let tenant = 0;
function ats(jobs: Record<string, unknown>[]) {
  const base = `${ATS}/t${++tenant}`;
  const pages = atsPages(jobs);
  server.use(
    http.get(`${base}/api/jobs`, ({ request }) => {
      const body = pages[Number(new URL(request.url).searchParams.get("page") ?? "1") - 1];
      return body ? HttpResponse.json(body) : HttpResponse.json({ detail: "Invalid page." }, { status: 404 });
    }),
    http.get(`${base}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  return { ...env, JOBS_API_URL: base, COMPANY_NAME: "Kshitij Talent Partners" } as Env;
}

async function get(e: Env, path: string) {
  const ctx = createContext();
  contexts.push(ctx);
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), e, ctx);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function cron(e: Env) {
  const ctx = createContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/10 * * * *" }), e, ctx);
  await waitOnExecutionContext(ctx);
}

async function health(e: Env) {
  return JSON.parse((await get(e, "/api/health")).text).jobs as {
    ok: boolean;
    problems: string[];
    snapshot: { jobCount: number } | null;
  };
}

const PAGES = [
  "/",
  "/job",
  "/carrers",
  "/sitemap.xml",
  "/sitemap-jobs.xml?page=1",
  "/api/jobs",
  "/api/searchjobs?query=engineer",
  "/api/skywingsjobs",
];

/** Every jobs page answers, none with a 500: 200, or an honest 503 with a message where nothing can be read. */
async function expectNo500(e: Env, paths = PAGES) {
  const statuses: Record<string, number> = {};
  for (const path of paths) {
    const res = await get(e, path);
    statuses[path] = res.status;
    if (res.status === 503) {
      expect(res.text, path).toMatch(/Failed to load jobs|try again/i);
      if (path.startsWith("/api/")) expect(res.headers.get("Retry-After"), path).toBeTruthy();
    } else {
      expect(res.status, path).toBe(200);
    }
  }
  return statuses;
}

async function metaVersion() {
  return (JSON.parse((await env.JOBS_KV.get("jobs:meta")) ?? "null") as { version: string } | null)?.version;
}

test.each([
  ["not JSON", "{ this is not json"],
  ["JSON of the wrong shape", JSON.stringify({ version: 42 })],
])("a jobs:meta that is %s: no 500 anywhere, health says unreadable, the cron repairs it", async (_name, value) => {
  const jobs = Array.from({ length: 30 }, () => atsJob({ client: "Repaired Ltd" }));
  const e = ats(jobs);
  await cron(e);
  await env.JOBS_KV.put("jobs:meta", value);
  // The build's memory holds e's snapshot for 30 s: a second URL serving the
  // same jobs makes it read KV, as a new isolate would.
  const fresh = ats(jobs);
  expect(await health(fresh)).toMatchObject({ ok: false, problems: ["no_snapshot", "unreadable"] });
  const api = await get(fresh, "/api/jobs");
  expect(api.status).toBe(503);
  expect(api.headers.get("Retry-After")).toBe("30");
  await expectNo500(fresh, [...PAGES, `/jobdetails/${jobs[0].id}`]);

  await cron(fresh);
  expect(await health(fresh)).toMatchObject({ ok: true, problems: [] });
  const res = await get(fresh, "/api/jobs");
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text).count).toBe(30);
});

test("a jobs:status that is not JSON: pages serve, health says unreadable, the cron rewrites it", async () => {
  const e = ats(Array.from({ length: 12 }, () => atsJob()));
  await cron(e);
  await env.JOBS_KV.put("jobs:status", "<html>");
  const statuses = await expectNo500(e);
  expect(Object.values(statuses).every((s) => s === 200)).toBe(true);
  expect(await health(e)).toMatchObject({ ok: false, problems: ["unreadable"] });
  await cron(e);
  expect(await health(e)).toMatchObject({ ok: true, problems: [] });
});

test("a corrupt index: an honest 503 at once, rebuilt behind it; then every page serves", async () => {
  const jobs = Array.from({ length: 21 }, () => atsJob({ client: "Index Ltd" }));
  const e = ats(jobs);
  await cron(e);
  const version = await metaVersion();
  await env.JOBS_KV.put(`jobs:index:${version}`, '{"format":2,"count":');
  const first = await get(e, "/api/jobs");
  expect(first.status).toBe(503);
  expect(first.headers.get("Retry-After")).toBe("30");
  // That request started the rebuild after its response.
  await Promise.all(contexts.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
  expect(await metaVersion()).not.toBe(version);
  const after = await expectNo500(e, [...PAGES, `/jobdetails/${jobs[0].id}`]);
  expect(Object.values(after).every((s) => s === 200)).toBe(true);
  expect(await health(e)).toMatchObject({ ok: true });
});

test("a corrupt description chunk: the job page still answers, with a note; the cron repairs it though the ATS is unchanged", async () => {
  const jobs = Array.from({ length: 40 }, () => atsJob({ job_description: "<p>The real description.</p>" }));
  const e = ats(jobs);
  await cron(e);
  const version = await metaVersion();
  const id = jobs[0].id as number;
  await env.JOBS_KV.put(`jobs:details:${version}:${id % 16}`, "{broken");

  const page = await get(e, `/jobdetails/${id}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(jobs[0].job_title as string);
  expect(page.text).toContain("cannot be shown right now");
  const api = await get(e, `/api/jobs/${id}`);
  expect(api.status).toBe(200);
  expect(JSON.parse(api.text)).toMatchObject({ id, job_description: null });
  // Another job in an intact chunk is unaffected.
  const neighbour = jobs.find((j) => (j.id as number) % 16 !== id % 16) as Record<string, unknown>;
  expect((await get(e, `/jobdetails/${neighbour.id}`)).text).toContain("The real description.");
  expect(await health(e)).toMatchObject({ ok: false, problems: ["unreadable"] });

  await cron(e);
  expect(await metaVersion()).not.toBe(version);
  expect(await health(e)).toMatchObject({ ok: true, problems: [] });
  // The build's isolate re-reads jobs:meta within 30 s; a new isolate at once.
  resetIsolateSnapshot();
  const fixed = await getJob(e, createContext(), id);
  expect(fixed).toMatchObject({ descriptionHtml: "<p>The real description.</p>", descriptionUnavailable: false });
});

test("a damaged value nobody has visited yet is found and rewritten by the cron's check", async () => {
  const jobs = Array.from({ length: 16 }, () => atsJob({ job_description: "<p>Intact.</p>" }));
  const e = ats(jobs);
  await cron(e);
  const version = await metaVersion();
  await env.JOBS_KV.put(`jobs:details:${version}:${(jobs[3].id as number) % 16}`, JSON.stringify({ x: 1 }));
  await cron(e);
  expect(JSON.parse((await env.JOBS_KV.get("jobs:status")) ?? "{}")).toMatchObject({ ok: true, repaired: 1 });
  const repaired = await metaVersion();
  expect(repaired).not.toBe(version);
  resetIsolateSnapshot();
  expect((await getJob(e, createContext(), jobs[3].id as number))?.descriptionHtml).toBe("<p>Intact.</p>");
  // An intact snapshot is left alone: only its age moves.
  await cron(e);
  expect(await metaVersion()).toBe(repaired);
});

test("the retired-versions and damage records may be corrupt too: the cron still succeeds", async () => {
  const e = ats(Array.from({ length: 5 }, () => atsJob()));
  await env.JOBS_KV.put("jobs:retired", "][");
  await env.JOBS_KV.put("jobs:damaged", "nope");
  await cron(e);
  expect((await get(e, "/api/jobs")).status).toBe(200);
  expect(await health(e)).toMatchObject({ ok: true });
});
