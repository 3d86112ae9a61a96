import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import {
  call,
  DOCX,
  freshIp,
  PDF,
  postForm,
  postJson,
  resumeForm,
  validEnquiry,
  validResumeFields,
} from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

// A double submit (a second press, a retry after a lost answer, a page sent
// again) is one row and one mail: by the browser's submission id, or by the
// content within a short window for forms sent without JavaScript.

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

interface Answer {
  ok?: boolean;
  id?: string;
  error?: string;
  fields?: Record<string, string[]>;
}

/** Every test uses its own content, so rows from other tests never match. */
const enquiry = (tag: string) => ({ ...validEnquiry, enquireDetail: `Payroll for 120 staff (${tag}).` });
const resume = (tag: string) => ({ ...validResumeFields, jobAppliedFor: `Accounts Executive ${tag}` });

async function rowsLike(tag: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, file_key, mail_attempts FROM submissions WHERE payload LIKE ? ORDER BY created_at",
  )
    .bind(`%${tag}%`)
    .all<{ id: string; file_key: string | null; mail_attempts: number }>();
  return results;
}

/** Waits until every matching row has had its first send, then returns the rows. */
async function mailedRows(tag: string, expected: number) {
  await vi.waitFor(
    async () => {
      const rows = await rowsLike(tag);
      expect(rows).toHaveLength(expected);
      for (const row of rows) expect(row.mail_attempts).toBe(1);
    },
    { timeout: 5000 },
  );
  return rowsLike(tag);
}

const mailsAbout = (tag: string) => resend.calls.filter((c) => c.body.text.includes(tag));

test("the same submission id twice is one enquiry, one mail, and the same answer", async () => {
  const id = crypto.randomUUID();
  const first = await postJson("/api/forms/enquiry", { ...enquiry("id-twice"), submission_id: id });
  const second = await postJson("/api/forms/enquiry", { ...enquiry("id-twice"), submission_id: id });
  expect(first.status).toBe(201);
  expect(second.status).toBe(201);
  const a = (await first.json()) as Answer;
  const b = (await second.json()) as Answer;
  expect(b).toEqual(a);
  const rows = await mailedRows("id-twice", 1);
  expect(rows[0].id).toBe(a.id);
  expect(mailsAbout("id-twice")).toHaveLength(1);
});

test("an API client's Idempotency-Key header works like the field", async () => {
  const key = `order-${crypto.randomUUID()}`;
  const send = () =>
    call("/api/forms/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(enquiry("header-key")),
    });
  const a = (await (await send()).json()) as Answer;
  const b = (await (await send()).json()) as Answer;
  expect(b.id).toBe(a.id);
  await mailedRows("header-key", 1);
  expect(mailsAbout("header-key")).toHaveLength(1);
});

test("two concurrent posts with one id end as one row, one file and one mail", async () => {
  const id = crypto.randomUUID();
  const form = () => {
    const f = resumeForm(resume("race-id"), { bytes: PDF, name: "cv.pdf" });
    f.set("submission_id", id);
    return f;
  };
  const filesBefore = (await env.RESUMES.list()).objects.length;
  const answers = await Promise.all([postForm("/api/forms/resume", form()), postForm("/api/forms/resume", form())]);
  expect(answers.map((r) => r.status)).toEqual([201, 201]);
  const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as Answer[];
  expect(b.id).toBe(a.id);
  const rows = await mailedRows("race-id", 1);
  expect(rows[0].id).toBe(a.id);
  // The loser's file, if it got as far as storing one, was removed again.
  expect((await env.RESUMES.list()).objects).toHaveLength(filesBefore + 1);
  expect(mailsAbout("race-id")).toHaveLength(1);
});

test("without JavaScript the same enquiry sent twice from the page is one row and one mail", async () => {
  const body = () => new URLSearchParams(enquiry("nojs-twice"));
  const first = await postForm("/contact", body());
  const second = await postForm("/contact", body());
  for (const page of [first, second]) {
    expect(page.status).toBe(201);
    expect(await page.text()).toContain("Your message has been sent successfully!");
  }
  await mailedRows("nojs-twice", 1);
  expect(mailsAbout("nojs-twice")).toHaveLength(1);
});

test("without an id, two concurrent identical posts are one row; a resume counts its file", async () => {
  const answers = await Promise.all([
    postForm("/upload", resumeForm(resume("race-hash"))),
    postForm("/upload", resumeForm(resume("race-hash"))),
    postForm("/api/forms/enquiry", new URLSearchParams(enquiry("race-hash"))),
    postForm("/api/forms/enquiry", new URLSearchParams(enquiry("race-hash"))),
  ]);
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  await Promise.all(answers.map((r) => r.text()));
  await mailedRows("race-hash", 2);
  expect(mailsAbout("race-hash")).toHaveLength(2);

  // The same fields with another file are another resume.
  const other = await postForm("/upload", resumeForm(resume("race-hash"), { bytes: DOCX, name: "cv.docx" }));
  expect(other.status).toBe(201);
  await mailedRows("race-hash", 3);
});

test("what differs, or comes after the window, is a new submission", async () => {
  // Another fill (new id) of the same words after the window, and other words at once.
  const a = (await (await postJson("/api/forms/enquiry", enquiry("window"))).json()) as Answer;
  await env.DB.prepare("UPDATE submissions SET created_at = created_at - 11 * 60 * 1000 WHERE id = ?").bind(a.id).run();
  const b = (await (await postJson("/api/forms/enquiry", enquiry("window"))).json()) as Answer;
  expect(b.id).not.toBe(a.id);
  const c = (await (await postJson("/api/forms/enquiry", { ...enquiry("window"), name: "Asha K." })).json()) as Answer;
  expect(c.id).not.toBe(b.id);
  await mailedRows("window", 3);

  // The same id on another form is that form's own submission.
  const id = crypto.randomUUID();
  const e = (await (await postJson("/api/forms/enquiry", { ...enquiry("kinds"), submission_id: id })).json()) as Answer;
  const form = resumeForm(resume("kinds"));
  form.set("submission_id", id);
  const r = (await (await postForm("/api/forms/resume", form)).json()) as Answer;
  expect(r.id).not.toBe(e.id);
  await mailedRows("kinds", 2);
});

test.each([
  ["too short", "abc"],
  ["with markup", "<script>alert(1)</script>-padding"],
  ["too long", "x".repeat(101)],
  ["not text", 42],
])("a submission id %s is a 400 field error and nothing is stored", async (_case, id) => {
  const before = (await rowsLike("bad-id")).length;
  const res = await postJson("/api/forms/enquiry", { ...enquiry("bad-id"), submission_id: id });
  expect(res.status).toBe(400);
  const body = (await res.json()) as Answer;
  expect(body.fields?.submission_id?.join(" ")).toMatch(/submission id/);
  expect(await rowsLike("bad-id")).toHaveLength(before);
});

test("a bad Idempotency-Key header is a 400 too", async () => {
  const res = await call("/api/forms/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": "short" },
    body: JSON.stringify(enquiry("bad-header")),
    ip: freshIp(),
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as Answer).fields?.submission_id).toBeDefined();
  expect(await rowsLike("bad-header")).toHaveLength(0);
});
