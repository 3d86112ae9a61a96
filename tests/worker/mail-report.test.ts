import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, expect, type MockInstance, test, vi } from "vitest";
import { validEnquiry } from "#tests/fixtures/forms";
import { ALERT_WEBHOOK, fakeResend } from "#tests/mocks/resend";
import { health } from "#worker/api/health";
import { MAX_ATTEMPTS } from "#worker/forms/outbox";
import { dismissMail, requeueMail } from "#worker/forms/outbox-db";
import { dismissStatement, inlineStatement, requeueStatement } from "#worker/forms/outbox-sql";
import { submitEnquiry } from "#worker/forms/submit";
import { runScheduled } from "#worker/scheduled";

/** Mail that fails for good is reported once, through a route that works, and can be re-queued. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const withWebhook: Env = { ...env, ALERT_WEBHOOK_URL: ALERT_WEBHOOK };
const REPORT_SUBJECT = /^Website: \d+ mails? to the agency not delivered$/;

let sent = 0;

async function submit(on: Env = env) {
  const pending: Promise<unknown>[] = [];
  const result = await submitEnquiry(
    { env: on, waitUntil: (p) => pending.push(p) },
    {
      ...validEnquiry,
      // Each call is a new enquiry: identical ones within 10 minutes are one submission.
      enquireDetail: `${validEnquiry.enquireDetail} (${++sent})`,
    },
  );
  await Promise.all(pending);
  if (result.kind !== "accepted") throw new Error("not accepted");
  return result.id;
}

async function row(id: string) {
  return env.DB.prepare("SELECT mail_state, mail_attempts, next_attempt_at, reported_at FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ mail_state: string; mail_attempts: number; next_attempt_at: number; reported_at: number | null }>();
}

function cron(on: Env, scheduledTime: number) {
  return runScheduled({ scheduledTime, cron: "*/10 * * * *", noRetry() {} }, on);
}

/** Sends of one submission's mail: key `id`, then `id:generation` once re-queued after failing. */
const sendsOf = (id: string) =>
  resend.calls.filter((c) => c.headers.get("Idempotency-Key")?.replace(/:\d+$/, "") === id);
const reportMails = () => resend.calls.filter((c) => REPORT_SUBJECT.test(c.body.subject));

async function healthOf(on: Env, query = "") {
  const res = await health.request(`/${query}`, undefined, on);
  return { res, body: (await res.json()) as { status: string; mail: Record<string, unknown> } };
}

test("a revoked key (401): failed after one attempt, the webhook told at the next cron run, once", async () => {
  resend.answerWith(401, 401);
  const id = await submit(withWebhook);
  // Not 8 attempts over 10 hours: a 401 will not fix itself.
  expect(await row(id)).toMatchObject({ mail_state: "failed", mail_attempts: 1 });

  const t = Date.now() + 10 * MINUTE;
  await cron(withWebhook, t);
  // The summary mail went through the failing key (401), so the webhook carried it.
  expect(reportMails().map((c) => c.status)).toEqual([401]);
  expect(resend.webhookCalls).toHaveLength(1);
  const hook = resend.webhookCalls[0].body as {
    event: string;
    text: string;
    mails: { id: string; attempts: number }[];
  };
  expect(hook.event).toBe("mail.not_delivered");
  expect(hook.mails).toContainEqual(expect.objectContaining({ id, attempts: 1, state: "failed" }));
  expect(hook.text).toContain(id);
  expect(hook.text).toContain("resend 401");
  expect(hook.text).toContain("npm run outbox -- --retry failed");
  // Only ids, times and errors leave the system: not the visitor's details.
  expect(JSON.stringify(hook)).not.toContain("Asha");
  expect((await row(id))?.reported_at).toBe(t);

  // The same failure is not reported again.
  await cron(withWebhook, t + 10 * MINUTE);
  await cron(withWebhook, t + 20 * MINUTE);
  expect(resend.webhookCalls).toHaveLength(1);
  expect(reportMails()).toHaveLength(1);
  expect(sendsOf(id)).toHaveLength(1);
});

