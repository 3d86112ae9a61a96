import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, type MockInstance, test, vi } from "vitest";
import { call } from "#tests/fixtures/forms";
import { health } from "#worker/api/health";

/** /api/health is honest: degraded when jobs or mail are, never internal error text, never cached. */

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

interface Health {
  status: string;
  problems: string[];
  jobs: Record<string, unknown>;
  mail: {
    ok: boolean;
    mailer: string;
    pending: number | null;
    failed: number | null;
    oldestPendingSeconds: number | null;
    oldestFailedSeconds: number | null;
    problems: string[];
  };
}

async function healthOf(on: Env, query = "") {
  const res = await health.request(`/${query}`, undefined, on);
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as Health };
}

/** A binding whose every call fails with an internal message that must not reach the answer. */
function broken<T>(): T {
  const fail = () => {
    throw new Error("SECRET-INTERNAL-DETAIL at /var/lib/db");
  };
  return new Proxy({}, { get: () => fail }) as T;
}

test("healthy: status ok, the mailer named, no mail waiting, not cacheable", async () => {
  await call("/api/jobs"); // a snapshot exists
  const res = await call("/api/health");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = (await res.json()) as Health;
  expect(body.status).toBe("ok");
  expect(body.mail).toEqual({
    ok: true,
    mailer: "resend",
    pending: 0,
    failed: 0,
    oldestPendingSeconds: null,
    oldestFailedSeconds: null,
    problems: [],
  });
  expect((await healthOf(env, "?strict")).res.status).toBe(200);
});

test("jobs state that cannot be read: degraded, a code instead of the error text, the error logged", async () => {
  const { res, text, body } = await healthOf({ ...env, JOBS_KV: broken<KVNamespace>() });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(body.status).toBe("degraded");
  expect(body.jobs.ok).toBe(false);
  expect(text).not.toContain("SECRET-INTERNAL-DETAIL");
  expect(errors.mock.calls.flat().map(String).join(" ")).toContain("SECRET-INTERNAL-DETAIL");
  expect((await healthOf({ ...env, JOBS_KV: broken<KVNamespace>() }, "?strict")).res.status).toBe(503);
});

test("an unreadable outbox: degraded with a code, no error text", async () => {
  const { text, body } = await healthOf({ ...env, DB: broken<D1Database>() });
  expect(body.status).toBe("degraded");
  expect(body.mail).toMatchObject({ ok: false, mailer: "resend", pending: null, failed: null });
  expect(body.mail.problems).toEqual(["outbox_unreadable"]);
  expect(text).not.toContain("SECRET-INTERNAL-DETAIL");
});

test("a mail pending for over an hour makes mail degraded and shows its age", async () => {
  const created = Date.now() - 2 * 60 * 60_000;
  await env.DB.prepare(
    `INSERT INTO submissions (id, kind, payload, created_at, next_attempt_at, mail_attempts, last_error)
     VALUES (?, 'enquiry', '{}', ?, ?, 4, 'resend 503')`,
  )
    .bind(crypto.randomUUID(), created, Date.now() + 60 * 60_000)
    .run();
  const { body } = await healthOf(env);
  expect(body.status).toBe("degraded");
  expect(body.mail.pending).toBe(1);
  expect(body.mail.oldestPendingSeconds).toBeGreaterThanOrEqual(2 * 60 * 60 - 5);
  expect(body.mail.problems).toEqual(["pending_too_long"]);
});

test("without SIGNING_SECRET health is degraded and names it: unsubscribe links would fail closed", async () => {
  const ok = await healthOf(env);
  expect(ok.body.problems).toEqual([]);
  for (const secret of [undefined, "too-short"]) {
    const { res, body } = await healthOf({ ...env, SIGNING_SECRET: secret }, "?strict");
    expect(res.status).toBe(503);
    expect(body.status).toBe("degraded");
    expect(body.problems).toEqual(["no_signing_secret"]);
  }
});
