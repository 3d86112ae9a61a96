import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { call, freshIp, postForm, resumeForm, validResumeFields } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

/* Issue 16: a resume sent from a job page carries the job's id, title and link to D1 and the mail. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

async function firstJob() {
  const res = await exports.default.fetch(new Request("http://127.0.0.1/api/jobs"));
  const body = (await res.json()) as { results: { id: number; job_title: string; client: string }[] };
  return body.results[0];
}

async function apply(fields: Record<string, string>) {
  const res = await postForm("/api/forms/resume", resumeForm({ ...validResumeFields, ...fields }), freshIp());
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const row = await env.DB.prepare("SELECT payload FROM submissions WHERE id = ?")
    .bind(id)
    .first<{ payload: string }>();
  await vi.waitFor(
    async () =>
      expect(
        (await env.DB.prepare("SELECT mail_attempts FROM submissions WHERE id = ?").bind(id).first("mail_attempts")) ??
          0,
      ).toBe(1),
    { timeout: 5000 },
  );
  return { payload: JSON.parse(row?.payload ?? "{}"), mail: resend.calls.at(-1)?.body };
}

test("a job id from the job page's link is stored and mailed with the job's title and link", async () => {
  const job = await firstJob();
  const { payload, mail } = await apply({ jobId: String(job.id), email: "apply1@example.com" });
  expect(payload).toMatchObject({
    jobId: String(job.id),
    jobTitle: `${job.job_title} at ${job.client}`,
    jobLink: `https://www.kshitijtalent.example/jobdetails/${job.id}`,
  });
  expect(mail?.text).toContain(`Job id: ${job.id}`);
  expect(mail?.text).toContain(`${job.job_title} at ${job.client}`);
  expect(mail?.text).toContain(`/jobdetails/${job.id}`);
});

test("without JavaScript the visible field can name the job: 'Title (Job 123)'", async () => {
  const job = await firstJob();
  const { payload } = await apply({ jobAppliedFor: `${job.job_title} (Job ${job.id})`, email: "apply2@example.com" });
  expect(payload.jobId).toBe(String(job.id));
  expect(payload.jobTitle).toContain(job.job_title);
});

test("a job id that is not listed keeps the id and says unknown job; the resume is accepted", async () => {
  const { payload, mail } = await apply({ jobId: "999999999", email: "apply3@example.com" });
  expect(payload).toMatchObject({ jobId: "999999999", jobTitle: "unknown job (not listed on the site)" });
  expect(mail?.text).toContain("unknown job");
});

test("a resume without a job is stored as before (no job fields)", async () => {
  const { payload } = await apply({ email: "apply4@example.com" });
  expect(payload.jobId).toBeUndefined();
  expect(payload.jobTitle).toBeUndefined();
});

test("a job id that is not a number is a 400 with a field error", async () => {
  const res = await postForm("/api/forms/resume", resumeForm({ ...validResumeFields, jobId: "abc" }), freshIp());
  expect(res.status).toBe(400);
  expect(((await res.json()) as { fields: Record<string, string[]> }).fields.jobId).toEqual([
    "The job id must be a number",
  ]);
});

/* The job page's "Submit your resume" opens /jobdetails/:id/apply: the form is rendered with the job in it. */

/** The value attribute of the input named `name` in the page, as the browser would send it. */
function inputValue(html: string, name: string): string | undefined {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
  const value = tag?.match(/value="([^"]*)"/)?.[1];
  return value?.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<");
}

test("the job page's apply link opens a server-rendered resume form with the job in it", async () => {
  const job = await firstJob();
  const detail = await (await call(`/jobdetails/${job.id}`)).text();
  expect(detail).toContain(`href="/jobdetails/${job.id}/apply"`);
  expect(detail).not.toContain("In the form, write");

  const res = await call(`/jobdetails/${job.id}/apply`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Submit Your Resume<\/h1>/);
  expect(html).toMatch(new RegExp(`You are applying for\\s*(<!-- -->)?\\s*<a[^>]*href="/jobdetails/${job.id}"`));
  // The job's headline from the catalog's pattern, "{title} at {company}", with nothing marked as another language.
  const link = html.match(new RegExp(`<a href="/jobdetails/${job.id}"[^>]*>(.*?)</a>`))?.[1];
  expect(link?.replaceAll("<!-- -->", "").replaceAll("&amp;", "&")).toBe(`${job.job_title} at ${job.client}`);
  expect(inputValue(html, "jobId")).toBe(String(job.id));
  expect(inputValue(html, "jobAppliedFor")).toBe(`${job.job_title} (Job ${job.id})`);
  expect(html).toContain('name="robots" content="noindex"');
});

test("without JavaScript the apply page's form posts to its own action and the job reaches D1 and the mail", async () => {
  const job = await firstJob();
  const html = await (await call(`/jobdetails/${job.id}/apply`)).text();
  const fields = {
    ...validResumeFields,
    email: "apply-page@example.com",
    jobId: inputValue(html, "jobId") ?? "",
    jobAppliedFor: inputValue(html, "jobAppliedFor") ?? "",
  };
  const res = await postForm(`/jobdetails/${job.id}/apply`, resumeForm(fields), freshIp());
  expect(res.status).toBe(201);
  expect(await res.text()).toMatch(/role="status"[^>]*>.*Your resume has been submitted successfully!/s);
  const row = await env.DB.prepare("SELECT id, payload FROM submissions WHERE payload LIKE ? ORDER BY created_at DESC")
    .bind("%apply-page@example.com%")
    .first<{ id: string; payload: string }>();
  expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({
    jobId: String(job.id),
    jobAppliedFor: `${job.job_title} (Job ${job.id})`,
    jobTitle: `${job.job_title} at ${job.client}`,
    jobLink: `https://www.kshitijtalent.example/jobdetails/${job.id}`,
  });
  await vi.waitFor(
    () => expect(resend.calls.some((c) => c.body?.text?.includes("apply-page@example.com"))).toBe(true),
    {
      timeout: 5000,
    },
  );
  const mail = resend.calls.find((c) => c.body?.text?.includes("apply-page@example.com"))?.body;
  expect(mail?.text).toContain(`Job id: ${job.id}`);
  expect(mail?.text).toContain(`/jobdetails/${job.id}`);
});

test("a job that is not open still gets the form, says so, and sends no job id", async () => {
  const res = await call("/jobdetails/999999999/apply");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Job 999999999 is no longer open");
  expect(html).toMatch(/<form[^>]*aria-label="Submit Your Resume"/);
  expect(html).not.toMatch(/name="jobId"/);
  expect(inputValue(html, "jobAppliedFor")).toBeUndefined();
});

test("a malformed job id in the apply address is a 404; /upload stays the plain prerendered form", async () => {
  expect((await call("/jobdetails/abc/apply")).status).toBe(404);
  const upload = await call("/upload");
  expect(upload.status).toBe(200);
  expect(await upload.text()).not.toMatch(/name="jobId"/);
});
