import { type FieldErrors, fieldErrorsOf } from "#app/schemas/fields";
import { PRIVACY_REQUEST_TYPES, privacyRequestSchema } from "#app/schemas/privacy-request";
import { deliverSubmission } from "#worker/forms/outbox";
import { insertSubmission } from "#worker/forms/store";

export type PrivacyRequestResult =
  | { kind: "accepted"; id: string }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited" }
  | { kind: "unavailable" };

/**
 * A visitor's personal-data request: validated, stored as an enquiry (topic
 * "privacy-request") before the visitor is told it was received, then mailed
 * to the agency like any enquiry (the outbox retries and reports failures).
 * No new table or submission kind: the enquiry pipeline carries it.
 */
export async function submitPrivacyRequest(
  env: Env,
  waitUntil: (p: Promise<unknown>) => void,
  clientKey: string,
  input: unknown,
): Promise<PrivacyRequestResult> {
  const { success } = await env.FORM_LIMITER.limit({ key: clientKey });
  if (!success) return { kind: "rate_limited" };
  const parsed = privacyRequestSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", fields: fieldErrorsOf(parsed.error) };
  const v = parsed.data;
  const label = PRIVACY_REQUEST_TYPES.find((t) => t.value === v.request)?.label ?? v.request;
  const id = crypto.randomUUID();
  const now = Date.now();
  try {
    await insertSubmission(env.DB, {
      id,
      kind: "enquiry",
      // The enquiry's field names, so the mail, the console and erasure read it as one.
      payload: {
        name: v.name,
        contact: v.contact,
        email: v.email,
        enquire: `Personal data request: ${label}`,
        enquireDetail: v.details,
        topic: "privacy-request",
        request: v.request,
      },
      now,
    });
  } catch (err) {
    console.error("privacy request not stored", err);
    return { kind: "unavailable" };
  }
  waitUntil(deliverSubmission(env, id, now).catch((err) => console.error("first mail attempt failed", id, err)));
  return { kind: "accepted", id };
}
