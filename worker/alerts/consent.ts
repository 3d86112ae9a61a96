// No zod here: the sign-up form (app/components/jobs/job-alert-form.tsx) shows this text,
// and pages must not pull the schema library into their chunks.

/**
 * The purpose, stated beside the form and stored with each sign-up as the
 * consent the visitor gave (as the other forms store theirs).
 */
export const ALERT_CONSENT =
  "We use your e-mail address only to send you new jobs matching this search, daily or weekly as you choose, after you confirm it from the e-mail we send. Every alert e-mail has a link to change or stop it. We delete unconfirmed sign-ups after 7 days.";
