import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { freshIp, postForm, resumeForm, validResumeFields } from "#tests/fixtures/forms";
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
