import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/**
 * Every route of app/routes.ts answers every method: GET and HEAD, POST where
 * the route module exports an action, 204 to OPTIONS, and 405 with `Allow`
 * to anything else. Never a 5xx, never an action run by another method.
 */

const routesSource = import.meta.glob<string>("../../app/routes.ts", { query: "?raw", import: "default", eager: true });
const moduleSources = import.meta.glob<string>("../../app/routes/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A real path for each route pattern (ids that exist in the content and the embedded jobs). */
const SAMPLE: Record<string, string> = {
  "": "/",
  "jobdetails/:id": "/jobdetails/4223",
  "DetailService/:id": "/DetailService/1",
  "article/:id": "/article/1",
};

interface PageRoute {
  path: string;
  file: string;
  hasAction: boolean;
}

/** The routes as app/routes.ts declares them, each with whether its module exports an action. */
function declaredRoutes(): PageRoute[] {
  const source = Object.values(routesSource)[0];
  const found: PageRoute[] = [];
  const home = /index\("([^"]+)"\)/.exec(source);
  const entries: [string, string][] = home ? [["", home[1]]] : [];
  for (const m of source.matchAll(/route\("([^"]*)",\s*"([^"]+)"/g)) entries.push([m[1], m[2]]);
  for (const [pattern, file] of entries) {
    // Staff pages answer 403 to any method without an Access token (issue 18);
    // with one, their methods are checked in tests/worker/staff-access.test.ts.
    if (pattern === "*" || pattern.startsWith("staff")) continue;
    const module = moduleSources[`../../app/${file}`];
    expect(module, file).toBeDefined();
    found.push({
      path: SAMPLE[pattern] ?? `/${pattern}`,
      file,
      // The action is in the module, or (since decision 045) re-exported from its .server.ts.
      hasAction: /export (async )?function action\b|export const action\b|export \{[^}]*\baction\b[^}]*\} from/.test(
        module,
      ),
    });
  }
  return found;
}

const routes = declaredRoutes();

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, init));
}

test("the route list is read from app/routes.ts (and names every form page)", () => {
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter((r) => r.hasAction).map((r) => r.path)).toEqual(
    expect.arrayContaining(["/contact", "/upload", "/employes", "/fresher", "/freelance-recruiters", "/newsletter"]),
  );
  expect(routes.find((r) => r.path === "/job")?.hasAction).toBe(false);
});

test.each(routes)("$path ($file): odd methods get 405 with Allow, OPTIONS 204", async ({ path, hasAction }) => {
  const allow = hasAction ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
  const refused = ["PUT", "PATCH", "DELETE", ...(hasAction ? [] : ["POST"])];
  for (const method of refused) {
    const res = await call(path, {
      method,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "DELETE" ? undefined : "user_email=a%40example.com",
    });
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.get("Allow"), `${method} ${path}`).toBe(allow);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("does not take that kind of request");
  }
  const options = await call(path, { method: "OPTIONS" });
  expect(options.status, `OPTIONS ${path}`).toBe(204);
  expect(options.headers.get("Allow")).toBe(allow);
  // No CORS grants: the site has no cross-origin clients.
  expect(options.headers.get("Access-Control-Allow-Origin")).toBeNull();
  // The data URL React Router keeps for each page takes the same methods.
  const data = await call(`${path === "/" ? "/_root" : path}.data`, { method: "PUT" });
  expect(data.status, `PUT ${path}.data`).toBe(405);
  expect(data.headers.get("Allow")).toBe(allow);
});

test("a PUT to a form page does not run its action: nothing is stored", async () => {
  const { env } = await import("cloudflare:workers");
  const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<number>("n");
  const res = await call("/newsletter", {
    method: "PUT",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "user_email=put%40example.com",
  });
  expect(res.status).toBe(405);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<number>("n")).toBe(before);
});

test.each(["PUT", "PATCH", "DELETE", "POST", "OPTIONS"])("%s to an unknown path is the 404 page", async (method) => {
  const res = await call("/no-such-page/here", { method });
  expect(res.status).toBe(404);
  expect(await res.text()).toMatch(/<h1[^>]*>/);
});

test("HEAD and GET still work, and the manifest path only answers GET", async () => {
  expect((await call("/job", { method: "HEAD" })).status).toBe(200);
  expect((await call("/job")).status).toBe(200);
  const manifest = await call("/__manifest", { method: "PUT" });
  expect(manifest.status).toBeLessThan(500);
  expect(manifest.status).not.toBe(204);
});

const API: [path: string, allow: string][] = [
  ["/api/jobs", "GET, HEAD, OPTIONS"],
  ["/api/jobs/4223", "GET, HEAD, OPTIONS"],
  ["/api/searchjobs", "GET, HEAD, OPTIONS"],
  ["/api/skywingsjobs", "GET, HEAD, OPTIONS"],
  ["/api/health", "GET, HEAD, OPTIONS"],
  ["/api/geocode", "GET, HEAD, OPTIONS"],
  ["/api/forms/enquiry", "POST, OPTIONS"],
  ["/api/forms/resume", "POST, OPTIONS"],
  ["/api/forms/newsletter", "POST, OPTIONS"],
];

test.each(API)("%s: other methods get a JSON 405 with Allow %s, OPTIONS 204", async (path, allow) => {
  const refused = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allow.includes(m));
  for (const method of refused) {
    const res = await call(path, { method });
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.get("Allow")).toBe(allow);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/^Use (GET|POST)/);
  }
  const options = await call(path, { method: "OPTIONS" });
  expect(options.status).toBe(204);
  expect(options.headers.get("Allow")).toBe(allow);
  expect(options.headers.get("Access-Control-Allow-Origin")).toBeNull();
});

test.each(["GET", "POST", "PUT", "DELETE", "OPTIONS"])(
  "%s to an unknown API path is still a JSON 404",
  async (method) => {
    // "/api/jobs/" is not "/api/jobs": Hono matches paths exactly, and so do the 405s.
    for (const path of ["/api/nope", "/api/forms/other", "/api", "/api/jobs/1/2", "/api/jobs/", "/api/health/"]) {
      const res = await call(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  },
);
