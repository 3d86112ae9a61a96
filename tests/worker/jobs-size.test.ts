import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { setupServer } from "msw/native";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { MAX_DESCRIPTION_TOTAL } from "#worker/jobs/refresh/collect";
import { refreshSnapshot } from "#worker/jobs/refresh/inline";
import { MAX_DESCRIPTION_CHARS } from "#worker/jobs/sanitize";
import { getJob } from "#worker/jobs/service";
import { resetIsolateSnapshot } from "#worker/jobs/snapshot";
import { readMeta } from "#worker/jobs/store/values";
import { atsEnv, atsHandlers, atsJob } from "../fixtures/ats";

/*
 * Issue 13 review: a refresh's memory is bounded. One description is capped
 * (valid HTML, saying it was shortened); past a total budget the refresh
 * fails as "too_large" and the live snapshot keeps serving.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(async () => {
  resetIsolateSnapshot();
  const { keys } = await env.JOBS_KV.list();
  await Promise.all(keys.map((k) => env.JOBS_KV.delete(k.name)));
});

/** Opening and closing tags of each kind balance (what a browser needs to not swallow the page). */
function tagsBalance(html: string): boolean {
  for (const tag of ["p", "strong", "em", "a", "ul", "li"]) {
    const open = (html.match(new RegExp(`<${tag}[\\s>]`, "g")) ?? []).length;
    const close = (html.match(new RegExp(`</${tag}>`, "g")) ?? []).length;
    if (open !== close) return false;
  }
  return !/<[^>]*$/.test(html);
}

test("a description of 1 MB is stored shortened, as valid HTML that says so", async () => {
  const paragraph =
    '<p>Duties <strong>include</strong> <a href="https://x.test/a">links</a> &amp; more.</p><ul><li>one</li></ul>';
  const huge = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
  const job = atsJob({ job_description: huge });
  server.use(...atsHandlers([job, atsJob()]));
  expect((await refreshSnapshot(atsEnv(env))).ok).toBe(true);
  const found = await getJob(atsEnv(env), createExecutionContext(), job.id as number);
  const html = found?.descriptionHtml ?? "";
  expect(html.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
  expect(html.length).toBeGreaterThan(MAX_DESCRIPTION_CHARS / 2);
  expect(html.startsWith("<p>Duties <strong>include</strong>")).toBe(true);
  expect(html).toContain("too long to show in full");
  expect(tagsBalance(html)).toBe(true);
  // An unchanged upstream is recognised as unchanged: no new version.
  const version = (await readMeta(env))?.version;
  await refreshSnapshot(atsEnv(env));
  expect((await readMeta(env))?.version).toBe(version);
});

test("descriptions past the total budget fail the refresh as too_large; the live snapshot keeps serving", async () => {
  server.use(...atsHandlers(Array.from({ length: 12 }, () => atsJob())));
  await refreshSnapshot(atsEnv(env));
  const before = await readMeta(env);

  const text = `<p>${"x".repeat(MAX_DESCRIPTION_CHARS - 100)}</p>`;
  const count = Math.ceil(MAX_DESCRIPTION_TOTAL / text.length) + 5;
  server.use(...atsHandlers(Array.from({ length: count }, () => atsJob({ job_description: text }))));
  const status = await refreshSnapshot(atsEnv(env));
  expect(status).toMatchObject({ ok: false, kind: "too_large" });
  expect(await readMeta(env)).toEqual(before);
});
