import { createExecutionContext as createContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { api } from "#worker/api/index";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { getJob } from "#worker/jobs/service";
import { getSnapshot, resetIsolateSnapshot } from "#worker/jobs/snapshot";
// The production build, for the pages a visitor gets (see jobs-stored.test.ts).
// @ts-expect-error -- the build has no type declarations
import built from "../../build/server/index.js";
import { ATS, atsEnv, atsHandlers, atsJob, atsPages } from "../fixtures/ats";

/*
 * Issue 13 review: KV itself failing (not a bad value) never gives a 500.
 * A failed read is not cached for the isolate's life, a page answers an
 * honest 503 when nothing can be read, and a warm isolate keeps serving
 * what it holds: when KV fails, and when jobs:meta is unreadable.
 */

const worker = built as { fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const contexts: ExecutionContext[] = [];
function ctx() {
  const c = createContext();
  contexts.push(c);
  return c;
}
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => waitOnExecutionContext(c)));
  server.resetHandlers();
});
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

/** The env with a JOBS_KV whose `get` rejects, as a KV outage does, while `failing(key)` says so. */
function withFailingKv(e: Env, failing: (key: string) => boolean): Env {
  const kv = env.JOBS_KV;
  const proxy = new Proxy(kv, {
    get(target, prop) {
      if (prop === "get") {
        return (key: string, ...rest: unknown[]) =>
          failing(key)
            ? Promise.reject(new Error("KV GET failed: 503 internal error"))
            : (target.get as (...args: unknown[]) => Promise<unknown>)(key, ...rest);
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...e, JOBS_KV: proxy };
}

async function jobsAnswer(e: Env, path = "/jobs") {
  const res = await api.request(path, {}, e, ctx());
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body: (await res.json()) as never };
}

test("a description chunk whose KV read fails once: the job page shows the note, and the next request reads it", async () => {
  const jobs = Array.from({ length: 20 }, () => atsJob({ job_description: "<p>The real text.</p>" }));
  server.use(...atsHandlers(jobs));
  expect((await refreshSnapshot(atsEnv(env))).ok).toBe(true);
  const id = jobs[0].id as number;
  let failures = 0;
  const e = withFailingKv(atsEnv(env), (key) => key.startsWith("jobs:details:") && failures++ === 0);

  const first = await getJob(e, ctx(), id);
  expect(first).toMatchObject({ descriptionUnavailable: true });
  expect(first?.job.id).toBe(id);
  const api1 = await jobsAnswer(e, `/jobs/${id}`);
  expect(api1.status).toBe(200);
  // The failed read was not kept: KV answers again, so does the description.
  expect(api1.body).toMatchObject({ id, job_description: "<p>The real text.</p>" });
  expect(await getJob(e, ctx(), id)).toMatchObject({
    descriptionHtml: "<p>The real text.</p>",
    descriptionUnavailable: false,
  });
  expect(failures).toBe(2);
});

test("KV failing with nothing in memory: the API answers 503 with Retry-After, not 500", async () => {
  server.use(...atsHandlers(Array.from({ length: 5 }, () => atsJob())));
  await refreshSnapshot(atsEnv(env));
  const down = withFailingKv(atsEnv(env), () => true);
  for (const path of ["/jobs", "/searchjobs?query=engineer", "/skywingsjobs", "/jobs/1000"]) {
    const res = await jobsAnswer(down, path);
    expect(res.status, path).toBe(503);
    expect(res.retryAfter, path).toBe("30");
  }
  // Health says so, with a code and no error text.
  const health = (await (await api.request("/health", {}, down, ctx())).json()) as { status: string; jobs: unknown };
  expect(health.status).toBe("degraded");
  expect(JSON.stringify(health.jobs)).not.toContain("KV GET failed");
});

test("KV failing with nothing in memory: the jobs pages answer an honest 503 with their message", async () => {
  const base = `${ATS}/kv-down`;
  const pages = atsPages(Array.from({ length: 3 }, () => atsJob()));
  server.use(
    http.get(`${base}/api/jobs`, () => HttpResponse.json(pages[0])),
    http.get(`${base}/api/skywingsjobs`, () => HttpResponse.json({ results: [] })),
  );
  const down = withFailingKv({ ...env, JOBS_API_URL: base } as Env, () => true);
  for (const path of ["/job", "/carrers", "/sitemap.xml", "/sitemap-jobs.xml?page=1", "/"]) {
    const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), down, ctx());
    const text = await res.text();
    expect(res.status, path).not.toBe(500);
    if (res.status !== 200) {
      expect(res.status, path).toBe(503);
      expect(text, path).toMatch(/Failed to load jobs|try again/i);
    }
  }
  const home = await worker.fetch(new Request("http://127.0.0.1/"), down, ctx());
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Failed to load jobs");
  expect((await worker.fetch(new Request("http://127.0.0.1/job"), down, ctx())).status).toBe(503);
});

test("KV failing behind a warm isolate: what it holds keeps serving", async () => {
  server.use(...atsHandlers(Array.from({ length: 9 }, () => atsJob())));
  await refreshSnapshot(atsEnv(env));
  // Loaded a minute ago: the next request checks KV again.
  await getSnapshot(atsEnv(env), ctx(), Date.now() - 60_000);
  const res = await jobsAnswer(
    withFailingKv(atsEnv(env), () => true),
    "/jobs",
  );
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ count: 9 });
});

test("an unreadable jobs:meta behind a warm isolate of the same source: it keeps serving, not a site-wide 503", async () => {
  server.use(...atsHandlers(Array.from({ length: 11 }, () => atsJob())));
  await refreshSnapshot(atsEnv(env));
  await getSnapshot(atsEnv(env), ctx(), Date.now() - 60_000);
  await env.JOBS_KV.put("jobs:meta", "{ not json");
  const res = await jobsAnswer(atsEnv(env));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ count: 11 });
  // A new isolate has nothing to fall back on: an honest 503 (the refresh behind it repairs the meta).
  resetIsolateSnapshot();
  await env.JOBS_KV.put("jobs:meta", "{ not json");
  expect((await jobsAnswer(atsEnv(env))).status).toBe(503);
});
