import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { PDF, postForm, postJson, resumeForm, validEnquiry, validResumeFields } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { deliverSubmission, MAX_ATTEMPTS } from "#worker/forms/outbox";
import { requeueMail } from "#worker/forms/outbox-db";
import { scheduled } from "#worker/scheduled";

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

const MINUTE = 60_000;

/** Runs the Worker's scheduled() handler as the cron would, at `scheduledTime`. */
async function cron(scheduledTime: number) {
  const controller = createScheduledController({ scheduledTime, cron: "*/10 * * * *" });
  const ctx = createExecutionContext();
  await scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function row(id: string) {
  return env.DB.prepare("SELECT mail_state, mail_attempts, next_attempt_at, last_error FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ mail_state: string; mail_attempts: number; next_attempt_at: number; last_error: string | null }>();
}

async function attempts(id: string) {
  const { results } = await env.DB.prepare(
    "SELECT attempt, ok, status FROM mail_attempts WHERE submission_id = ? ORDER BY attempt",
  )
    .bind(id)
    .all<{ attempt: number; ok: number; status: number | null }>();
  return results;
}

/** Each call is a new enquiry: the same words again within minutes would be a double submit (one row). */
async function submitEnquiry(body = { ...validEnquiry, enquireDetail: `Enquiry ${crypto.randomUUID()}` }) {
  const res = await postJson("/api/forms/enquiry", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("the enquiry mail is the exact Resend request: recipients, reply-to, escaped HTML, idempotency key", async () => {
  const id = await submitEnquiry({
    ...validEnquiry,
    enquireDetail: `<script>alert("x")</script> & Sons 'Ltd'\nSecond line`,
  });
  await vi.waitFor(() => expect(resend.calls).toHaveLength(1));
  const [call] = resend.calls;
  expect(call.headers.get("Idempotency-Key")).toBe(id);
  expect(call.headers.get("Authorization")).toBe("Bearer re_test_key");
  expect(call.headers.get("Content-Type")).toBe("application/json");
  expect(call.body.to).toEqual([env.MAIL_TO]);
  expect(call.body.from).toBe(env.MAIL_FROM);
  expect(call.body.reply_to).toEqual(["asha@example.com"]);
  expect(call.body.subject).toBe("New enquiry: Payroll Management from Asha Kulkarni");
  expect(call.body.attachments).toBeUndefined();
  // React (the React Email template) escapes the apostrophe as &#x27;.
  expect(call.body.html).toContain(
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons &#x27;Ltd&#x27;\nSecond line",
  );
  expect(call.body.html).not.toContain("<script>");
  expect(call.body.html).toContain("Asha Kulkarni");
  expect(call.body.text).toContain(`Details: <script>alert("x")</script> & Sons 'Ltd'`);
  expect(call.body.text).toContain("Phone: +91 98200 41234");
  await vi.waitFor(async () => expect((await row(id))?.mail_state).toBe("sent"));
});

test("the resume mail carries the file as base64 with its name and type, and replies to the candidate", async () => {
  const res = await postForm("/api/forms/resume", resumeForm(validResumeFields, { bytes: PDF, name: "Ravi CV.pdf" }));
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await vi.waitFor(() => expect(resend.calls).toHaveLength(1));
  const [call] = resend.calls;
  expect(call.headers.get("Idempotency-Key")).toBe(id);
  expect(call.body.reply_to).toEqual(["ravi@example.com"]);
  expect(call.body.subject).toBe("New resume: Ravi Kumar for Accounts Executive");
  expect(call.body.attachments).toEqual([
    { filename: "Ravi CV.pdf", content: btoa(String.fromCharCode(...PDF)), content_type: "application/pdf" },
  ]);
  expect(call.body.text).toContain("Job applied for: Accounts Executive");
});

test("Resend answering 429 then 500 then recovering: retried by the cron with backoff, delivered exactly once", async () => {
  resend.answerWith(429, 500);
  const t0 = Date.now();
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_attempts).toBe(1));
  let state = await row(id);
  expect(state?.mail_state).toBe("pending");
  expect(state?.last_error).toMatch(/429/);
  // First retry due five minutes later.
  expect(state!.next_attempt_at - t0).toBeGreaterThanOrEqual(5 * MINUTE - 1000);

  // A cron run before the backoff is over sends nothing.
  await cron(t0 + 2 * MINUTE);
  expect(resend.calls).toHaveLength(1);

  await cron(t0 + 6 * MINUTE);
  expect(resend.calls).toHaveLength(2);
  state = await row(id);
  expect(state).toMatchObject({ mail_state: "pending", mail_attempts: 2 });
  // The second wait is twice the first.
  expect(state!.next_attempt_at).toBe(t0 + 6 * MINUTE + 10 * MINUTE);

  await cron(t0 + 30 * MINUTE);
  expect(resend.calls).toHaveLength(3);
  expect(await row(id)).toMatchObject({ mail_state: "sent", mail_attempts: 3 });

  // Nothing more once sent.
  await cron(t0 + 24 * 60 * MINUTE);
  expect(resend.calls.map((c) => c.status)).toEqual([429, 500, 200]);
  expect(new Set(resend.calls.map((c) => c.headers.get("Idempotency-Key")))).toEqual(new Set([id]));
  expect(await attempts(id)).toEqual([
    { attempt: 1, ok: 0, status: 429 },
    { attempt: 2, ok: 0, status: 500 },
    { attempt: 3, ok: 1, status: 200 },
  ]);
});

test(`after ${MAX_ATTEMPTS} failed attempts the mail is marked failed and the submission kept`, async () => {
  resend.answerWith(...Array(MAX_ATTEMPTS + 2).fill(503));
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_attempts).toBe(1));
  let t = Date.now();
  for (let i = 2; i <= MAX_ATTEMPTS + 2; i++) {
    t += 7 * 60 * MINUTE; // past any backoff
    await cron(t);
  }
  expect(resend.calls.filter((c) => c.headers.get("Idempotency-Key") === id)).toHaveLength(MAX_ATTEMPTS);
  expect(await row(id)).toMatchObject({ mail_state: "failed", mail_attempts: MAX_ATTEMPTS });
  expect(await attempts(id)).toHaveLength(MAX_ATTEMPTS);
  const kept = await env.DB.prepare("SELECT payload FROM submissions WHERE id = ?").bind(id).first<string>("payload");
  expect(JSON.parse(kept!).name).toBe("Asha Kulkarni");
});

