/**
 * Limits and messages shared by the form schemas and the browser's native
 * constraints. No zod here: pages that only need the limits (the footer
 * newsletter is on every page) stay free of the schema library.
 */
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;

/** The trap field: invisible to people, tempting to bots. */
export const HONEYPOT_FIELD = "website";

/**
 * The id the browser makes once per form fill (app/islands/forms/), so
 * that sending the same fill twice stores and mails it once. API clients may
 * send it as an `Idempotency-Key` header instead.
 */
export const SUBMISSION_ID_FIELD = "submission_id";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * The field that names the language of a form sent to /api/forms/* ("hi",
 * else English): the form islands send their page's; the page actions read
 * the language from their path instead (issue 24).
 */
export const LANG_FIELD = "lang";

export const messages = {
  phone: "Enter a valid Indian phone number, e.g. +91 98200 41234",
  email: "Enter a valid e-mail address, e.g. name@example.com",
  plain: "Please do not use < or > here",
  text: "Expected text",
} as const;
