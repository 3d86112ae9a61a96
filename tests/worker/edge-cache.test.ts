import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createHash } from "node:crypto";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { fakeAccess } from "#tests/mocks/access";
import { cacheKeyUrl, indiaDay, STATUS_HEADER, storable } from "#worker/http/page-cache";

/*
 * Issue 23: pages the Worker renders are kept in the Workers Cache API
 * (worker/http/page-cache.ts, decision 022). Each test runs the production
 * build with a deployment id of its own (the CF_VERSION_METADATA binding),
 * so no test sees another's pages; a new id is a new deployment.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const access = await fakeAccess();
const server = setupServer(access.handler);
beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const deployment = (id = crypto.randomUUID()) =>
  ({ ...env, CF_VERSION_METADATA: { id, tag: "", timestamp: "" } }) as unknown as Env;

/** One request to the built Worker, its background work (the cache write) finished before it returns. */
async function fetchPage(on: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`, init), on, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, cache: res.headers.get(STATUS_HEADER) };
}

async function firstJobId(on: Env): Promise<number> {
  const { body } = await fetchPage(on, "/api/jobs");
  return (JSON.parse(body) as { results: { id: number }[] }).results[0].id;
}

/** Inline <script> elements a browser would run (not JSON data blocks), with their text. */
const runnableInline = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\/(ld\+)?json"/.test(m[1]),
  );

test.each(["/", "/job", "/job?query=java", "/jobdetails/:first", "/carrers", "/hi", "/hi/job?query=java"])(
  "%s is rendered once, then served from the edge cache: same page, same tag, nothing per visitor in it",
  async (pattern) => {
    const on = deployment();
    const path = pattern.replace(":first", String(await firstJobId(on)));
    const first = await fetchPage(on, path);
    expect(first.res.status).toBe(200);
    expect(first.cache).toBe("miss");
    // Another visitor: other cookies, another browser.
    const second = await fetchPage(on, path, { headers: { Cookie: "cookiesAccepted=1", "User-Agent": "Other/1.0" } });
    expect(second.cache).toBe("hit");
    expect(second.res.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.res.headers.get("ETag")).toMatch(/^W\/"[0-9a-f]{20}"$/);
    expect(second.res.headers.get("ETag")).toBe(first.res.headers.get("ETag"));
    // The page's own cache policy, not the edge's copy of it.
    expect(second.res.headers.get("Cache-Control")).toBe(first.res.headers.get("Cache-Control"));
    expect(second.res.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    expect(second.res.headers.get("X-Page-Cache-Control")).toBeNull();
    // No nonce anywhere: one copy is right for every visitor.
    const csp = second.res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toBe(first.res.headers.get("Content-Security-Policy"));
    expect(csp).not.toMatch(/nonce-/);
    expect(second.body).not.toMatch(/\snonce=/);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    // The one line that loads the entry module after the first paint (decision 053), by its hash: the same for everyone.
    const inline = runnableInline(second.body);
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256").update(inline[0][2], "utf8").digest("base64");
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(second.res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  },
);

test("a browser revalidating a cached page gets a 304 from the cache: no body, the page's headers, no CSP", async () => {
  const on = deployment();
  const first = await fetchPage(on, "/job?query=java");
  const etag = first.res.headers.get("ETag") as string;
  const again = await fetchPage(on, "/job?query=java", { headers: { "If-None-Match": etag } });
  expect(again.res.status).toBe(304);
  expect(again.cache).toBe("hit");
  expect(again.body).toBe("");
  expect(again.res.headers.get("ETag")).toBe(etag);
  expect(again.res.headers.get("Cache-Control")).toBe(first.res.headers.get("Cache-Control"));
  expect(again.res.headers.get("Content-Security-Policy")).toBeNull();
  // An outdated tag gets the cached page in full.
  const stale = await fetchPage(on, "/job?query=java", { headers: { "If-None-Match": 'W/"0123"' } });
  expect(stale.res.status).toBe(200);
  expect(stale.cache).toBe("hit");
  expect(stale.body).toBe(first.body);
});

test("the first request of a deployment can already be a 304: a miss still answers If-None-Match", async () => {
  const etag = (await fetchPage(deployment(), "/job")).res.headers.get("ETag") as string;
  // A new deployment with the same page: rendered (a miss), stored, and the browser's tag still matches.
  const on = deployment();
  const revalidated = await fetchPage(on, "/job", { headers: { "If-None-Match": etag } });
  expect(revalidated.res.status).toBe(304);
  expect(revalidated.cache).toBe("miss");
  expect((await fetchPage(on, "/job")).cache).toBe("hit");
});

test("HEAD from the cache has the GET's headers and no body", async () => {
  const on = deployment();
  const get = await fetchPage(on, "/carrers");
  const head = await fetchPage(on, "/carrers", { method: "HEAD" });
  expect(head.cache).toBe("hit");
  expect(head.res.status).toBe(200);
  expect(head.body).toBe("");
  for (const name of ["ETag", "Cache-Control", "Content-Type", "Content-Security-Policy"]) {
    expect(head.res.headers.get(name), name).toBe(get.res.headers.get(name));
  }
  const etag = get.res.headers.get("ETag") as string;
  expect((await fetchPage(on, "/carrers", { method: "HEAD", headers: { "If-None-Match": etag } })).res.status).toBe(
    304,
  );
});

test("a new deployment never serves the previous one's pages", async () => {
  const first = deployment();
  expect((await fetchPage(first, "/")).cache).toBe("miss");
  expect((await fetchPage(first, "/")).cache).toBe("hit");
  const next = deployment();
  expect((await fetchPage(next, "/")).cache).toBe("miss");
  expect((await fetchPage(next, "/")).cache).toBe("hit");
  // Without the version binding there is no safe key: nothing is cached.
  const unversioned = { ...env, CF_VERSION_METADATA: undefined } as unknown as Env;
  const plain = await fetchPage(unversioned, "/");
  expect(plain.res.status).toBe(200);
  expect(plain.cache).toBeNull();
  expect(plain.res.headers.get("ETag")).toMatch(/^W\//);
});

test("a new jobs snapshot never serves pages of the previous one", async () => {
  const on = deployment();
  expect((await fetchPage(on, "/job?query=engineer")).cache).toBe("miss");
  expect((await fetchPage(on, "/job?query=engineer")).cache).toBe("hit");
  // A refresh switches jobs:meta to a new version (here a copy of the live one under a new name).
  const meta = JSON.parse((await env.JOBS_KV.get("jobs:meta")) as string) as { version: string };
  const version = `${meta.version}-next`;
  await env.JOBS_KV.put(`jobs:index:${version}`, (await env.JOBS_KV.get(`jobs:index:${meta.version}`)) as string);
  for (let n = 0; n < 16; n++) {
    const chunk = await env.JOBS_KV.get(`jobs:details:${meta.version}:${n}`);
    if (chunk !== null) await env.JOBS_KV.put(`jobs:details:${version}:${n}`, chunk);
  }
  await env.JOBS_KV.put("jobs:meta", JSON.stringify({ ...meta, version }));
  try {
    // Within 30 s an isolate may still serve what it checked (as the snapshot itself does); after that, never.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31_000);
    expect((await fetchPage(on, "/job?query=engineer")).cache).toBe("miss");
    expect((await fetchPage(on, "/job?query=engineer")).cache).toBe("hit");
  } finally {
    await env.JOBS_KV.put("jobs:meta", JSON.stringify(meta));
    vi.setSystemTime(Date.now() + 31_000);
  }
});

test("POSTs are never answered from the cache nor stored", async () => {
  const on = deployment();
  const id = await firstJobId(on);
  expect((await fetchPage(on, `/jobdetails/${id}`)).cache).toBe("miss");
  expect((await fetchPage(on, `/jobdetails/${id}`)).cache).toBe("hit");
  // The job page takes no POST: the cached page is not the answer.
  const post = await fetchPage(on, `/jobdetails/${id}`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
  expect(post.res.status).toBe(405);
  expect(post.cache).toBeNull();
  // The apply form's POST (an incomplete form: the page with its errors) is rendered, never kept;
  // the form page itself is private and never kept either.
  const apply = `/jobdetails/${id}/apply`;
  const sent = await fetchPage(on, apply, {
    method: "POST",
    headers: { Origin: "http://127.0.0.1" },
    body: new URLSearchParams({ name: "Asha" }),
  });
  expect(sent.res.status).toBeGreaterThanOrEqual(400);
  expect(sent.cache).toBeNull();
  for (let i = 0; i < 2; i++) {
    const page = await fetchPage(on, apply);
    expect(page.res.status).toBe(200);
    expect(page.cache).toBe("bypass");
    expect(page.body).not.toContain("Asha");
  }
});

test("staff pages are never cached", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const on = deployment();
  for (let i = 0; i < 2; i++) {
    const headers = { "Cf-Access-Jwt-Assertion": await access.token({ email: "meera@kshitijtalent.example" }) };
    const page = await fetchPage(on, "/staff", { headers });
    expect(page.res.status).toBe(200);
    expect(page.body).toContain("<h1");
    expect(page.cache).toBeNull();
  }
  // And nothing was stored under the key the page would have had.
  const meta = JSON.parse((await env.JOBS_KV.get("jobs:meta")) as string) as { version: string };
  const key = cacheKeyUrl(new URL("http://127.0.0.1/staff"), {
    deployment: (on as unknown as { CF_VERSION_METADATA: { id: string } }).CF_VERSION_METADATA.id,
    snapshot: meta.version,
    day: indiaDay(Date.now()),
  });
  expect(await (caches as unknown as { default: Cache }).default.match(key)).toBeUndefined();
});

test("errors, invalid searches and unknown jobs are rendered every time, never kept", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const on = deployment();
  for (const path of ["/job?page=abc", "/jobdetails/999999999", "/no-such-page", "/hi/no-such-page"]) {
    for (let i = 0; i < 2; i++) {
      const page = await fetchPage(on, path);
      expect(page.res.status, path).toBeGreaterThanOrEqual(400);
      expect(page.cache, path).toBe("bypass");
      expect(page.res.headers.get("ETag"), path).toBeNull();
      expect(page.body, path).toContain("<h1");
    }
  }
});

test("tracking parameters no page reads share the page's entry; every other parameter has its own", async () => {
  const on = deployment();
  const plain = await fetchPage(on, "/job?query=java");
  const tracked = await fetchPage(on, "/job?query=java&utm_source=newsletter&utm_medium=email&gclid=x1");
  expect(tracked.cache).toBe("hit");
  expect(tracked.body).toBe(plain.body);
  // The pages really do ignore them: rendered afresh (another deployment), the HTML is the same.
  const fresh = deployment();
  for (const path of ["/", "/job?query=java", `/jobdetails/${await firstJobId(fresh)}`, "/carrers"]) {
    const a = await fetchPage(fresh, path);
    const b = await fetchPage(deployment(), `${path}${path.includes("?") ? "&" : "?"}utm_campaign=diwali&fbclid=abc`);
    expect(b.body, path).toBe(a.body);
  }
  // A parameter a page reads is part of the key.
  expect((await fetchPage(on, "/job?query=python")).cache).toBe("miss");
  expect((await fetchPage(on, "/job?query=java&page=2")).cache).toBe("miss");
});

test("a shared link's click ids (Instagram, Microsoft, Google results) share the page's entry too", async () => {
  const on = deployment();
  const plain = await fetchPage(on, "/job?query=java");
  for (const extra of ["igshid=abc", "igsh=x", "msclkid=1", "srsltid=AfmB", "gbraid=0", "_gl=1*abc", "mc_eid=9"]) {
    const shared = await fetchPage(on, `/job?query=java&${extra}`);
    expect(shared.cache, extra).toBe("hit");
    expect(shared.body, extra).toBe(plain.body);
  }
  // An unknown parameter on the job list is its own entry: the list may read it one day.
  expect((await fetchPage(on, "/job?query=java&ref=x")).cache).toBe("miss");
});

test("a job page is kept once whatever else its link carries; only `expanded` makes another copy", async () => {
  const on = deployment();
  const id = await firstJobId(on);
  const noise = `source=${encodeURIComponent('{"title":"x"}')}&ref=whatsapp&fbclid=a&s=08`;
  for (const page of [`/jobdetails/${id}`, `/hi/jobdetails/${id}`, `/te/jobdetails/${id}`]) {
    const plain = await fetchPage(on, page);
    expect(plain.cache, page).toBe("miss");
    const shared = await fetchPage(on, `${page}?${noise}`);
    expect(shared.cache, page).toBe("hit");
    expect(shared.body, page).toBe(plain.body);
    // The page really reads none of them: rendered afresh with them, it is the same HTML.
    const fresh = await fetchPage(deployment(), `${page}?${noise}`);
    expect(fresh.cache, page).toBe("miss");
    expect(fresh.body, page).toBe(plain.body);
    // What it reads is a page of its own, and still ignores the rest.
    const expanded = await fetchPage(on, `${page}?expanded=1`);
    expect(expanded.cache, page).toBe("miss");
    expect(expanded.body, page).not.toBe(plain.body);
    const expandedShared = await fetchPage(on, `${page}?ref=x&expanded=1`);
    expect(expandedShared.cache, page).toBe("hit");
    expect(expandedShared.body, page).toBe(expanded.body);
  }
  // The apply form under it is not a job page.
  const key = (path: string) =>
    cacheKeyUrl(new URL(`https://x.example${path}`), { deployment: "d", snapshot: "s", day: "y" });
  expect(key(`/jobdetails/${id}/apply?ref=x`)).toContain("?ref=x");
});

