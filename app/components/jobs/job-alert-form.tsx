import { Field, FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice } from "#app/islands/forms/parts";
import type { FormActionData } from "#app/lib/form-action";
import { ALERT_CONSENT } from "#shared/content/form-notices";
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
 * sent the form. The routes that show it import forms.css (not this file:
 * the /job island renders it, and island chunks carry no CSS).
 */
export function JobAlertForm({
  idPrefix = "job-alert",
  query = "",
  location = "",
  frequency = "weekly",
  heading = "E-mail me new jobs like these",
  fixedSearch = false,
  filtered = false,
  result,
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
}) {
  const errors = result && !result.ok ? result.fields : undefined;
  const values = result?.values;
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosen = values?.frequency === "daily" || values?.frequency === "weekly" ? values.frequency : frequency;
  return (
    <section className="job-alert form-card" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{heading}</h2>
      {fixedSearch ? (
        <p className="job-alert-search" id={id("search")}>
          Alerts for {describeSearch(query, location)}
          {filtered ? " (the filters are not part of an alert)" : ""}. To follow another search, search for it above.
        </p>
      ) : null}
      <form method="post" action="/alerts" className="form-grid" noValidate={false}>
        <Field id={id("email")} label="Your e-mail address" required errors={errors?.email}>
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
            <Field id={id("query")} label="Job title, skill or company" errors={errors?.query}>
              <input
                {...fieldAria(id("query"), errors?.query)}
                name="query"
                type="text"
                maxLength={JOB_SEARCH_LIMITS.maxTermLength}
                defaultValue={values?.query ?? query}
              />
            </Field>
            <Field id={id("location")} label="City or state" errors={errors?.location}>
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
          <legend className="field-label">How often</legend>
          <label className="field-check">
            <input type="radio" name="frequency" value="daily" defaultChecked={chosen === "daily"} /> Daily, at 9 am
          </label>
          <label className="field-check">
            <input type="radio" name="frequency" value="weekly" defaultChecked={chosen === "weekly"} /> Weekly, on
            Mondays
          </label>
          <FieldError id={id("frequency")} errors={errors?.frequency} />
        </fieldset>
        <PrivacyNotice>{ALERT_CONSENT}</PrivacyNotice>
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot">
          <button type="submit" className="btn btn-primary">
            Create the alert
          </button>
        </div>
        <div aria-live="polite">
          <FormStatus result={result && !result.ok ? result : undefined} />
        </div>
      </form>
    </section>
  );
}
