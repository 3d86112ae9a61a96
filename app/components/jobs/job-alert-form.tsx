import { Field, FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice } from "#app/islands/forms/parts";
import type { FormActionData } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { describeSearch } from "#shared/lib/alert-search";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { EMAIL_MAX } from "#shared/schemas/limits";

/**
 * "E-mail me new jobs like these": a plain form posting to /alerts, whose
 * action answers with a page, so it works without JavaScript and adds no
 * script to the pages that show it (/job, its empty state, a job page).
 * The search travels in visible, editable fields, or, with `fixedSearch`
 * (on /job, where the search island renders it from the search it shows),
 * in hidden fields with a sentence saying which search the alert follows.
 * Nothing about who signed up is ever shown back except to the person who
 * sent the form. Its styles (forms.css) come with the whole site's CSS after
 * the first paint (decision 051): not imported here, as the /job island
 * renders it and island chunks carry no CSS.
 *
 * Its words are in the page's language: a server component reads it from the
 * page (useLang); the /job search island, a React root of its own, passes
 * `lang`. On a Hindi page it posts to /hi/alerts, so the answer, the
 * confirmation mail and the alert's mails are Hindi.
 */
export function JobAlertForm({
  idPrefix = "job-alert",
  query = "",
  location = "",
  frequency = "weekly",
  heading,
  fixedSearch = false,
  filtered = false,
  result,
  lang: langProp,
}: {
  idPrefix?: string;
  query?: string;
  location?: string;
  frequency?: "daily" | "weekly";
  heading?: string;
  /** The search is the one shown above: hidden fields and a sentence, not editable boxes. */
  fixedSearch?: boolean;
  /** Filters are applied above (the alert follows the words and place only). */
  filtered?: boolean;
  result?: FormActionData;
  /** The page's language; required inside an island (no page context there). */
  lang?: Lang;
}) {
  const pageLang = useLang();
  const lang = langProp ?? pageLang;
  const o = { locale: lang };
  const errors = result && !result.ok ? result.fields : undefined;
  const values = result?.values;
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosen = values?.frequency === "daily" || values?.frequency === "weekly" ? values.frequency : frequency;
  return (
    <section className="job-alert form-card" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{heading ?? m.forms_alert_heading({}, o)}</h2>
      {fixedSearch ? (
        <p className="job-alert-search" id={id("search")}>
          {filtered
            ? m.forms_alert_fixed_search_filtered({ search: describeSearch(query, location, lang) }, o)
            : m.forms_alert_fixed_search({ search: describeSearch(query, location, lang) }, o)}
        </p>
      ) : null}
      <form method="post" action={localizedPath("/alerts", lang)} className="form-grid" noValidate={false}>
        <Field id={id("email")} label={m.forms_alert_email({}, o)} required errors={errors?.email} lang={lang}>
          <input
            {...fieldAria(id("email"), errors?.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            defaultValue={values?.email ?? ""}
          />
        </Field>
        {fixedSearch ? (
          <>
            <input type="hidden" name="query" value={query} />
            <input type="hidden" name="location" value={location} />
          </>
        ) : (
          <>
            <Field id={id("query")} label={m.forms_alert_query({}, o)} errors={errors?.query} lang={lang}>
              <input
                {...fieldAria(id("query"), errors?.query)}
                name="query"
                type="text"
                maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                defaultValue={values?.query ?? query}
              />
            </Field>
            <Field id={id("location")} label={m.forms_alert_location({}, o)} errors={errors?.location} lang={lang}>
              <input
                {...fieldAria(id("location"), errors?.location)}
                name="location"
                type="text"
                maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                defaultValue={values?.location ?? location}
              />
            </Field>
          </>
        )}
        <fieldset className="field">
          <legend className="field-label">{m.forms_alert_how_often({}, o)}</legend>
          <label className="field-check">
            <input type="radio" name="frequency" value="daily" defaultChecked={chosen === "daily"} />{" "}
            {m.forms_alert_daily_9am({}, o)}
          </label>
          <label className="field-check">
            <input type="radio" name="frequency" value="weekly" defaultChecked={chosen === "weekly"} />{" "}
            {m.forms_alert_weekly({}, o)}
          </label>
          <FieldError id={id("frequency")} errors={errors?.frequency} />
        </fieldset>
        <PrivacyNotice lang={lang}>{m.forms_notice_alert({}, o)}</PrivacyNotice>
        <Honeypot idPrefix={idPrefix} lang={lang} />
        <div className="form-foot">
          <button type="submit" className="btn btn-primary">
            {m.forms_alert_submit({}, o)}
          </button>
        </div>
        <div aria-live="polite">
          <FormStatus result={result && !result.ok ? result : undefined} />
        </div>
      </form>
    </section>
  );
}
