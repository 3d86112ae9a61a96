import { z } from "zod";
import { ALERT_CONSENT } from "#shared/content/form-notices";
import { describeSearch } from "#shared/lib/alert-search";
import { EMAIL_MAX, HONEYPOT_FIELD, isEmail } from "#shared/schemas/fields";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";

/** The sign-up form's field names (app/components/jobs/job-alert-form.tsx posts them). */
export const ALERT_FIELDS = ["email", "query", "location", "frequency"] as const;
export { HONEYPOT_FIELD };

export const FREQUENCIES = ["daily", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export { ALERT_CONSENT };

export const alertMessages = {
  success:
    "Almost done: we have sent you an e-mail. Follow its link to start the alert. If it does not arrive within a few minutes, check your spam folder.",
  failure: "We could not save your alert just now. Please try again in a few minutes.",
  rateLimited: "Too many sign-ups from your connection or for this address. Please wait a minute and try again.",
  tooLarge: "This form is too large to be a job alert sign-up.",
  badBody: "We could not read this form. Please try again.",
  fix: "Please correct the highlighted fields.",
};

const term = (label: string) =>
  z
    .string({ error: "Expected text" })
    .max(
      JOB_SEARCH_LIMITS.maxTermLength,
      `Please keep ${label} to ${JOB_SEARCH_LIMITS.maxTermLength} characters or fewer`,
    )
    .regex(/^[^<>]*$/, "Please do not use < or > here")
    .transform((v) => v.trim().replace(/\s+/g, " "));

/** The search an alert follows: the /job query and location, either or both may be empty. */
export const alertSearchSchema = z.object({
  query: term("the search").default(""),
  location: term("the location").default(""),
});

export const frequencySchema = z.enum(FREQUENCIES, { error: "Choose daily or weekly" });

export const alertSignupSchema = alertSearchSchema.extend({
  email: z
    .string({ error: "Please enter your e-mail address" })
    .trim()
    .min(1, "Please enter your e-mail address")
    .max(EMAIL_MAX, `Please keep your e-mail address to ${EMAIL_MAX} characters or fewer`)
    .refine(isEmail, "Enter a valid e-mail address, e.g. name@example.com")
    .transform((v) => v.toLowerCase()),
  frequency: frequencySchema.default("weekly"),
});
export type AlertSignup = z.infer<typeof alertSignupSchema>;

export const alertSettingsSchema = alertSearchSchema.extend({ frequency: frequencySchema });

/** Two spellings of one search ("Java  Developer" and "java developer") are the same alert. */
export function searchKey(query: string, location: string): string {
  const norm = (v: string) => v.toLowerCase().trim().replace(/\s+/g, " ");
  return `${norm(query)}|${norm(location)}`;
}

export { describeSearch };

/** The /job URL of a search. */
export function searchUrl(origin: string, query: string, location: string, frequency: Frequency): string {
  const url = new URL("/job", origin);
  if (query) url.searchParams.set("query", query);
  if (location) url.searchParams.set("location", location);
  // The digest's jobs are the newest: newest first, posted within the digest's period (/job's "posted" filter).
  url.searchParams.set("sort", "date");
  url.searchParams.set("posted", frequency === "daily" ? "1" : "7");
  return url.toString();
}