test(`after ${MAX_ATTEMPTS} failed attempts the agency gets one summary mail; health counts the failed mail`, async () => {
  resend.answerWith(...Array(MAX_ATTEMPTS).fill(503));
  const id = await submit();
  let t = Date.now();
  for (let i = 2; i <= MAX_ATTEMPTS; i++) {
    t += 7 * HOUR;
    await cron(env, t);
  }
  expect(sendsOf(id)).toHaveLength(MAX_ATTEMPTS);
  expect(await row(id)).toMatchObject({ mail_state: "failed", mail_attempts: MAX_ATTEMPTS, reported_at: t });
  // Resend is back by then (the queue of 503s is used up): the summary goes by mail.
  const [report] = reportMails();
  expect(reportMails()).toHaveLength(1);
  expect(report.body.to).toEqual([env.MAIL_TO]);
  expect(report.body.text).toContain(id);
  expect(report.body.text).toContain(`failed after ${MAX_ATTEMPTS} attempts`);
  expect(resend.webhookCalls).toHaveLength(0);
  expect(errors.mock.calls.some((c) => String(c[0]).startsWith("MAIL NOT DELIVERED"))).toBe(true);

  await cron(env, t + 10 * MINUTE);
  expect(reportMails()).toHaveLength(1);

  const { res, body } = await healthOf(env);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(body.status).toBe("degraded");
  expect(body.mail).toMatchObject({ mailer: "resend", ok: false });
  expect(body.mail.failed).toBeGreaterThanOrEqual(1);
  expect(body.mail.oldestFailedSeconds).toBeGreaterThanOrEqual(0);
  expect(body.mail.problems).toContain("failed_mail");
  // A monitor that judges by status code asks for strict answers.
  expect((await healthOf(env, "?strict")).res.status).toBe(503);
});

test("when neither mail nor the webhook gets through: logged loudly, not marked, tried again next run", async () => {
  resend.answerWith(403, 500, 500);
  resend.webhookAnswerWith(502);
  const id = await submit(withWebhook);
  expect((await row(id))?.mail_state).toBe("failed");
  const t = Date.now() + 10 * MINUTE;
  await cron(withWebhook, t);
  expect(resend.webhookCalls.map((c) => c.status)).toEqual([502]);
  expect((await row(id))?.reported_at).toBeNull();
  expect(errors.mock.calls.some((c) => String(c[0]).startsWith("MAIL FAILURE REPORT NOT DELIVERED"))).toBe(true);

  // Next run: the summary mail is refused again (500), the webhook works now.
  await cron(withWebhook, t + 10 * MINUTE);
  expect(resend.webhookCalls.map((c) => c.status)).toEqual([502, 200]);
  expect((await row(id))?.reported_at).toBe(t + 10 * MINUTE);
});

test("re-queue failed mail: pending, due now, attempts reset; the cron delivers it; a sent mail is never re-queued", async () => {
  resend.answerWith(401);
  const id = await submit();
  expect((await row(id))?.mail_state).toBe("failed");
  const t = Date.now() + 10 * MINUTE;
  await cron(env, t); // reported

  const requeued = await requeueMail(env.DB, "failed", t + MINUTE);
  expect(requeued.map((r) => r.id)).toContain(id);
  expect(await row(id)).toMatchObject({
    mail_state: "pending",
    mail_attempts: 0,
    next_attempt_at: t + MINUTE,
    reported_at: null,
  });
  // Nothing else is failed any more.
  expect(await requeueMail(env.DB, "failed", t + MINUTE)).toEqual([]);

  await cron(env, t + 2 * MINUTE);
  expect(sendsOf(id).map((c) => c.status)).toEqual([401, 200]);
  // Re-queued after failing: a new idempotency key (migration 0006), changed by the issue 13 review.
  expect(sendsOf(id).map((c) => c.headers.get("Idempotency-Key"))).toEqual([id, `${id}:1`]);
  expect(await row(id)).toMatchObject({ mail_state: "sent", mail_attempts: 1 });
  const attempts = await env.DB.prepare("SELECT attempt, status FROM mail_attempts WHERE submission_id = ? ORDER BY id")
    .bind(id)
    .all();
  // The history of the first round is kept.
  expect(attempts.results).toEqual([
    { attempt: 1, status: 401 },
    { attempt: 1, status: 200 },
  ]);

  // By id: a sent mail stays sent (re-queueing would mail the lead twice).
  expect(await requeueMail(env.DB, { id }, t + 3 * MINUTE)).toEqual([]);
  expect((await row(id))?.mail_state).toBe("sent");
});

