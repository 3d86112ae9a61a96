import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, expect, test, vi } from "vitest";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { api } from "#worker/api/index";
import { unexpectedApiError, unexpectedError } from "#worker/http/errors";
import { SnapshotUnavailableError } from "#worker/jobs/snapshot";

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

test("the one handler answers a missing jobs snapshot with 503 and Retry-After, unlogged, on any path", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const app = new Hono().onError(unexpectedError);
  app.all("*", () => {
    throw new SnapshotUnavailableError("no snapshot stored yet; a refresh was started");
  });
  const json = await app.request("/api/searchjobs?query=driver");
  expect(json.status).toBe(503);
  expect(json.headers.get("Retry-After")).toBe("30");
  expect(json.headers.get("Cache-Control")).toBe("no-store");
  expect(await json.json()).toEqual({ error: JOBS_UNAVAILABLE });
  const page = await app.request("/careers-widget");
  expect(page.status).toBe(503);
  expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
  expect(await page.text()).toContain(JOBS_UNAVAILABLE);
  expect(log).not.toHaveBeenCalled();
});

test("the API app's handler answers JSON on every path, since tests and the Worker both serve it", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const app = new Hono().onError(unexpectedApiError);
  app.all("*", () => {
    throw new Error(SECRET);
  });
  const res = await app.request("/jobs/4223");
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ error: GENERIC });
  expect(log.mock.calls[0]?.slice(0, 3)).toEqual(["unhandled error", "GET", "/jobs/4223"]);
});
