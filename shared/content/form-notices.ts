import { RETENTION } from "./retention";

/**
 * The plain-language privacy notices of the forms (India's Digital Personal
 * Data Protection Act, 2023). Each names what is collected, why, and links
 * to the privacy policy. The consent texts are stored with each submission
 * (shared/schemas/*.ts name them), so a change here is recorded from then on.
 */
export const formNotices = {
  enquiry: `We collect your name, contact details, location and message only to answer this enquiry and follow up about our services. We keep them for ${RETENTION.enquiryMonths} months and never sell them.`,
  resume: `We collect your details and your resume only to match you with jobs and share your profile with employers for roles you fit. We keep them for ${RETENTION.resumeMonths} months; you can ask us to delete them at any time.`,
  resumeConsent:
    "I agree that Kshitij Talent Partners may store my resume and details and share them with employers for suitable jobs.",
  newsletter:
    "Your e-mail address is used only to send hiring news and webinar invitations, about twice a month. Unsubscribe at any time. This is separate from any enquiry or resume you send.",
  policyLabel: "Privacy policy",
  policyPath: "/policy",
} as const;

/**
 * The job alert's purpose (app/components/jobs/job-alert-form.tsx shows it
 * beside the form; worker/alerts/signup.ts stores it with each sign-up as
 * the consent given). Plain text, no zod: pages import it.
 */
export const ALERT_CONSENT =
  "We use your e-mail address only to send you new jobs matching this search, daily or weekly as you choose, after you confirm it from the e-mail we send. Every alert e-mail has a link to change or stop it. We delete unconfirmed sign-ups after 7 days.";
