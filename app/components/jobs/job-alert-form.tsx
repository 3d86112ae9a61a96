import { Field, FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice } from "#app/islands/forms/parts";
import type { FormActionData } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { describeSearch } from "#shared/lib/alert-search";
import { whatsappOptinLink } from "#shared/lib/whatsapp-optin";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { EMAIL_MAX } from "#shared/schemas/limits";

/**
 * "E-mail me new jobs like these": a plain form posting to /alerts, whose
 * action answers with a page, so it works without JavaScript. It lives on
 * /alerts alone; the job lists and job pages link there with their search
 * (job-alert-link.tsx, decision 074), which fills the visible, editable
 * boxes.
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
/** The phone channels a page may offer beside e-mail (issue 30): the WhatsApp number, the VAPID public key. */
export interface PhoneChannels {
  whatsapp: string | null;
  push: string | null;
}

/**
 * "Get these jobs on WhatsApp" and "Notify me on this phone", under the
 * e-mail form, for the same search. The WhatsApp option is a plain link
 * (wa.me with the opt-in message typed in): no form, no script. The push
 * button needs JavaScript (`js-only`; without it a sentence says so) and
 * loads nothing until pressed: app/enhance/main.ts loads
 * app/enhance/push-alert.ts on the first touch of it, which registers the
 * service worker (/sw.js) and posts the subscription. Its answers are
 * rendered here, in the page's language, as data attributes.
 */
function PhoneAlerts({
  channels,
  query,
  location,
  search,
  lang,
  id,
}: {
  channels: PhoneChannels;
  query: string;
  location: string;
  /** The search in words (describeSearch). */
  search: string;
  lang: Lang;
  id: (name: string) => string;
}) {
  const o = { locale: lang };
  return (
    <section className="alert-phone" aria-labelledby={id("phone")}>
      <h3 id={id("phone")}>{m.forms_alert_phone_heading({}, o)}</h3>
      {channels.whatsapp ? (
        <div className="alert-phone-option">
          <a
            className="btn btn-whatsapp"
            href={whatsappOptinLink(channels.whatsapp, query, location, lang)}
            aria-describedby={id("wa-hint")}
          >
            {m.forms_alert_whatsapp_link({}, o)}
          </a>
          <p className="field-hint" id={id("wa-hint")}>
            {m.forms_alert_whatsapp_hint({}, o)} {m.forms_notice_whatsapp({}, o)}
          </p>
        </div>
      ) : null}
      {channels.push ? (
        <div className="alert-phone-option alert-push">
          <button
            type="button"
            className="btn btn-outline js-only"
            aria-describedby={id("push-hint")}
            data-push-alert=""
            data-key={channels.push}
            data-query={query}
            data-location={location}
            data-lang={lang}
            data-msg-working={m.forms_alert_push_working({}, o)}
            data-msg-on={m.forms_alert_push_on({ search }, o)}
            data-msg-denied={m.forms_alert_push_denied({}, o)}
            data-msg-unsupported={m.forms_alert_push_unsupported({}, o)}
            data-msg-failed={m.forms_alert_push_failed({}, o)}
          >
            {m.forms_alert_push_button({}, o)}
          </button>
          <p className="field-hint js-only" id={id("push-hint")}>
            {m.forms_alert_push_hint({}, o)} {m.forms_notice_push({}, o)}
          </p>
          <noscript>
            <p className="field-hint">{m.forms_alert_push_noscript({}, o)}</p>
          </noscript>
          <p className="alert-push-status" role="status" data-push-status="" />
        </div>
      ) : null}
    </section>
  );
}

export function JobAlertForm({
  idPrefix = "job-alert",
  query = "",
  location = "",
  frequency = "weekly",
  heading,
  result,
  lang: langProp,
  channels,
}: {
  idPrefix?: string;
  query?: string;
  location?: string;
  frequency?: "daily" | "weekly";
  heading?: string;
  result?: FormActionData;
  /** The page's language; required inside an island (no page context there). */
  lang?: Lang;
  /** WhatsApp and push, when configured (alertChannels in app/lib/alert-channels.server.ts). */
  channels?: PhoneChannels | null;
}) {
  const pageLang = useLang();
  const lang = langProp ?? pageLang;
  const o = { locale: lang };
  const errors = result && !result.ok ? result.fields : undefined;
  const values = result?.values;
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosen = values?.frequency === "daily" || values?.frequency === "weekly" ? values.frequency : frequency;
  // The search the alert follows: what a failed submission sent back, else the page's search.
  const searchTerm = (name: "query" | "location", label: string, given: string) => (
    <Field id={id(name)} label={label} errors={errors?.[name]} lang={lang}>
      <input
        {...fieldAria(id(name), errors?.[name])}
        name={name}
        type="text"
        maxLength={JOB_SEARCH_LIMITS.maxTermLength}
        defaultValue={values?.[name] ?? given}
      />
    </Field>
  );
  return (
    <section className="job-alert form-card" aria-labelledby={id("heading")}>
      <h2 id={id("heading")}>{heading ?? m.forms_alert_heading({}, o)}</h2>
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
        {searchTerm("query", m.forms_alert_query({}, o), query)}
        {searchTerm("location", m.forms_alert_location({}, o), location)}
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
      {channels && (channels.whatsapp || channels.push) ? (
        <PhoneAlerts
          channels={channels}
          query={values?.query ?? query}
          location={values?.location ?? location}
          search={describeSearch(values?.query ?? query, values?.location ?? location, lang)}
          lang={lang}
          id={id}
        />
      ) : null}
    </section>
  );
}
