import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { site } from "#shared/content/site";
import { freshIp, validEnquiry } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

/** Another site's page must not be able to make its visitors' browsers submit our forms. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

const MESSAGE = /sent from another website/i;

function post(path: string, headers: Record<string, string>, body: string, type = "application/json") {
  return exports.default.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method: "POST",
      headers: { "Content-Type": type, "CF-Connecting-IP": freshIp(), ...headers },
      body,
    }),
  );
}

const subscribers = () => env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<number>("n");
const submissions = () => env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<number>("n");

const FOREIGN: [string, Record<string, string>][] = [
  ["another site's Origin", { Origin: "https://evil.example" }],
  ["a look-alike host", { Origin: "https://www.kshitijtalent.example.evil.example" }],
  ["our host on another port", { Origin: "http://127.0.0.1:8080" }],
  ["an opaque (null) Origin", { Origin: "null" }],
  ["a malformed Origin", { Origin: "not a url" }],
  ["no Origin but Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["no Origin but Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
];

test.each(FOREIGN)("an API form post with %s is a 403 with a clear message; nothing stored", async (_n, headers) => {
  const before = await subscribers();
  const res = await post("/api/forms/newsletter", headers, JSON.stringify({ user_email: "csrf@example.com" }));
  expect(res.status).toBe(403);
  expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
  expect(((await res.json()) as { error: string }).error).toMatch(MESSAGE);
  expect(await subscribers()).toBe(before);
});

test.each(FOREIGN)("a page form post with %s is a 403 page; nothing stored", async (_n, headers) => {
  const before = await submissions();
  const res = await post(
    "/contact",
    headers,
    new URLSearchParams(validEnquiry).toString(),
    "application/x-www-form-urlencoded",
  );
  expect(res.status).toBe(403);
  expect(await res.text()).toMatch(MESSAGE);
  expect(await submissions()).toBe(before);
});

test("every state-changing method under /api is checked, reads are not", async () => {
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const res = await exports.default.fetch(
      new Request("http://127.0.0.1/api/forms/enquiry", { method, headers: { Origin: "https://evil.example" } }),
    );
    expect(res.status, method).toBe(403);
  }
  const read = await exports.default.fetch(
    new Request("http://127.0.0.1/api/jobs", { headers: { Origin: "https://evil.example" } }),
  );
  expect(read.status).toBe(200);
});

test.each([
  ["the request's own origin", { Origin: "http://127.0.0.1" }],
  ["the site's configured origin", { Origin: new URL(site.url).origin }],
  ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
  ["Sec-Fetch-Site: none (typed by the visitor)", { "Sec-Fetch-Site": "none" }],
  ["neither header (curl, a server)", {}],
])("a form post with %s passes", async (_n, headers) => {
  const api = await post("/api/forms/newsletter", headers, JSON.stringify({ user_email: "same@example.com" }));
  expect(api.status).toBe(200);
  const page = await post(
    "/newsletter",
    headers,
    new URLSearchParams({ user_email: "same@example.com" }).toString(),
    "application/x-www-form-urlencoded",
  );
  expect(page.status).toBe(200);
});
