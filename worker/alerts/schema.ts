import { z } from "zod";
import { ALERT_CONSENT, alertConsent } from "#shared/content/form-notices";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { describeSearch as describeWords } from "#shared/lib/alert-search";
import { EMAIL_MAX, HONEYPOT_FIELD, isEmail } from "#shared/schemas/fields";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { echoSearch } from "#worker/jobs/search/echo";

/** The sign-up form's field names (app/components/jobs/job-alert-form.tsx posts them). */
export const ALERT_FIELDS = ["email", "query", "location", "frequency"] as const;
export { HONEYPOT_FIELD };

export const FREQUENCIES = ["daily", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export { ALERT_CONSENT, alertConsent };

/** The sign-up's answers, in the language of the page that posted it. */
export function alertMessagesFor(lang: Lang) {
  const o = { locale: lang };
  return {
    success: m.forms_alert_success({}, o),
    failure: m.forms_alert_failure({}, o),
    rateLimited: m.forms_alert_rate_limited({}, o),
    tooLarge: m.forms_alert_too_large({}, o),
    badBody: m.forms_bad_body({}, o),
    fix: m.forms_fix_fields({}, o),
  };
}

function schemas(lang: Lang) {
  const o = { locale: lang };
  const max = JOB_SEARCH_LIMITS.maxTermLength;
  const term = (tooLong: string) =>
    z
      .string({ error: m.forms_error_text({}, o) })
      .max(max, tooLong)
      .regex(/^[^<>]*$/, m.forms_error_plain({}, o))
      .transform((v) => v.trim().replace(/\s+/g, " "));
  /** The search an alert follows: the /job query and location, either or both may be empty. */
  const search = z.object({
    query: term(m.forms_alert_query_long({ max }, o)).default(""),
    location: term(m.forms_alert_location_long({ max }, o)).default(""),
  });
  const frequency = z.enum(FREQUENCIES, { error: m.forms_alert_frequency_error({}, o) });
  const required = m.forms_error_email_required({}, o);
  const signup = search.extend({
    email: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(EMAIL_MAX, m.forms_error_email_long({ max: EMAIL_MAX }, o))
      .refine(isEmail, m.forms_error_email({}, o))
      .transform((v) => v.toLowerCase()),
    frequency: frequency.default("weekly"),
  });
  return { search, frequency, signup, settings: search.extend({ frequency }) };
}

const built: Partial<Record<Lang, ReturnType<typeof schemas>>> = {};
/** The alert schemas with their messages in `lang`. */
export function alertSchemasFor(lang: Lang) {
  built[lang] ??= schemas(lang);
  return built[lang];
}

/** Two spellings of one search ("Java  Developer" and "java developer") are the same alert. */
export function searchKey(query: string, location: string): string {
  const norm = (v: string) => v.toLowerCase().trim().replace(/\s+/g, " ");
  return `${norm(query)}|${norm(location)}`;
}

/**
 * An alert's search in words, in its language, as the job search reads it
 * (worker/jobs/search/echo.ts): "హైదరాబాదులో" is said హైదరాబాద్ and "pune"
 * Pune, so "{search}లో" or "jobs in {search}" never doubles an ending. The
 * alert keeps what was typed; only what its messages say changes.
 */
export function describeSearch(query: string, location: string, lang: Lang = "en"): string {
  const said = echoSearch(query, location, lang);
  return describeWords(said.query, said.location, lang);
}

/** The /job URL of a search (/hi/job for a Hindi alert). */
export function searchUrl(
  origin: string,
  query: string,
  location: string,
  frequency: Frequency,
  lang: Lang = "en",
): string {
  const url = new URL(localizedPath("/job", lang), origin);
  if (query) url.searchParams.set("query", query);
  if (location) url.searchParams.set("location", location);
  // The digest's jobs are the newest: newest first, posted within the digest's period (/job's "posted" filter).
  url.searchParams.set("sort", "date");
  url.searchParams.set("posted", frequency === "daily" ? "1" : "7");
  return url.toString();
}
