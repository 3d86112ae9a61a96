import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { RETENTION } from "./retention";

/**
 * The plain-language privacy notices of the forms (India's Digital Personal
 * Data Protection Act, 2023), in the page's language. Each names what is
 * collected, why, and links to the privacy policy. The consent texts are
 * stored with each submission in the language the visitor read them in
 * (shared/schemas/*.ts name them), so a change in the catalogs
 * (messages/forms/) is recorded from then on.
 *
 * One function per notice (not one object): a form island carries only the
 * notices it shows, each in both languages (Paraglide compiles a message to
 * one small function).
 */
export const enquiryNotice = (lang: Lang): string =>
  m.forms_notice_enquiry({ months: RETENTION.enquiryMonths }, { locale: lang });
export const resumeNotice = (lang: Lang): string =>
  m.forms_notice_resume({ months: RETENTION.resumeMonths }, { locale: lang });
/** The label of the resume's consent checkbox. */
export const resumeConsentText = (lang: Lang): string => m.forms_consent_resume({}, { locale: lang });
export const newsletterNotice = (lang: Lang): string => m.forms_notice_newsletter({}, { locale: lang });
export const policyLabel = (lang: Lang): string => m.forms_policy_label({}, { locale: lang });
export const POLICY_PATH = "/policy";

/**
 * The job alert's purpose (app/components/jobs/job-alert-form.tsx shows it
 * beside the form; worker/alerts/signup.ts stores it with each sign-up as
 * the consent given). Plain text, no zod: pages import it.
 */
export const alertConsent = (lang: Lang): string => m.forms_notice_alert({}, { locale: lang });

/** The English texts, as stored before the Hindi pages (and still for English sign-ups). */
export const ALERT_CONSENT = alertConsent("en");
