import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { RETENTION } from "#shared/content/retention";
import { API_KINDS, FORM_KINDS, FORMS, RECORD_KINDS, SUBMISSION_KINDS } from "#shared/forms/registry";
import { call, postJson, validEnquiry } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";
import { addMonths, retentionDeadline } from "#worker/forms/retention";
import { parseFilter } from "#worker/staff/submissions";

/** The forms registry (shared/forms/registry.ts) is what the API, the console and retention go by. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

test("the API takes the registry's API forms, and no other", async () => {
  expect(API_KINDS).toEqual(expect.arrayContaining(["enquiry", "resume", "newsletter"]));
  for (const kind of FORM_KINDS) {
    // An empty post: a form's field errors where there is an API, else no such address.
    const res = await postJson(`/api/forms/${kind}`, {});
    expect(res.status, kind).toBe(FORMS[kind].api ? 400 : 404);
  }
  expect(FORMS["privacy-request"].api).toBe(false);
  expect((await postJson("/api/forms/not-a-form", {})).status).toBe(404);
});

test("the console lists and filters by the stored kinds; any other kind is refused", () => {
  expect(RECORD_KINDS).toEqual(expect.arrayContaining([...SUBMISSION_KINDS, "newsletter"]));
  for (const kind of RECORD_KINDS) expect(parseFilter(new URLSearchParams({ kind })).success, kind).toBe(true);
  // A form stored as another kind's rows is listed as that kind.
  expect(parseFilter(new URLSearchParams({ kind: "privacy-request" })).success).toBe(false);
  expect(parseFilter(new URLSearchParams({ kind: "not-a-form" })).success).toBe(false);
});

test("each stored kind is deleted after its policy period; a newsletter address has no date", () => {
  const sent = Date.UTC(2026, 0, 31, 9);
  expect(retentionDeadline("enquiry", sent)).toBe(addMonths(sent, RETENTION.enquiryMonths));
  expect(retentionDeadline("resume", sent)).toBe(addMonths(sent, RETENTION.resumeMonths));
  expect(retentionDeadline("newsletter", sent)).toBeNull();
  for (const kind of SUBMISSION_KINDS) expect(FORMS[kind].retentionMonths, kind).toBeGreaterThan(0);
});

test("a privacy request is stored under the kind its entry names, and read back through it", async () => {
  const res = await call("/privacy-request", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Ravi",
      email: "ravi.pr@example.com",
      contact: "",
      request: "access",
    }).toString(),
  });
  expect(res.status).toBe(201);
  const row = await env.DB.prepare("SELECT kind, consent_text FROM submissions WHERE payload LIKE '%ravi.pr@%'").first<{
    kind: string;
    consent_text: string;
  }>();
  expect(row?.kind).toBe(FORMS["privacy-request"].storedAs);
  expect(row?.consent_text).toBe(FORMS["privacy-request"].consent("en"));
  // An enquiry is stored under its own kind with its own consent, in the page's language.
  const enquiry = await postJson("/api/forms/enquiry", { ...validEnquiry, lang: "hi" });
  const { id } = (await enquiry.json()) as { id: string };
  const stored = await env.DB.prepare("SELECT kind, consent_text FROM submissions WHERE id = ?").bind(id).first();
  expect(stored).toEqual({ kind: "enquiry", consent_text: FORMS.enquiry.consent("hi") });
});
