import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { configError } from "#worker/config";
import { runScheduled } from "#worker/scheduled";

/*
 * Issue 15: the configuration is checked before the Worker serves anything.
 * A set but malformed variable gets every visitor a clear 503 (a page, or the
 * JSON envelope under /api) and one log line that names the variable and what
 * is wrong, never the value; the cron does not run half-configured either.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

afterEach(() => {
  vi.restoreAllMocks();
});

async function fetchWith(vars: Record<string, string | undefined>, path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1${path}`), { ...env, ...vars } as Env, ctx);
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, text };
}

// [variable, a malformed value, what the log says is wrong, whether the value is a secret]
const CASES: [keyof Env & string, string | undefined, string, boolean][] = [
  ["JOBS_API_URL", "ats.example.com", "must be an absolute http(s) URL", false],
  ["JOBS_API_TOKEN", "s3cret token", "must be the ATS token on one line, with no spaces", true],
  ["JOBS_SHRINK_GUARD", "half", "must be a number from 0 to 1", false],
  ["SITE_ORIGIN", "https://www.kshitijtalent.example/jobs", "must be an origin only", false],
  ["COMPANY_NAME", "K".repeat(201), "must be the agency's name as the ATS writes it", false],
  ["MAIL_TO", undefined, "is not set", false],
  ["MAIL_FROM", "Kshitij Talent Partners", 'must be an address or "Name <address>"', false],
  ["GEOCODER_URL", "nominatim.openstreetmap.org/reverse", "must be an absolute http(s) URL", false],
  ["RESEND_API_KEY", "re_live key", "must be the Resend API key on one line", true],
  ["DEV_MAILER", "true", 'must be "1" (on), "0" or empty (off)', false],
  ["ALERT_WEBHOOK_URL", "hooks.slack.test/T000", "must be an absolute http(s) URL", false],
  ["SIGNING_SECRET", "too-short-secret", "must be at least 32 characters", true],
  ["APP_VERSION", "1.0 beta", "must be a version label", false],
  ["ACCESS_TEAM_DOMAIN", "evil.example.com", "must be the Access team domain", false],
  ["ACCESS_AUD", "abc", "must be the Access application's AUD tag", false],
  ["STAFF_DEV_LOGIN", "yes", 'must be "1" (on), "0" or empty (off)', false],
];

test("the test environment's configuration (wrangler.jsonc vars and the test secrets) is valid", () => {
  expect(configError(env)).toBeNull();
});

test.each(CASES)(
  "a malformed %s: 503 for pages and API, the log names it and what is wrong",
  async (name, value, problem, secret) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = await fetchWith({ [name]: value }, "/api/health");
    expect(api.res.status).toBe(503);
    expect(api.res.headers.get("Retry-After")).toBe("300");
    expect(JSON.parse(api.text)).toEqual({ error: expect.stringContaining("problem on our side") });
    const page = await fetchWith({ [name]: value }, "/job");
    expect(page.res.status).toBe(503);
    expect(page.res.headers.get("Content-Type")).toContain("text/html");
    expect(page.text).toContain("problem on our side");
    // Neither answer names the variable; the log does, with the rule it breaks.
    expect(`${api.text}${page.text}`).not.toContain(name);
    const logged = errors.mock.calls.map((c) => String(c[0])).filter((line) => line.includes("CONFIGURATION ERROR"));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).toContain(`${name} ${problem}`);
      if (secret && value) expect(line).not.toContain(value);
    }
  },
);

test.each(CASES.filter(([name]) => !["MAIL_TO", "MAIL_FROM"].includes(name)))(
  "%s unset or empty keeps its fallback: the site serves",
  async (name) => {
    for (const value of [undefined, ""]) {
      const { res } = await fetchWith({ [name]: value }, "/api/health");
      expect(res.status, `${name}=${JSON.stringify(value)}`).toBe(200);
    }
  },
);

test("the cron does not run with a malformed variable: the run fails and says which", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const bad = { ...env, GEOCODER_URL: "nominatim" } as Env;
  await expect(runScheduled({ scheduledTime: Date.now(), cron: "*/10 * * * *", noRetry() {} }, bad)).rejects.toThrow(
    /GEOCODER_URL must be an absolute http\(s\) URL/,
  );
  expect(errors.mock.calls.some((c) => String(c[0]).startsWith("CONFIGURATION ERROR, scheduled jobs not run"))).toBe(
    true,
  );
});

test("each environment object is checked once: the same answer object comes back", () => {
  const bad = { ...env, DEV_MAILER: "on" } as Env;
  const first = configError(bad);
  expect(first?.problems).toEqual([{ variable: "DEV_MAILER", problem: 'must be "1" (on), "0" or empty (off)' }]);
  expect(configError(bad)).toBe(first);
  // Several problems are all named at once.
  const worse = configError({ ...env, DEV_MAILER: "on", SITE_ORIGIN: "nope" } as Env);
  expect(worse?.problems.map((p) => p.variable)).toEqual(["SITE_ORIGIN", "DEV_MAILER"]);
});
