import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { call } from "#tests/fixtures/forms";
import { ACCESS_ISSUER, fakeAccess } from "#tests/mocks/access";
import { fakeResend } from "#tests/mocks/resend";
import { type StaffVariables, staffGuard } from "#worker/staff/guard";

/**
 * No /staff path (page, API, file, in any spelling) answers without a valid
 * Cloudflare Access token; the development sign-in exists only when
 * STAFF_DEV_LOGIN is "1"; POSTs must come from this origin.
 */

const access = await fakeAccess();
const server = fakeResend(access.handler);
beforeAll(() => server.enable());
afterAll(() => server.disable());
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

const ORIGIN = "http://127.0.0.1";
const SOME_ID = "0b6f3f8e-3c1e-4d8a-9a43-5b7c2d1e0f11";

const PAGES = [
  "/staff",
  "/staff/",
  `/staff/submissions/${SOME_ID}`,
  "/staff/erase?who=ravi@example.com",
  "/staff/jobs",
  "/staff/audit",
  "/staff/dev-login",
  // Other spellings React Router would also match, and its data requests.
  "/STAFF",
  "/Staff/Jobs",
  "/%73taff",
  "/staff.data",
  "/staff/jobs.data",
];
const API_GETS = [
  "/staff/api/submissions",
  "/staff/api/submissions.csv",
  `/staff/api/submissions/${SOME_ID}`,
  `/staff/api/submissions/${SOME_ID}/resume`,
  "/staff/api/erase?who=ravi@example.com",
  "/staff/api/jobs",
  "/staff/api/nothing-here",
];
const API_POSTS = [`/staff/api/submissions/${SOME_ID}/retry`, "/staff/api/erase", "/staff/api/jobs/refresh"];

function staffCall(path: string, token?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("Cf-Access-Jwt-Assertion", token);
  if (init.method === "POST" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  return call(path, { ...init, headers });
}

const badTokens: [string, () => Promise<string | undefined>][] = [
  ["no token", async () => undefined],
  ["a malformed token", async () => "not.a.jwt"],
  ["an expired token", () => access.token({ expiresIn: -60 })],
  ["a token for another application (audience)", () => access.token({ audience: "another-application-aud-tag-0000" })],
  ["a token from another team (issuer)", () => access.token({ issuer: "https://other-team.cloudflareaccess.com" })],
  ["a token signed by another key", () => access.token({ otherKey: true })],
];

describe.each(badTokens)("refused with %s", (_, makeToken) => {
  test("every page answers a plain 403 page, not cached, not indexed", async () => {
    const token = await makeToken();
    for (const path of PAGES) {
      const res = await staffCall(path, token);
      expect(res.status, path).toBe(403);
      expect(res.headers.get("Content-Type"), path).toContain("text/html");
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag"), path).toContain("noindex");
      const html = await res.text();
      expect(html, path).toContain("Staff only");
      // No staff data, and no development sign-in offered.
      expect(html, path).not.toContain("Submissions");
      expect(html, path).not.toContain("dev-login");
    }
  });

  test("every API path and download answers JSON 403, and every POST changes nothing", async () => {
    const token = await makeToken();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit").first<{ n: number }>();
    for (const path of API_GETS) {
      const res = await staffCall(path, token);
      expect(res.status, path).toBe(403);
      expect(res.headers.get("Content-Type"), path).toContain("application/json");
      expect(((await res.json()) as { ok: boolean }).ok, path).toBe(false);
    }
    for (const path of API_POSTS) {
      const res = await staffCall(path, token, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "who=ravi%40example.com&confirm=yes",
      });
      expect(res.status, path).toBe(403);
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

test("a valid token opens every page and API path, with no-store and noindex", async () => {
  const token = await access.token();
  for (const path of ["/staff", "/staff/erase", "/staff/jobs", "/staff/audit", "/STAFF"]) {
    const res = await staffCall(path, token);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("Cache-Control"), path).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag"), path).toContain("noindex");
    const html = await res.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html, path).toContain("Signed in as meera@kshitijtalent.example");
  }
  const api = await staffCall("/staff/api/submissions", token);
  expect(api.status).toBe(200);
  expect(api.headers.get("Cache-Control")).toBe("no-store");
  // Unknown submissions are 404 only for staff; the token was checked first.
  expect((await staffCall(`/staff/api/submissions/${SOME_ID}/resume`, token)).status).toBe(404);
});

test("a token's issuer is the configured team, and the staff e-mail comes from the token", async () => {
  const token = await access.token({ email: "Priya@KshitijTalent.example" });
  const res = await staffCall("/staff/jobs", token);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Signed in as priya@kshitijtalent.example");
  expect(ACCESS_ISSUER).toBe(`https://${env.ACCESS_TEAM_DOMAIN}`);
});

test("a POST with a valid token but from another origin, or with no Origin, is refused", async () => {
  const token = await access.token();
  for (const origin of ["https://evil.example", "null", null]) {
    const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, "Content-Type": "application/json" });
    if (origin) headers.set("Origin", origin);
    const res = await call("/staff/api/jobs/refresh", { method: "POST", headers, body: "{}" });
    expect(res.status, String(origin)).toBe(403);
  }
});

test("the development sign-in is not offered when STAFF_DEV_LOGIN is off", async () => {
  const res = await staffCall("/staff/dev-login", undefined, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=intruder%40example.com",
  });
  expect(res.status).toBe(403);
  expect(res.headers.get("Set-Cookie")).toBeNull();
});

