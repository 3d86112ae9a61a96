import type { Lang } from "#shared/i18n/lang";
import { type FieldErrors, fieldErrorsOf } from "#shared/schemas/fields";
import { PRIVACY_REQUEST_TYPES, privacyRequestConsent, privacyRequestSchemaFor } from "#shared/schemas/privacy-request";
import { deliverSubmission } from "#worker/forms/outbox";
import { insertSubmission } from "#worker/forms/submissions-db";
import { DEDUPE_WINDOW_MS } from "#worker/forms/submit";

export type PrivacyRequestResult =
  | { kind: "accepted"; id: string }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited" }
  | { kind: "unavailable" };

/**
 * A visitor's personal-data request: validated, stored as an enquiry (topic
 * "privacy-request") before the visitor is told it was received, then mailed
 * to the agency like any enquiry (the outbox retries and reports failures).
 * No new table or submission kind: the enquiry pipeline carries it. `lang`
 * is the page's (issue 32): its error messages and the consent it showed are
 * in that language; the agency's mail is English and names it.
 */
export async function submitPrivacyRequest(
  env: Env,
  waitUntil: (p: Promise<unknown>) => void,
  clientKey: string,
  input: unknown,
  lang: Lang = "en",
): Promise<PrivacyRequestResult> {
  const { success } = await env.FORM_LIMITER.limit({ key: clientKey });
  if (!success) return { kind: "rate_limited" };
  const parsed = privacyRequestSchemaFor(lang).safeParse(input);
  if (!parsed.success) return { kind: "invalid", fields: fieldErrorsOf(parsed.error) };
  const v = parsed.data;
  const label = PRIVACY_REQUEST_TYPES.find((t) => t.value === v.request)?.label ?? v.request;
  const now = Date.now();
  // The enquiry's field names, so the mail, the console and erasure read it as one.
  const payload = {
    name: v.name,
    contact: v.contact,
    email: v.email,
    enquire: `Personal data request: ${label}`,
    enquireDetail: v.details,
    topic: "privacy-request",
    request: v.request,
    lang,
  };
  let stored: { id: string; created: boolean };
  try {
    const digest = await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(JSON.stringify(["privacy-request", payload])),
    );
    stored = await insertSubmission(env.DB, {
      id: crypto.randomUUID(),
      kind: "enquiry",
      payload,
      consentText: privacyRequestConsent(lang),
      // Sent twice within the window (a double click, a resend): one row, one mail.
      dedupe: {
        clientId: null,
        contentHash: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""),
        since: now - DEDUPE_WINDOW_MS,
      },
      now,
    });
  } catch (err) {
    console.error("privacy request not stored", err);
    return { kind: "unavailable" };
  }
  const id = stored.id;
  if (stored.created) {
    waitUntil(deliverSubmission(env, id, now).catch((err) => console.error("first mail attempt failed", id, err)));
  }
  return { kind: "accepted", id };
}
