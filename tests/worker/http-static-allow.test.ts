import { env, exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/*
 * Issue 22: Static Assets answers a method other than GET or HEAD on a
 * prerendered page with 405 before the Worker runs; the build's _headers
 * (scripts/build/postbuild.mjs) gives that 405 its `Allow: GET, HEAD`. The ASSETS
 * binding runs the same asset server with the same _headers, so each
 * prerendered file of the build is asked through it. The form pages run the
 * Worker first (they take POST): there the Worker's own 405 answers, and the
 * file the Worker reads carries no Allow that would leave POST out.
 */

const builtFiles = import.meta.glob(["../../*/client/**/*.html", "../../.tmp/*/client/**/*.html"]);
const builtConfigs = import.meta.glob<string>(["../../*/server/wrangler.json", "../../.tmp/*/server/wrangler.json"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const clientDir = `../../${__BUILD_DIR__}/client`;
/** Each prerendered page's path, as postbuild.mjs names it: services/index.html is /services. */
const pages = Object.keys(builtFiles)
  .filter((file) => file.startsWith(`${clientDir}/`))
  .map((file) => `/${file.slice(clientDir.length + 1)}`.replace(/\/index\.html$/, "").replace(/\.html$/, "") || "/");
const config = JSON.parse(builtConfigs[`../../${__BUILD_DIR__}/server/wrangler.json`] ?? "{}") as {
  assets?: { run_worker_first?: string[] };
};
const workerFirst = new Set(config.assets?.run_worker_first ?? []);
const staticPages = pages.filter((p) => !workerFirst.has(p));
const formPages = pages.filter((p) => workerFirst.has(p));

test("the build's prerendered pages are found (npm run build first)", () => {
  expect(staticPages).toEqual(expect.arrayContaining(["/services", "/about", "/faq", "/blog", "/article/1"]));
  expect(formPages).toEqual(expect.arrayContaining(["/contact", "/upload"]));
});

test.each(staticPages)("%s: GET 200; PUT, POST and DELETE get 405 with Allow: GET, HEAD", async (path) => {
  const get = await env.ASSETS.fetch(new Request(`http://127.0.0.1${path}`));
  expect(get.status, `GET ${path}`).toBe(200);
  expect(get.headers.get("Content-Type")).toContain("text/html");
  await get.arrayBuffer();
  for (const method of ["PUT", "POST", "DELETE", "PATCH", "OPTIONS"]) {
    const res = await env.ASSETS.fetch(
      new Request(`http://127.0.0.1${path}`, { method, body: method === "OPTIONS" ? null : "x=1" }),
    );
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD");
    await res.arrayBuffer();
  }
  // The trailing-slash form Static Assets redirects is covered by the same rule.
  const slash = await env.ASSETS.fetch(new Request(`http://127.0.0.1${path}/`, { method: "PUT", body: "x" }));
  expect(slash.status).toBe(405);
  expect(slash.headers.get("Allow")).toBe("GET, HEAD");
});

test.each(formPages)("%s (the Worker first): its 405 names POST; its file carries no Allow", async (path) => {
  const res = await exports.default.fetch(new Request(`http://127.0.0.1${path}`, { method: "PUT", body: "x" }));
  expect(res.status).toBe(405);
  expect(res.headers.get("Allow")?.split(", ")).toEqual(expect.arrayContaining(["GET", "HEAD", "POST"]));
  const file = await env.ASSETS.fetch(new Request(`http://127.0.0.1${path}`));
  expect(file.status).toBe(200);
  expect(file.headers.get("Allow")).toBeNull();
  await file.arrayBuffer();
  const page = await exports.default.fetch(new Request(`http://127.0.0.1${path}`));
  expect(page.status).toBe(200);
  expect(page.headers.get("Allow")).toBeNull();
  await page.arrayBuffer();
});
