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
 * The form islands get their notice as a prop from the server component that
 * places them (app/components/forms/): the longest words of a form stay out
 * of its JavaScript (issue 24's budgets), in both languages.
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

/**
 * The English texts, as stored before the Hindi pages (and still for English
 * submissions). The consent stored with a submission is the notice shown
 * (worker/forms/submit.ts): the enquiry's and newsletter's notice, the resume's
 * checkbox label.
 */
export const ALERT_CONSENT = /* @__PURE__ */ alertConsent("en");
export const ENQUIRY_CONSENT = /* @__PURE__ */ enquiryNotice("en");
export const RESUME_CONSENT = /* @__PURE__ */ resumeConsentText("en");
export const NEWSLETTER_CONSENT = /* @__PURE__ */ newsletterNotice("en");
