import { Field, FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice } from "#app/islands/forms/parts";
import type { FormActionData } from "#app/lib/form-action";
import { ALERT_CONSENT } from "#shared/content/form-notices";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { EMAIL_MAX } from "#shared/schemas/limits";
import "#app/components/forms/forms.css";

/**
 * "E-mail me new jobs like these": a plain form posting to /alerts, whose
 * action answers with a page, so it works without JavaScript and adds no
 * script to the pages that show it (/job, its empty state, a job page).
 * The search travels in visible, editable fields; nothing about who signed
 * up is ever shown back except to the person who sent the form.
 */
export function JobAlertForm({
  idPrefix = "job-alert",
  query = "",
  location = "",
  frequency = "weekly",
  heading = "E-mail me new jobs like these",
  result,
}: {
  idPrefix?: string;
  query?: string;
  location?: string;
  frequency?: "daily" | "weekly";
  heading?: string;
  result?: FormActionData;
}) {
  const errors = result && !result.ok ? result.fields : undefined;
  const values = result?.values;
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosen = values?.frequency === "daily" || values?.frequency === "weekly" ? values.frequency : frequency;
  return (
    <section className="job-alert form-card" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{heading}</h2>
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