test("what may be stored: public 200 HTML without cookies", () => {
  const page = (status: number, headers: Record<string, string>) =>
    new Response("<h1>x</h1>", {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60", ...headers },
    });
  expect(storable(page(200, {}))).toBe(true);
  expect(storable(page(200, { "Set-Cookie": "lang=hi; Path=/" }))).toBe(false);
  expect(storable(page(200, { Vary: "Accept-Encoding, Cookie" }))).toBe(false);
  expect(storable(page(200, { Vary: "*" }))).toBe(false);
  expect(storable(page(200, { Vary: "Accept-Encoding" }))).toBe(true);
  expect(storable(page(200, { "Cache-Control": "private, no-store" }))).toBe(false);
  expect(storable(page(200, { "Cache-Control": "no-store" }))).toBe(false);
  expect(storable(page(404, {}))).toBe(false);
  expect(storable(page(400, {}))).toBe(false);
  expect(storable(page(200, { "Content-Type": "application/json" }))).toBe(false);
});

test("the key carries the deployment, the snapshot and India's day", () => {
  const url = new URL("https://www.kshitijtalent.example/hi/job?query=java&utm_source=x");
  const key = cacheKeyUrl(url, { deployment: "d1", snapshot: "s1", day: "2026-11-26" });
  expect(key).toBe("https://www.kshitijtalent.example/__page-cache/d1/s1/2026-11-26/hi/job?query=java");
  expect(cacheKeyUrl(url, { deployment: "d2", snapshot: "s1", day: "2026-11-26" })).not.toBe(key);
  expect(cacheKeyUrl(url, { deployment: "d1", snapshot: "s2", day: "2026-11-26" })).not.toBe(key);
  // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day there.
  expect(indiaDay(Date.UTC(2026, 10, 26, 18, 29))).toBe("2026-11-26");
  expect(indiaDay(Date.UTC(2026, 10, 26, 18, 30))).toBe("2026-11-27");
});
