import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { enquirySchema } from "#shared/schemas/enquiry";
import { resumeSchema } from "#shared/schemas/resume";
import { PDF } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { deliverSubmission } from "#worker/forms/outbox";

/** Mails compose from what was stored, whatever today's schema says. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

async function store(kind: "enquiry" | "resume", payload: string, file?: { key: string; name: string }) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO submissions (id, kind, payload, file_key, file_name, file_type, file_size, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(id, kind, payload, file?.key ?? null, file?.name ?? null, file ? "application/pdf" : null, null, now, now)
    .run();
  return id;
}

async function state(id: string) {
  return env.DB.prepare("SELECT mail_state, last_error FROM submissions WHERE id = ?").bind(id).first();
}

test("an enquiry stored under an older, looser schema still mails with every value", async () => {
  // Valid once; today's schema rejects it: a retired service, an over-long name,
  // a bad e-mail, a field since removed, a number where a string is expected.
  const old = {
    name: "N".repeat(150),
    contact: 9820041234,
    email: "not-an-address",
    state: "Maharashtra",
    city: "Pune",
    enquire: "retired-service",
    enquireDetail: "Please call after 6 pm",
    budget: { monthly: 50000 },
    fax: null,
  };
  expect(enquirySchema.safeParse(old).success).toBe(false);
  const id = await store("enquiry", JSON.stringify(old));

  expect(await deliverSubmission(env, id, Date.now())).toBe("sent");
  expect(await state(id)).toMatchObject({ mail_state: "sent", last_error: null });
  const [call] = resend.calls;
  expect(call.headers.get("Idempotency-Key")).toBe(id);
  expect(call.body.subject).toBe(`New enquiry: retired-service from ${"N".repeat(150)}`.slice(0, 150));
  expect(call.body.text).toContain(`Name: ${"N".repeat(150)}`);
  expect(call.body.text).toContain("Phone: 9820041234");
  expect(call.body.text).toContain("E-mail: not-an-address");
  expect(call.body.text).toContain("Enquiry: retired-service");
  expect(call.body.text).toContain("Details: Please call after 6 pm");
  // Unknown fields are listed under their own names, their values as text.
  expect(call.body.text).toContain('budget: {"monthly":50000}');
  expect(call.body.text).not.toContain("fax:");
  expect(call.body.text).toContain(`Reference: ${id}`);
  // Reply-To only for a real address.
  expect(call.body.reply_to).toBeUndefined();
});

test("a known service slug is still shown by its name, and a valid address is the Reply-To", async () => {
  const id = await store(
    "enquiry",
    JSON.stringify({ name: "Meera", email: "meera@example.com", enquire: "payroll-management", newField: "x" }),
  );
  expect(await deliverSubmission(env, id, Date.now())).toBe("sent");
  const [call] = resend.calls;
  expect(call.body.subject).toBe("New enquiry: Payroll Management from Meera");
  expect(call.body.reply_to).toEqual(["meera@example.com"]);
  expect(call.body.text).toContain("newField: x");
});

test("a resume stored without fields today's schema requires still mails with its file", async () => {
  const key = `resumes/test/${crypto.randomUUID()}.pdf`;
  await env.RESUMES.put(key, PDF);
  const old = {
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    jobAppliedFor: "Accounts Executive",
    linkedin: "ravi-k",
  };
  expect(resumeSchema.safeParse(old).success).toBe(false);
  const id = await store("resume", JSON.stringify(old), { key, name: "Ravi.pdf" });
  expect(await deliverSubmission(env, id, Date.now())).toBe("sent");
  const [call] = resend.calls;
  expect(call.body.subject).toBe("New resume: Ravi Kumar for Accounts Executive");
  expect(call.body.text).toContain("Full name: Ravi Kumar");
  expect(call.body.text).toContain("linkedin: ravi-k");
  expect(call.body.attachments?.[0]).toMatchObject({ filename: "Ravi.pdf", content_type: "application/pdf" });
});

test("a payload that is not a JSON object is mailed as stored text rather than failing", async () => {
  const id = await store("enquiry", "not json at all <b>");
  expect(await deliverSubmission(env, id, Date.now())).toBe("sent");
  const [call] = resend.calls;
  expect(call.body.subject).toBe("New enquiry: website form from a visitor");
  expect(call.body.text).toContain("Stored data: not json at all <b>");
  expect(call.body.html).toContain("not json at all &lt;b&gt;");
});

test("a file name stored before the bidi rule is cleaned when its mail is composed", async () => {
  const key = `resumes/test/${crypto.randomUUID()}.pdf`;
  await env.RESUMES.put(key, PDF);
  const fields = { fullName: "Ravi Kumar", email: "ravi@example.com", jobAppliedFor: "Accounts Executive" };
  // A right-to-left override makes "cv\u202Efdp.exe" display as "cvexe.pdf".
  const id = await store("resume", JSON.stringify(fields), { key, name: "dir/cv\u202Efdp.exe" });
  expect(await deliverSubmission(env, id, Date.now())).toBe("sent");
  const [call] = resend.calls;
  const filename = call.body.attachments?.[0]?.filename ?? "";
  expect(filename).toBe("cvfdp.exe");
  expect(call.body.text).toContain("File: cvfdp.exe");
  expect(call.body.text).not.toContain("\u202E");
});