test("re-queue one mail by id; anything but a submission id is refused before it reaches SQL", async () => {
  resend.answerWith(422);
  const id = await submit();
  const other = await submit();
  expect((await row(id))?.mail_state).toBe("failed");
  const t = Date.now();
  expect((await requeueMail(env.DB, { id }, t)).map((r) => r.id)).toEqual([id]);
  expect(await row(id)).toMatchObject({ mail_state: "pending", mail_attempts: 0, next_attempt_at: t });
  expect((await row(other))?.mail_state).toBe("sent");
  expect(() => requeueStatement({ id: "x' OR 1=1 --" }, t)).toThrow(/not a submission id/);
});

test("the script's inlined statement is the same statement, with its values written in", () => {
  const id = "0b7c9a6e-5f1d-4c3a-9e2b-7d8f6a5b4c3d";
  const sql = inlineStatement(requeueStatement({ id }, 1_700_000_000_000));
  expect(sql).toContain("next_attempt_at = 1700000000000");
  expect(sql).toContain(`WHERE id = '${id}' AND mail_state IN ('failed', 'pending')`);
  expect(sql).not.toMatch(/\?\d/);
});

test("mail reported while it waited for a mailer is reported again when it then fails for good", async () => {
  const noKey: Env = { ...withWebhook, RESEND_API_KEY: undefined };
  const id = await submit(noKey);
  const t = Date.now() + 10 * MINUTE;
  await cron(noKey, t);
  const hook = resend.webhookCalls.at(-1)?.body as { mails: { id: string; state: string }[] };
  expect(hook.mails).toContainEqual(expect.objectContaining({ id, state: "pending" }));
  expect((await row(id))?.reported_at).toBe(t);

  // The key is set but refused (every call, the summary mail too): the mail
  // fails for good, and that is news, carried by the webhook.
  resend.answerWith(...Array(10).fill(403));
  await cron(withWebhook, t + 10 * MINUTE);
  expect(await row(id)).toMatchObject({ mail_state: "failed", reported_at: t + 10 * MINUTE });
  const again = resend.webhookCalls.at(-1)?.body as { mails: { id: string; state: string }[]; text: string };
  expect(again.mails).toContainEqual(expect.objectContaining({ id, state: "failed", attempts: 1 }));
  expect(again.text).toContain("failed after 1 attempt: resend 403");
});

test("a failed mail dismissed as handled by hand stops counting in health, stays stored, is never reported", async () => {
  resend.answerWith(422);
  const id = await submit();
  expect((await row(id))?.mail_state).toBe("failed");
  const before = await healthOf(env);
  expect(before.body.mail.problems).toContain("failed_mail");
  const failed = Number(before.body.mail.failed);

  const t = Date.now();
  expect((await dismissMail(env.DB, id, t)).map((r) => r.id)).toEqual([id]);
  // Only once, only a failed mail, only a submission id.
  expect(await dismissMail(env.DB, id, t)).toEqual([]);
  expect(() => dismissStatement("x' OR 1=1 --", t)).toThrow(/not a submission id/);
  const after = await healthOf(env);
  expect(after.body.mail.failed).toBe(failed - 1);
  if (failed === 1) expect(after.body.mail.problems).not.toContain("failed_mail");
  expect(await row(id)).toMatchObject({ mail_state: "failed" });
  // The next report run does not list it.
  await cron(env, t + 10 * MINUTE);
  expect(reportMails().every((c) => !c.body.text.includes(id))).toBe(true);
  // Re-queued after all, it counts again until sent.
  expect((await requeueMail(env.DB, { id }, t + 11 * MINUTE)).map((r) => r.id)).toEqual([id]);
  expect(
    await env.DB.prepare("SELECT dismissed_at FROM submissions WHERE id = ?").bind(id).first("dismissed_at"),
  ).toBeNull();
});
