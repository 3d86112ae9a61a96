import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import {
  call,
  DOC,
  DOCX,
  EXE,
  freshIp,
  PDF,
  pdfOfSize,
  postForm,
  postJson,
  resumeForm,
  validEnquiry,
  validResumeFields,
} from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { subscribeNewsletter } from "#worker/forms/submit";

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

interface Answer {
  ok?: boolean;
  message?: string;
  id?: string;
  error?: string;
  fields?: Record<string, string[]>;
}

async function mailState(id: string) {
  return env.DB.prepare("SELECT mail_state, mail_attempts FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ mail_state: string; mail_attempts: number }>();
}

/** Storage is shared by the tests of this file: compare counts before and after. */
async function counts() {
  const submissions = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<number>("n");
  const subscribers = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers").first<number>("n");
  const files = (await env.RESUMES.list()).objects.length;
  return { submissions, subscribers, files };
}

/** Waits for the request's waitUntil send to finish (the row leaves its first attempt). */
async function sent(id: string) {
  await vi.waitFor(async () => expect((await mailState(id))?.mail_attempts).toBe(1), { timeout: 5000 });
}

test("an enquiry is stored, answered 201 with the success message, and mailed", async () => {
  const res = await postJson("/api/forms/enquiry", validEnquiry);
  expect(res.status).toBe(201);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = (await res.json()) as Answer;
  expect(body).toMatchObject({ ok: true, message: "Your message has been sent successfully!" });
  const row = await env.DB.prepare("SELECT kind, payload FROM submissions WHERE id = ?")
    .bind(body.id)
    .first<{ kind: string; payload: string }>();
  expect(row?.kind).toBe("enquiry");
  expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({ name: "Asha Kulkarni", email: "asha@example.com" });
  await sent(body.id!);
  expect(await mailState(body.id!)).toEqual({ mail_state: "sent", mail_attempts: 1 });
  expect(resend.calls).toHaveLength(1);
});

test("the enquiry API also takes an urlencoded form", async () => {
  const res = await postForm(
    "/api/forms/enquiry",
    new URLSearchParams({ ...validEnquiry, email: "", contact: "020 4455 7788" }),
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as Answer;
  await sent(body.id!);
  // No e-mail given: no reply-to.
  expect(resend.calls[0].body.reply_to).toBeUndefined();
});

test("a resume (pdf, doc and docx) is kept in R2 with its row in D1", async () => {
  for (const [bytes, name] of [
    [PDF, "cv.pdf"],
    [DOC, "cv.DOC"],
    [DOCX, "cv.docx"],
  ] as const) {
    const res = await postForm("/api/forms/resume", resumeForm(validResumeFields, { bytes, name }));
    expect(res.status, name).toBe(201);
    const body = (await res.json()) as Answer;
    expect(body.message).toBe("Your resume has been submitted successfully!");
    const row = await env.DB.prepare("SELECT file_key, file_name, file_size FROM submissions WHERE id = ?")
      .bind(body.id)
      .first<{ file_key: string; file_name: string; file_size: number }>();
    expect(row?.file_name).toBe(name);
    expect(row?.file_size).toBe(bytes.byteLength);
    const object = await env.RESUMES.get(row!.file_key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
    await sent(body.id!);
  }
});

const long = (n: number) => "x".repeat(n);
const enquiryCases: [string, Record<string, unknown>, string, RegExp][] = [
  ["name missing", { name: "" }, "name", /enter your name/],
  ["name too long", { name: long(101) }, "name", /100 characters/],
  ["name of the wrong type", { name: 123 }, "name", /Expected text/],
  ["name with a script payload", { name: "<script>alert(1)</script>" }, "name", /< or >/],
  ["e-mail malformed", { email: "asha@" }, "email", /valid e-mail/],
  ["e-mail too long", { email: `${long(250)}@example.com` }, "email", /254 characters/],
  ["e-mail of the wrong type", { email: ["a@b.co"] }, "email", /Expected text/],
  ["phone not Indian", { contact: "12345" }, "contact", /Indian phone/],
  ["phone with letters", { contact: "98200ABCDE" }, "contact", /Indian phone/],
  ["neither e-mail nor phone", { email: "", contact: "" }, "email", /e-mail address or a phone/],
  ["state unknown", { state: "Atlantis" }, "state", /select a state/],
  ["city with markup", { city: "<img src=x onerror=alert(1)>" }, "city", /< or >/],
  ["city too long", { city: long(101) }, "city", /100 characters/],
  ["enquiry type missing", { enquire: "" }, "enquire", /choose what you would like/],
  ["enquiry type unknown", { enquire: "'; DROP TABLE submissions; --" }, "enquire", /choose what/],
  ["details too long", { enquireDetail: long(2001) }, "enquireDetail", /2000 characters/],
  ["details of the wrong type", { enquireDetail: { html: "<b>" } }, "enquireDetail", /Expected text/],
];

test.each(enquiryCases)("enquiry: %s is a 400 with a field error", async (_name, change, field, message) => {
  const before = await counts();
  const res = await postJson("/api/forms/enquiry", { ...validEnquiry, ...change });
  expect(res.status).toBe(400);
  const body = (await res.json()) as Answer;
  expect(body.error).toBe("Please correct the highlighted fields.");
  expect(body.fields?.[field]?.join(" ")).toMatch(message);
  expect(await counts()).toEqual(before);
});

const resumeCases: [string, FormData, string, RegExp][] = [
  ["no file", resumeForm(validResumeFields, null), "resume", /choose your resume/],
  ["an empty file", resumeForm(validResumeFields, { bytes: new Uint8Array(), name: "cv.pdf" }), "resume", /choose/],
  ["an .exe", resumeForm(validResumeFields, { bytes: EXE, name: "cv.exe" }), "resume", /PDF, DOC or DOCX file/],
  [
    "a .pdf that is really an .exe",
    resumeForm(validResumeFields, { bytes: EXE, name: "cv.pdf" }),
    "resume",
    /not a real/,
  ],
  [
    "a .docx that is really a PDF",
    resumeForm(validResumeFields, { bytes: PDF, name: "cv.docx" }),
    "resume",
    /not a real/,
  ],
  [
    "a file over 5 MB",
    resumeForm(validResumeFields, { bytes: pdfOfSize(5 * 1024 * 1024 + 1), name: "cv.pdf" }),
    "resume",
    /5 MB or smaller/,
  ],
  ["no consent", resumeForm({ ...validResumeFields, consent: "" }), "consent", /agree/],
  ["no full name", resumeForm({ ...validResumeFields, fullName: " " }), "fullName", /full name/],
  [
    "a script in the job",
    resumeForm({ ...validResumeFields, jobAppliedFor: "<script>x</script>" }),
    "jobAppliedFor",
    /< or >/,
  ],
  ["a bad phone", resumeForm({ ...validResumeFields, contactNumber: "+1 415 555 0100" }), "contactNumber", /Indian/],
  ["no e-mail", resumeForm({ ...validResumeFields, email: "" }), "email", /e-mail/],
  ["no state", resumeForm({ ...validResumeFields, state: "" }), "state", /select a state/],
  ["no city", resumeForm({ ...validResumeFields, city: "" }), "city", /city/],
];

test.each(resumeCases)(
  "resume: %s is a 400 with a field error, nothing stored",
  async (_name, form, field, message) => {
    const before = await counts();
    const res = await postForm("/api/forms/resume", form);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Answer;
    expect(body.fields?.[field]?.join(" ")).toMatch(message);
    expect(await counts()).toEqual(before);
  },
);

test("a resume sent as JSON with a non-text consent gets zod's own message, and the file's", async () => {
  // The form schemas are zod/mini, which loads no locale: the Worker's words
  // for a value of the wrong kind still come from zod's English locale.
  const before = await counts();
  const res = await postJson("/api/forms/resume", { ...validResumeFields, consent: true });
  expect(res.status).toBe(400);
  const body = (await res.json()) as Answer;
  expect(body.fields?.consent).toEqual(["Invalid input: expected string, received boolean"]);
  expect(body.fields?.resume).toEqual(["Please choose your resume file"]);
  expect(await counts()).toEqual(before);
});

test("a body over 6 MB is refused with 413 before it is parsed, with or without Content-Length", async () => {
  const big = resumeForm(validResumeFields, { bytes: pdfOfSize(6 * 1024 * 1024 + 10), name: "cv.pdf" });
  const declared = await postForm("/api/forms/resume", big);
  expect(declared.status).toBe(413);
  expect(((await declared.json()) as Answer).error).toMatch(/too large/);

  // A streamed body (no Content-Length) is cut off while it is read.
  const chunk = new Uint8Array(1024 * 1024);
  let sentChunks = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sentChunks++ < 7) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const streamed = await call("/api/forms/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: stream,
  });
  expect(streamed.status).toBe(413);
});

test("malformed bodies are 4xx JSON, never 500", async () => {
  const broken = await call("/api/forms/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  expect(broken.status).toBe(400);
  expect(await broken.json()).toEqual({ error: "We could not read this form. Please try again.", fields: {} });

  const array = await postJson("/api/forms/newsletter", ["a@b.co"]);
  expect(array.status).toBe(400);

  const text = await call("/api/forms/newsletter", {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: "x",
  });
  expect(text.status).toBe(415);

  const get = await call("/api/forms/enquiry");
  expect(get.status).toBe(405);
  // OPTIONS is answered too (issue 13), so Allow names it.
  expect(get.headers.get("Allow")).toBe("POST, OPTIONS");
});

test("newsletter: a valid address is a success; twice (any case) is still one record", async () => {
  for (const email of ["priya@example.com", "Priya@Example.com"]) {
    const res = await postJson("/api/forms/newsletter", { user_email: email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Thank You for Subscription !!" });
  }
  const rows = await env.DB.prepare(
    "SELECT email, consent_text FROM newsletter_subscribers WHERE email LIKE 'priya%'",
  ).all();
  expect(rows.results).toHaveLength(1);
  expect(rows.results[0].email).toBe("priya@example.com");
  expect(rows.results[0].consent_text).toMatch(/Unsubscribe/);
  expect(resend.calls).toHaveLength(0);

  const bad = await postJson("/api/forms/newsletter", { user_email: "priya" });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as Answer).fields?.user_email?.[0]).toMatch(/valid e-mail/);
});

test("a filled honeypot looks like success but nothing is stored or mailed", async () => {
  const before = await counts();
  const enquiry = await postJson("/api/forms/enquiry", { ...validEnquiry, website: "http://spam.example" });
  expect(enquiry.status).toBe(201);
  expect(((await enquiry.json()) as Answer).message).toBe("Your message has been sent successfully!");
  const resume = await postForm(
    "/api/forms/resume",
    (() => {
      const f = resumeForm();
      f.set("website", "spam");
      return f;
    })(),
  );
  expect(resume.status).toBe(201);
  const news = await postJson("/api/forms/newsletter", { user_email: "bot@example.com", website: "x" });
  expect(news.status).toBe(200);
  expect(await counts()).toEqual(before);
  await new Promise((r) => setTimeout(r, 50));
  expect(resend.calls).toHaveLength(0);
});

test("more than 10 submissions a minute from one client are refused with 429 and Retry-After", async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await postJson("/api/forms/newsletter", { user_email: `n${i}@example.com` }, ip);
    statuses.push(res.status);
    if (res.status === 429) {
      expect(res.headers.get("Retry-After")).toBe("60");
      expect(((await res.json()) as Answer).error).toMatch(/Too many submissions/);
    } else await res.body?.cancel();
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Another client is not affected.
  expect((await postJson("/api/forms/newsletter", { user_email: "other@example.com" })).status).toBe(200);
});

test("a browser-style multipart body (mixed-case boundary) is parsed", async () => {
  const boundary = "----WebKitFormBoundaryAbC9xYz";
  const parts = Object.entries({ user_email: "Boundary@Example.com" })
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("");
  const res = await call("/api/forms/newsletter", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: `${parts}--${boundary}--\r\n`,
  });
  expect(res.status).toBe(200);
});

test("a subscription's result carries no id: the address is not handed back as one", async () => {
  const result = await subscribeNewsletter({ env, waitUntil: () => undefined }, { user_email: "noid@example.com" });
  expect(result).toEqual({ kind: "accepted" });
  expect(JSON.stringify(result)).not.toContain("noid@example.com");
});
