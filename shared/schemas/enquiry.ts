import { SERVICE_NAMES } from "#shared/content/service-names";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { EMAIL_MAX, emailOrPhone, optionalEmail, optionalPhone, PHONE_MAX, stateField, textField } from "./fields";
import { z } from "./zod-mini";

/** The employer enquiry ('Request a Consultation'). */
export const ENQUIRY_LIMITS = { name: 100, contact: PHONE_MAX, email: EMAIL_MAX, city: 100, enquireDetail: 2000 };

export const ENQUIRY_FIELDS = ["name", "contact", "email", "state", "city", "enquire", "enquireDetail"] as const;

/** The enquiry types: the 18 service slugs, labelled with the service names. */
export const ENQUIRY_OPTIONS = SERVICE_NAMES.map((s) => ({ value: s.slug, label: s.title }));
const slugs = SERVICE_NAMES.map((s) => s.slug) as unknown as [string, ...string[]];

/** The answers to an enquiry, in the page's language. */
export const enquiryMessages = (lang: Lang) => ({
  success: m.forms_enquiry_success({}, { locale: lang }),
  failure: m.forms_enquiry_failure({}, { locale: lang }),
});

function build(lang: Lang) {
  const o = { locale: lang };
  const L = ENQUIRY_LIMITS;
  return z
    .object({
      name: textField(lang, L.name, {
        empty: m.forms_error_name_required({}, o),
        tooLong: m.forms_error_name_long({ max: L.name }, o),
      }),
      contact: optionalPhone(lang),
      email: optionalEmail(lang, m.forms_error_enquiry_email_long({ max: L.email }, o)),
      state: stateField(false, lang),
      city: textField(lang, L.city, { tooLong: m.forms_error_city_long({ max: L.city }, o) }),
      enquire: z.enum(slugs, { error: m.forms_error_enquire({}, o) }),
      enquireDetail: textField(
        lang,
        L.enquireDetail,
        { tooLong: m.forms_error_details_long({ max: L.enquireDetail }, o) },
        false,
      ),
    })
    .check(emailOrPhone(m.forms_error_contact_needed({}, o)));
}

const built: Partial<Record<Lang, ReturnType<typeof build>>> = {};
/** The enquiry schema with its messages in `lang` (the page's, or the API's `lang` field). */
export function enquirySchemaFor(lang: Lang) {
  built[lang] ??= build(lang);
  return built[lang];
}
export const enquirySchema = /* @__PURE__ */ enquirySchemaFor("en");

export type Enquiry = z.infer<typeof enquirySchema>;
