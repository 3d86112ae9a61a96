import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, expect, test, vi } from "vitest";
import { api } from "#worker/api/index";
import { unexpectedError } from "#worker/http/errors";

/** Whatever throws, a visitor sees a generic answer; the details go to the log only. */

const SECRET = "D1_ERROR: no such table: secret_internal_table at /srv/worker.js:12";
const GENERIC = "Something went wrong on our side. Please try again in a moment.";

afterEach(() => vi.restoreAllMocks());

test("an exception in an API handler is a generic JSON 500 without its text, and is logged", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  // Every storage binding fails with an internal message.
  const broken = new Proxy(env, {
    get(target, name) {
      if (name === "JOBS_KV" || name === "DB") throw new Error(SECRET);
      return Reflect.get(target, name);
    },
  });
  const res = await api.request("/jobs/4223", {}, broken, createExecutionContext());
  expect(res.status).toBe(500);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = await res.text();
  expect(JSON.parse(body)).toEqual({ error: GENERIC });
  expect(body).not.toContain("secret_internal_table");
  expect(log.mock.calls.flat().map(String).join(" ")).toContain("secret_internal_table");
});

test("the Worker's last-resort handler answers a page path with a plain page and an API path with JSON", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  // The same handler worker/app.ts installs with app.onError.
  const app = new Hono().onError(unexpectedError);
  app.all("*", () => {
    throw new Error(SECRET);
  });
  const page = await app.request("/job");
  expect(page.status).toBe(500);
  expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
  const html = await page.text();
  expect(html).toContain(GENERIC);
  expect(html).not.toContain("secret_internal_table");

  const json = await app.request("/api/anything", { method: "POST" });
  expect(json.status).toBe(500);
  expect(await json.json()).toEqual({ error: GENERIC });
});
