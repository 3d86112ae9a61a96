import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { postForm, postJson, resumeForm, validEnquiry } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

// This file breaks its own database on purpose (storage is per test file).
test("with D1 unavailable no form claims success: 503 with the honest message, nothing mailed", async () => {
  await env.DB.exec("DROP TABLE mail_attempts; DROP TABLE submissions; DROP TABLE newsletter_subscribers;");

  const enquiry = await postJson("/api/forms/enquiry", validEnquiry);
  expect(enquiry.status).toBe(503);
  expect(await enquiry.json()).toEqual({ error: "Failed to send message. Please try again later." });

  const resume = await postForm("/api/forms/resume", resumeForm());
  expect(resume.status).toBe(503);
  expect(await resume.json()).toEqual({ error: "Failed to submit your resume. Please try again later." });
  // The file was removed again: no orphan without a row.
  expect((await env.RESUMES.list()).objects).toHaveLength(0);

  const news = await postJson("/api/forms/newsletter", { user_email: "a@example.com" });
  expect(news.status).toBe(503);

  // The page (no JavaScript) says the same, as an alert, and never the success message.
  const page = await postForm("/upload", resumeForm());
  expect(page.status).toBe(503);
  const html = await page.text();
  expect(html).toContain('role="alert"');
  expect(html).toContain("Failed to submit your resume. Please try again later.");
  expect(html).not.toContain("submitted successfully");
  // What the visitor typed is shown again.
  expect(html).toContain('value="Ravi Kumar"');
  expect(resend.calls).toHaveLength(0);
});
