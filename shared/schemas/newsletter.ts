import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { requiredEmail } from "./fields";
import { z } from "./zod-mini";

export const NEWSLETTER_FIELDS = ["user_email"] as const;

/** The answers to a sign-up, in the page's language. */
export const newsletterMessages = (lang: Lang) => ({
  success: m.forms_newsletter_success({}, { locale: lang }),
  failure: m.forms_newsletter_failure({}, { locale: lang }),
});

function build(lang: Lang) {
  return z.object({ user_email: requiredEmail(lang) });
}
const built: Partial<Record<Lang, ReturnType<typeof build>>> = {};
/** The newsletter schema with its messages in `lang`. */
export function newsletterSchemaFor(lang: Lang) {
  built[lang] ??= build(lang);
  return built[lang];
}
export const newsletterSchema = /* @__PURE__ */ newsletterSchemaFor("en");

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