/** The guard alone, in front of a stand-in handler, under other configurations. */
function guarded() {
  const app = new Hono<{ Bindings: Env; Variables: StaffVariables }>();
  app.use(staffGuard());
  app.all("*", (c) => c.json({ reached: true, staff: c.get("staff") ?? null }));
  return app;
}

test("without the Access configuration every /staff request is refused, even with a once-valid token", async () => {
  const token = await access.token();
  for (const config of [
    { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" },
    { ACCESS_TEAM_DOMAIN: env.ACCESS_TEAM_DOMAIN, ACCESS_AUD: "" },
    { ACCESS_TEAM_DOMAIN: "evil.example.com", ACCESS_AUD: env.ACCESS_AUD },
  ]) {
    const res = await guarded().request(
      "/staff",
      { headers: { "Cf-Access-Jwt-Assertion": token } },
      { ...env, ...config },
    );
    expect(res.status, JSON.stringify(config)).toBe(403);
  }
  // Other paths are not the guard's business.
  const other = await guarded().request("/jobs", {}, { ...env, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" });
  expect(other.status).toBe(200);
});

test("with STAFF_DEV_LOGIN=1, the sign-in form sets a signed cookie; an edited cookie is refused", async () => {
  const devEnv = { ...env, STAFF_DEV_LOGIN: "1" };
  const app = guarded();
  const form = await app.request("/staff/dev-login", {}, devEnv);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('name="email"');

  const crossSite = await app.request(
    "/staff/dev-login",
    {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=dev%40example.com",
    },
    devEnv,
  );
  expect(crossSite.status).toBe(403);

  const bad = await app.request(
    "http://localhost/staff/dev-login",
    {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=nope",
    },
    devEnv,
  );
  expect(bad.status).toBe(400);

  const signIn = await app.request(
    "http://localhost/staff/dev-login",
    {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=Dev%40Example.com",
    },
    devEnv,
  );
  expect(signIn.status).toBe(303);
  expect(signIn.headers.get("Location")).toBe("/staff");
  const setCookie = signIn.headers.get("Set-Cookie") ?? "";
  expect(setCookie).toMatch(/^staff_dev=[\w-]+\.[\w-]+\.[\w-]+; Path=\/staff; HttpOnly; SameSite=Strict/);
  const cookie = setCookie.split(";")[0];

  const inside = await app.request("/staff/jobs", { headers: { Cookie: cookie } }, devEnv);
  expect(inside.status).toBe(200);
  expect(await inside.json()).toEqual({ reached: true, staff: { email: "dev@example.com", via: "dev" } });

  // The same cookie is worthless once the variable is off (production).
  expect((await app.request("/staff/jobs", { headers: { Cookie: cookie } }, env)).status).toBe(403);
  // An edited payload breaks the signature.
  const [name, value] = cookie.split("=");
  const [head, , sig] = value.split(".");
  const forged = btoa(JSON.stringify({ email: "boss@example.com", aud: "staff-dev", exp: 9999999999 }))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  expect(
    (await app.request("/staff/jobs", { headers: { Cookie: `${name}=${head}.${forged}.${sig}` } }, devEnv)).status,
  ).toBe(403);
});

test("with a valid token, staff pages take GET and HEAD only: 405 with Allow, OPTIONS 204", async () => {
  const token = await access.token();
  for (const path of ["/staff", "/staff/erase", "/staff/jobs", "/staff/audit", `/staff/submissions/${SOME_ID}`]) {
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const res = await staffCall(path, token, { method, headers: { Origin: ORIGIN } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD, OPTIONS");
    }
    const options = await staffCall(path, token, { method: "OPTIONS" });
    expect(options.status, `OPTIONS ${path}`).toBe(204);
  }
  // Without a token even OPTIONS says nothing.
  expect((await staffCall("/staff", undefined, { method: "OPTIONS" })).status).toBe(403);
});
