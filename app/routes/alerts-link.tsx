import { Link } from "react-router";
import { type FormFields, TextField } from "#app/islands/forms/fields";
import { FieldError, fieldAria } from "#app/islands/forms/parts";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import type { Route } from "./+types/alerts-link";
import type { AlertLinkPage, AlertSettings } from "./alerts-link.server";
import "#app/components/forms/forms.css";

/**
 * /alerts/confirm, /alerts/manage and /alerts/stop, each with ?token= from a
 * mail: the page in the language of its path (a Hindi alert's mails link to
 * /hi/alerts/...). What each link shows and does is worker/alerts/link-page.ts.
 */

type PageState = AlertLinkPage;
type Settings = AlertSettings;

export { action, loader } from "./alerts-link.server";

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/alerts",
    title: m.forms_alert_title_manage,
    description: m.forms_alert_link_description,
    noindex: true,
  });

function SettingsForm({
  token,
  settings,
  fields,
  lang,
}: {
  token: string;
  settings: Settings;
  fields?: Record<string, string[]>;
  lang: Lang;
}) {
  const o = { locale: lang };
  // The same field parts as the other forms: each error below its control, named by aria-describedby.
  const form: FormFields = {
    idPrefix: "manage",
    fields: {
      query: { maxLength: JOB_SEARCH_LIMITS.maxTermLength },
      location: { maxLength: JOB_SEARCH_LIMITS.maxTermLength },
    },
    errorsOf: (name) => fields?.[name],
    values: {},
    lang,
  };
  const frequencyErrors = fields?.frequency;
  const frequencyAria = fieldAria("manage-frequency", frequencyErrors);
  return (
    <form method="post" className="form-grid" aria-label={m.forms_alert_settings_label({}, o)}>
      <input type="hidden" name="token" value={token} />
      <TextField
        form={form}
        name="query"
        label={m.forms_alert_query({}, o)}
        type="text"
        defaultValue={settings.query}
      />
      <TextField
        form={form}
        name="location"
        label={m.forms_alert_location({}, o)}
        type="text"
        defaultValue={settings.location}
      />
      <fieldset
        className={`field${frequencyErrors?.length ? " field--invalid" : ""}`}
        aria-describedby={frequencyAria["aria-describedby"]}
      >
        <legend className="field-label">{m.forms_alert_how_often({}, o)}</legend>
        <label className="field-check">
          <input
            type="radio"
            name="frequency"
            value="daily"
            aria-invalid={frequencyAria["aria-invalid"]}
            defaultChecked={settings.frequency === "daily"}
          />{" "}
          {m.forms_alert_daily({}, o)}
        </label>
        <label className="field-check">
          <input
            type="radio"
            name="frequency"
            value="weekly"
            aria-invalid={frequencyAria["aria-invalid"]}
            defaultChecked={settings.frequency === "weekly"}
          />{" "}
          {m.forms_alert_weekly({}, o)}
        </label>
        <FieldError id="manage-frequency" errors={frequencyErrors} />
      </fieldset>
      <div className="form-foot">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          {m.forms_alert_save({}, o)}
        </button>{" "}
        <button type="submit" name="intent" value="stop" className="btn">
          {m.forms_alert_stop_button({}, o)}
        </button>
      </div>
    </form>
  );
}

/** The page's title: what it asks, or once done, what happened (issue 22). */
function titleOf(page: PageState, lang: Lang): string {
  const o = { locale: lang };
  if (page.state === "error") return m.forms_alert_title_manage({}, o);
  if (page.purpose === "confirm")
    return page.state === "done" ? m.forms_alert_title_confirmed({}, o) : m.forms_alert_title_confirm({}, o);
  if (page.purpose === "stop")
    return page.state === "done" ? m.forms_alert_title_stopped({}, o) : m.forms_alert_title_stop({}, o);
  return m.forms_alert_title_manage({}, o);
}

export default function AlertLink({ loaderData, actionData }: Route.ComponentProps) {
  const page: PageState = actionData ?? loaderData;
  const lang = useLang();
  const o = { locale: lang };
  const title = titleOf(page, lang);
  return (
    <section className="page-section" aria-labelledby="alert-link-title">
      <div className="container form-result-page">
        <h1 id="alert-link-title">{title}</h1>
        {page.state === "ask" && page.purpose === "confirm" ? (
          <>
            <p>
              {(page.settings.frequency === "daily"
                ? m.forms_alert_confirm_ask_daily
                : m.forms_alert_confirm_ask_weekly)({ search: page.search }, o)}
            </p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                {m.forms_alert_confirm_button({}, o)}
              </button>
            </form>
          </>
        ) : page.state === "ask" && page.purpose === "stop" ? (
          <>
            <p>{m.forms_alert_stop_ask({ search: page.search }, o)}</p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                {m.forms_alert_stop_button({}, o)}
              </button>
            </form>
          </>
        ) : page.state === "ask" ? (
          <SettingsForm token={page.token} settings={page.settings} lang={lang} />
        ) : page.state === "done" ? (
          <>
            <p className="form-status form-status--ok" role="status">
              {page.message}
            </p>
            {page.manageUrl ? (
              <p>
                <a href={page.manageUrl}>{m.forms_alert_manage_link({}, o)}</a>
                {m.forms_alert_manage_link_tail({}, o)}
              </p>
            ) : null}
            {page.purpose === "manage" && page.token && page.settings ? (
              <SettingsForm token={page.token} settings={page.settings} lang={lang} />
            ) : null}
          </>
        ) : (
          <>
            <p className="form-status form-status--error" role="alert">
              {page.message}
            </p>
            {page.token && page.settings ? (
              <SettingsForm token={page.token} settings={page.settings} fields={page.fields} lang={lang} />
            ) : null}
          </>
        )}
        <p>
          <Link to={localizedPath("/job", lang)}>{m.forms_browse_jobs({}, o)}</Link> {m.forms_or_go({}, o)}{" "}
          <Link to={localizedPath("/", lang)}>{m.forms_back_home({}, o)}</Link>
          {m.forms_full_stop({}, o)}
        </p>
      </div>
    </section>
  );
}
