import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { EMAIL_MAX, emailOrPhone, optionalEmail, optionalPhone, textField } from "./fields";
import { z } from "./zod-mini";

/**
 * A visitor's request about their personal data (/privacy-request, in every
 * language: issue 32). It is stored and mailed as an enquiry (its entry in
 * shared/forms/registry.ts), so it takes the enquiry's path to the agency's
 * inbox, outbox retries included. The agency reads it in English; the visitor
 * reads the page, its errors and its answer in the page's language.
 */
export const PRIVACY_REQUEST_FIELDS = ["name", "email", "contact", "request", "details"] as const;

const LIMITS = { name: 100, email: EMAIL_MAX, details: 2000 };

/** The three requests; `label` is the English the agency's mail says. */
export const PRIVACY_REQUEST_TYPES = [
  { value: "erase", label: "Erase my personal data" },
  { value: "access", label: "Tell me what personal data you hold about me" },
  { value: "correct", label: "Correct my personal data" },
] as const;
const types = PRIVACY_REQUEST_TYPES.map((t) => t.value) as unknown as ["erase", "access", "correct"];
export type PrivacyRequestType = (typeof types)[number];

/** A request's name as the visitor reads it, in the page's language. */
export function privacyRequestTypeLabel(value: PrivacyRequestType, lang: Lang): string {
  const o = { locale: lang };
  if (value === "erase") return m.forms_privacy_type_erase({}, o);
  if (value === "access") return m.forms_privacy_type_access({}, o);
  return m.forms_privacy_type_correct({}, o);
}

/** Shown beside the form and stored with each request as its consent text, in the page's language. */
export const privacyRequestConsent = (lang: Lang) => m.forms_privacy_consent({}, { locale: lang });
export const PRIVACY_REQUEST_CONSENT = /* @__PURE__ */ privacyRequestConsent("en");

/** The answers to a request, in the page's language. */
export const privacyRequestMessagesFor = (lang: Lang) => ({
  success: m.forms_privacy_success({}, { locale: lang }),
  failure: m.forms_privacy_failure({}, { locale: lang }),
  contactNeeded: m.forms_privacy_contact_needed({}, { locale: lang }),
});
export const privacyRequestMessages = /* @__PURE__ */ privacyRequestMessagesFor("en");

function build(lang: Lang) {
  const o = { locale: lang };
  return z
    .object({
      name: textField(lang, LIMITS.name, {
        empty: m.forms_error_name_required({}, o),
        tooLong: m.forms_error_name_long({ max: LIMITS.name }, o),
      }),
      email: optionalEmail(lang, m.forms_error_enquiry_email_long({ max: LIMITS.email }, o)),
      contact: optionalPhone(lang),
      request: z.enum(types, { error: m.forms_privacy_request_error({}, o) }),
      details: textField(
        lang,
        LIMITS.details,
        { tooLong: m.forms_error_details_long({ max: LIMITS.details }, o) },
        false,
      ),
    })
    .check(emailOrPhone(m.forms_privacy_contact_needed({}, o)));
}

const built: Partial<Record<Lang, ReturnType<typeof build>>> = {};
/** The privacy request schema with its messages in `lang`. */
export function privacyRequestSchemaFor(lang: Lang) {
  built[lang] ??= build(lang);
  return built[lang];
}
export const privacyRequestSchema = /* @__PURE__ */ privacyRequestSchemaFor("en");

export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
