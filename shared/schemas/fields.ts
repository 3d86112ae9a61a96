import { z } from "./zod-mini";

/**
 * Building blocks shared by the form schemas. Every limit and pattern is
 * written once here and used by the browser (native constraints), the page
 * actions and the JSON API.
 */

/**
 * The 28 states and 8 Union Territories of India, then "Other" (abroad):
 * the one list every form's select and its validation use.
 */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  // Union Territories.
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
  "Other",
] as const;

/**
 * An Indian phone number: optional +91, 91 or 0 prefix, then ten digits
 * (mobile, or STD code and landline), spaces and hyphens allowed. Written so
 * it is valid both as an HTML `pattern` (the `v` flag) and in JavaScript.
 */
export const PHONE_PATTERN = "(?:\\+?91|0)?[ \\-]?[1-9](?:[ \\-]?[0-9]){9}";
const phoneRegex = new RegExp(`^(?:${PHONE_PATTERN})$`);
const optionalPhoneRegex = new RegExp(`^(?:${PHONE_PATTERN})?$`);

/** Names and places: anything but angle brackets (no markup). */
export const PLAIN_TEXT_PATTERN = "[^<>]*";
const plainTextRegex = /^[^<>]*$/;

import { EMAIL_MAX, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, messages, PHONE_MAX, SUBMISSION_ID_FIELD } from "./limits";

export { EMAIL_MAX, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, messages, PHONE_MAX, SUBMISSION_ID_FIELD };

const text = () => z.string({ error: messages.text }).check(z.trim());

const lengthMessage = (label: string, max: number) => `Please keep ${label} to ${max} characters or fewer`;

/** A required single-line text field without markup. */
export function requiredText(label: string, max: number) {
  return text().check(
    z.minLength(1, { error: `Please enter ${label}` }),
    z.maxLength(max, { error: lengthMessage(label, max) }),
    z.regex(plainTextRegex, { error: messages.plain }),
  );
}

/** An optional text field (empty allowed). */
export function optionalText(label: string, max: number, plain = true) {
  const base = text().check(z.maxLength(max, { error: lengthMessage(label, max) }));
  return plain ? base.check(z.regex(plainTextRegex, { error: messages.plain })) : base;
}

const emailSchema = z.email();
export const isPhone = (value: string) => phoneRegex.test(value);
export const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** Lower-cases an address once it is valid (the schemas' output). */
export const lowerCase = () => z.transform((v: string) => v.toLowerCase());

export function requiredEmail() {
  return z.pipe(
    text().check(
      z.minLength(1, { error: "Please enter your e-mail address" }),
      z.maxLength(EMAIL_MAX, { error: `Please keep your e-mail address to ${EMAIL_MAX} characters or fewer` }),
      // Empty already has its own message.
      z.refine((v) => v === "" || isEmail(v), { error: messages.email }),
    ),
    lowerCase(),
  );
}

/**
 * The phone checks are `maxLength` and `regex` (not a refine) so that the
 * browser's constraints (app/islands/forms/constraints.ts) can read them off
 * the schema.
 */
export function requiredPhone() {
  return text().check(
    z.minLength(1, { error: "Please enter your phone number", abort: true }),
    z.maxLength(PHONE_MAX, { error: messages.phone, abort: true }),
    z.regex(phoneRegex, { error: messages.phone }),
  );
}

/** A phone number or nothing (the enquiry's "e-mail or phone"). */
export function optionalPhone() {
  return text().check(
    z.maxLength(PHONE_MAX, { error: messages.phone, abort: true }),
    z.regex(optionalPhoneRegex, { error: messages.phone }),
  );
}

export function stateField(required: boolean) {
  const message = "Please select a state";
  const state = z.enum(INDIAN_STATES, { error: message });
  return required ? state : z.union([z.literal(""), state], { error: message });
}

/**
 * A client submission id: a UUID (what browsers send) or any opaque token of
 * 16 to 100 letters, digits, '-' and '_' (what API clients may send).
 * Absent or empty: the submission has no id.
 */
export const submissionIdSchema = z.pipe(
  z.string({ error: "The submission id must be text" }).check(
    z.trim(),
    z.refine((v) => v === "" || /^[A-Za-z0-9][A-Za-z0-9_-]{15,99}$/.test(v), {
      error: "The submission id must be a UUID or a token of 16 to 100 letters, digits, '-' or '_'",
    }),
  ),
  z.transform((v: string) => (v === "" ? null : v)),
);

/** Field name to messages, the shape of `fields` in every error answer. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    const list = fields[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[key] = list;
  }
  return fields;
}

/**
 * The named text values of a form (FormData or a parsed JSON object), every
 * known field present: a missing field is "" so `required` messages read well.
 * Non-string JSON values are kept as they are so the schema rejects them.
 */
export function pickFields(source: FormData | Record<string, unknown>, names: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = source instanceof FormData ? source.get(name) : source[name];
    out[name] = value === null || value === undefined ? "" : value;
  }
  return out;
}

/** What every form answer looks like, to the page and to the API. */
export type FormResult =
  | { ok: true; message: string; id?: string }
  | { ok: false; error: string; fields?: FieldErrors };

/** Shown when something unexpected happens (network down, odd answer). */
export const UNEXPECTED_ERROR = "An error occurred. Please try again.";
export const FIX_FIELDS = "Please correct the highlighted fields.";
