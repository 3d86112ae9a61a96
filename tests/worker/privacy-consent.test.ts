import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { call, postForm, postJson, resumeForm, validEnquiry } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

// Each submission keeps the words the visitor agreed to, exactly as the page showed them.

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

/** The text of a page as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
async function pageText(path: string) {
  const html = await (await call(path)).text();
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function consentOf(id: string) {
  return env.DB.prepare("SELECT consent_text FROM submissions WHERE id = ?").bind(id).first<string>("consent_text");
}

test("a resume keeps the consent checkbox's exact words, not just 'on'", async () => {
  const res = await postForm("/upload", resumeForm());
  expect(res.status).toBe(201);
  const { results } = await env.DB.prepare("SELECT id, payload FROM submissions WHERE kind = 'resume'").all<{
    id: string;
    payload: string;
  }>();
  expect(results).toHaveLength(1);
  const consent = await consentOf(results[0].id);
  expect(consent).toMatch(/^I agree that Kshitij Talent Partners may store my resume/);
  // The words stored are the words beside the checkbox on /upload.
  const label = (await (await call("/upload")).text()).match(
    /<label for="resume-consent"[^>]*>([\s\S]*?)<\/label>/,
  )?.[1];
  const words = label
    ?.replace(/<span class="field-required"[\s\S]*?<\/span>/, "")
    .replace(/<[^>]+>/g, "")
    .trim();
  expect(words).toBe(consent);
});

test("an enquiry keeps the purpose statement shown beside its send button", async () => {
  const res = await postJson("/api/forms/enquiry", validEnquiry);
  const { id } = (await res.json()) as { id: string };
  const consent = await consentOf(id);
  expect(consent).toMatch(/only to answer this enquiry/);
  expect(await pageText("/contact")).toContain(consent);
});

test("a newsletter sign-up keeps the notice shown beside the footer form", async () => {
  const res = await postForm("/newsletter", new URLSearchParams({ user_email: "meera@example.com" }));
  expect(res.status).toBe(200);
  const consent = await env.DB.prepare("SELECT consent_text FROM newsletter_subscribers WHERE email = ?")
    .bind("meera@example.com")
    .first<string>("consent_text");
  expect(consent).toMatch(/Unsubscribe at any time/);
  expect(await pageText("/")).toContain(consent);
});
