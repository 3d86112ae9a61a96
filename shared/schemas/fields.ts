import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
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

/** The messages of the form schemas are in the catalogs (messages/forms/), read with the language passed explicitly. */
const loc = (lang: Lang) => ({ locale: lang });

const text = (lang: Lang = "en") => z.string({ error: m.forms_error_text({}, loc(lang)) }).check(z.trim());

const lengthMessage = (label: string, max: number) => `Please keep ${label} to ${max} characters or fewer`;

/** A text field's own messages: `empty` makes it required. */
export interface TextMessages {
  empty?: string;
  tooLong: string;
}

/** A single-line text field (without markup unless `plain` is false), with its messages in the page's language. */
export function textField(lang: Lang, max: number, messages: TextMessages, plain = true) {
  const length = z.maxLength(max, { error: messages.tooLong });
  const markup = z.regex(plainTextRegex, { error: m.forms_error_plain({}, loc(lang)) });
  const checks = messages.empty === undefined ? [length] : [z.minLength(1, { error: messages.empty }), length];
  return text(lang).check(...checks, ...(plain ? [markup] : []));
}

/** A required single-line text field without markup (English messages naming `label`). */
export function requiredText(label: string, max: number) {
  return textField("en", max, { empty: `Please enter ${label}`, tooLong: lengthMessage(label, max) });
}

/** An optional text field (empty allowed; English messages naming `label`). */
export function optionalText(label: string, max: number, plain = true) {
  return textField("en", max, { tooLong: lengthMessage(label, max) }, plain);
}

const emailSchema = z.email();
export const isPhone = (value: string) => phoneRegex.test(value);
export const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** Lower-cases an address once it is valid (the schemas' output). */
export const lowerCase = () => z.transform((v: string) => v.toLowerCase());

/** "Enter a valid e-mail address", in the page's language. */
export const emailMessage = (lang: Lang) => m.forms_error_email({}, loc(lang));
/** "Enter a valid Indian phone number", in the page's language. */
export const phoneMessage = (lang: Lang) => m.forms_error_phone({}, loc(lang));

export function requiredEmail(lang: Lang = "en") {
  return z.pipe(
    text(lang).check(
      z.minLength(1, { error: m.forms_error_email_required({}, loc(lang)) }),
      z.maxLength(EMAIL_MAX, { error: m.forms_error_email_long({ max: EMAIL_MAX }, loc(lang)) }),
      // Empty already has its own message.
      z.refine((v) => v === "" || isEmail(v), { error: emailMessage(lang) }),
    ),
    lowerCase(),
  );
}

/** An e-mail address or nothing (a form's "e-mail or phone"), lower-cased; `tooLong` names the field. */
export function optionalEmail(lang: Lang, tooLong: string) {
  return z.pipe(
    textField(lang, EMAIL_MAX, { tooLong }).check(
      z.refine((v) => v === "" || isEmail(v), { error: emailMessage(lang) }),
    ),
    lowerCase(),
  );
}

/**
 * A form's "give at least one": `message` on the e-mail field when both the
 * e-mail and the phone are empty, checked also when other fields are wrong,
 * so every error shows at once.
 */
export function emailOrPhone(message: string) {
  return z.refine<{ email: string; contact: string }>((v) => v.email !== "" || v.contact !== "", {
    error: message,
    path: ["email"],
    when: ({ value }) => {
      const v = value as { email?: unknown; contact?: unknown } | undefined;
      return typeof v?.email === "string" && typeof v?.contact === "string";
    },
  });
}

/**
 * The phone checks are `maxLength` and `regex` (not a refine) so that the
 * browser's constraints (app/islands/forms/constraints.ts) can read them off
 * the schema.
 */
export function requiredPhone(lang: Lang = "en") {
  return text(lang).check(
    z.minLength(1, { error: m.forms_error_phone_required({}, loc(lang)), abort: true }),
    z.maxLength(PHONE_MAX, { error: phoneMessage(lang), abort: true }),
    z.regex(phoneRegex, { error: phoneMessage(lang) }),
  );
}

/** A phone number or nothing (the enquiry's "e-mail or phone"). */
export function optionalPhone(lang: Lang = "en") {
  return text(lang).check(
    z.maxLength(PHONE_MAX, { error: phoneMessage(lang), abort: true }),
    z.regex(optionalPhoneRegex, { error: phoneMessage(lang) }),
  );
}

export function stateField(required: boolean, lang: Lang = "en") {
  const message = m.forms_error_state({}, loc(lang));
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
export const unexpectedError = (lang: Lang): string => m.forms_unexpected({}, loc(lang));
/** The summary above a form whose fields have errors. */
export const fixFields = (lang: Lang): string => m.forms_fix_fields({}, loc(lang));
export const UNEXPECTED_ERROR = /* @__PURE__ */ unexpectedError("en");
export const FIX_FIELDS = /* @__PURE__ */ fixFields("en");