test("a 4xx other than 429/409 is not retried: failed at once, kept", async () => {
  resend.answerWith(422);
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_state).toBe("failed"));
  await cron(Date.now() + 24 * 60 * MINUTE);
  expect(resend.calls.filter((c) => c.headers.get("Idempotency-Key") === id)).toHaveLength(1);
});

test("without RESEND_API_KEY and with DEV_MAILER=1 the dev mailer records the message in D1 instead", async () => {
  resend.answerWith(500);
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_attempts).toBe(1));
  const devEnv: Env = { ...env, RESEND_API_KEY: undefined, DEV_MAILER: "1", SITE_ORIGIN: "http://127.0.0.1:8787" };
  const when = Date.now() + 10 * MINUTE;
  expect(await deliverSubmission(devEnv, id, when)).toBe("sent");
  const mail = await env.DB.prepare(
    "SELECT mail_to, reply_to, subject, html_body FROM dev_mail WHERE idempotency_key = ?",
  )
    .bind(id)
    .first<Record<string, string>>();
  expect(mail).toMatchObject({ mail_to: env.MAIL_TO, reply_to: "asha@example.com" });
  expect(mail?.subject).toContain("Payroll Management");
  expect(resend.calls).toHaveLength(1);
});

test("Resend's 409 for a key reused with another body fails at once; re-queued, the mail goes with a new key", async () => {
  resend.answerWith({ status: 409, name: "invalid_idempotent_request" });
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_state).toBe("failed"));
  // The same key can never succeed: the cron does not try it again.
  await cron(Date.now() + 24 * 60 * MINUTE);
  const keys = () => resend.calls.map((c) => c.headers.get("Idempotency-Key")).filter((k) => k?.startsWith(id));
  expect(keys()).toEqual([id]);

  // The operator re-queues it (npm run outbox -- --retry ID): generation 1, key `id:1`.
  const t = Date.now() + 25 * 60 * MINUTE;
  expect(await requeueMail(env.DB, { id }, t)).toHaveLength(1);
  await cron(t + MINUTE);
  expect(keys()).toEqual([id, `${id}:1`]);
  expect(await row(id)).toMatchObject({ mail_state: "sent" });
});

test("a 409 for a concurrent request with the same key stays retryable, with the same key", async () => {
  resend.answerWith({ status: 409, name: "concurrent_idempotent_requests" });
  const id = await submitEnquiry();
  await vi.waitFor(async () => expect((await row(id))?.mail_attempts).toBe(1));
  expect((await row(id))?.mail_state).toBe("pending");
  // A pending mail re-queued keeps its key: a send that did reach Resend is not delivered twice.
  const t = Date.now() + 60 * MINUTE;
  await requeueMail(env.DB, { id }, t);
  await cron(t + MINUTE);
  expect(resend.calls.map((c) => c.headers.get("Idempotency-Key"))).toEqual([id, id]);
  expect(await row(id)).toMatchObject({ mail_state: "sent" });
});
