import { data, Link, useActionData } from "react-router";
import { type FormFields, TextField } from "#app/islands/forms/fields";
import { FieldError, fieldAria } from "#app/islands/forms/parts";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { type Lang, langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { workerContext } from "#shared/lib/worker-context";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { alertLink, alertSecret } from "#worker/alerts/links";
import { alertSchemasFor, describeSearch } from "#worker/alerts/schema";
import { confirmSubscription, stopSubscription, updateSubscription } from "#worker/alerts/signup";
import { getSubscription } from "#worker/alerts/subscriptions-db";
import { type AlertPurpose, verifyAlertToken } from "#worker/alerts/token";
import type { Route } from "./+types/alerts-link";
import "#app/components/forms/forms.css";

/**
 * /alerts/confirm, /alerts/manage and /alerts/stop, each with ?token= from a
 * mail (worker/alerts/token.ts). A GET never changes anything (mail scanners
 * open links): it shows a button. A POST confirms, saves or stops. The stop
 * link is also the List-Unsubscribe URL: a mail client's one-click POST
 * (RFC 8058, body List-Unsubscribe=One-Click) stops the alert with no
 * further step and gets a 200. No address is shown, only the search.
 * The page is in the language of its path: a Hindi alert's mails link to
 * /hi/alerts/... (worker/alerts/links.ts).
 */

type Purpose = AlertPurpose;
type Settings = { query: string; location: string; frequency: "daily" | "weekly" };
type PageState =
  | { state: "ask"; purpose: Purpose; token: string; search: string; settings: Settings }
  | { state: "done"; purpose: Purpose; message: string; manageUrl?: string; settings?: Settings; token?: string }
  | { state: "error"; message: string; fields?: Record<string, string[]>; token?: string; settings?: Settings };

const messagesFor = (lang: Lang) => {
  const o = { locale: lang };
  return {
    invalid: m.forms_alert_link_invalid({}, o),
    expired: m.forms_alert_link_expired({}, o),
    gone: m.forms_alert_link_gone({}, o),
    unconfigured: m.forms_alert_link_unconfigured({}, o),
    unavailable: m.forms_alert_link_unavailable({}, o),
    duplicate: m.forms_alert_link_duplicate({}, o),
  };
};
const langOf = (request: Request) => langFromPath(new URL(request.url).pathname);

const pageHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
const STATUS = { ask: 200, done: 200 } as const;
const answer = (page: PageState, status?: number) =>
  data(page, { status: status ?? (page.state === "error" ? 400 : STATUS[page.state]), headers: pageHeaders });

function purposeOf(params: { purpose?: string }): Purpose | null {
  return params.purpose === "confirm" || params.purpose === "manage" || params.purpose === "stop"
    ? params.purpose
    : null;
}

/** The subscription a link names, or the error page to show. */
async function resolve(env: Env, purpose: Purpose, token: string, now: number, lang: Lang) {
  const messages = messagesFor(lang);
  const secret = alertSecret(env);
  if (!secret) return { error: answer({ state: "error", message: messages.unconfigured }, 503) };
  const check = await verifyAlertToken(secret, purpose, token, now);
  if (check.kind !== "valid") return { error: answer({ state: "error", message: messages[check.kind] }) };
  const row = await getSubscription(env.DB, check.id);
  if (!row) return { error: answer({ state: "error", message: messages.gone }, 404) };
  return { row, secret };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const purpose = purposeOf(params);
  if (!purpose) throw data(null, { status: 404 });
  const { env } = context.get(workerContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lang = langOf(request);
  const found = await resolve(env, purpose, token, Date.now(), lang);
  if ("error" in found) return found.error;
  const { row } = found;
  return answer({
    state: "ask",
    purpose,
    token,
    search: describeSearch(row.query, row.location, lang),
    settings: { query: row.query, location: row.location, frequency: row.frequency },
  });
}

const MAX_BODY_BYTES = 16 * 1024;

async function formOf(request: Request): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(declared <= MAX_BODY_BYTES)) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const purpose = purposeOf(params);
  if (!purpose) throw data(null, { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const now = Date.now();
  const form = await formOf(request);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : "";
  };
  // The confirm and manage buttons send the token; a one-click POST carries it only in the URL.
  const token = field("token") || new URL(request.url).searchParams.get("token") || "";
  const lang = langOf(request);
  const o = { locale: lang };
  const messages = messagesFor(lang);
  const found = await resolve(env, purpose, token, now, lang);
  if ("error" in found) return found.error;
  const { row, secret } = found;
  try {
    if (purpose === "confirm") {
      await confirmSubscription(env, ctx, row.id, now);
      return answer({
        state: "done",
        purpose,
        message: (row.frequency === "daily" ? m.forms_alert_confirmed_daily : m.forms_alert_confirmed_weekly)(
          { search: describeSearch(row.query, row.location, lang) },
          o,
        ),
        manageUrl: await alertLink(env, secret, "manage", row.id, now, lang),
      });
    }
    if (purpose === "stop" || field("intent") === "stop") {
      await stopSubscription(env, row.id);
      return answer({
        state: "done",
        purpose: "stop",
        message: m.forms_alert_stopped({}, o),
      });
    }
    const parsed = alertSchemasFor(lang).settings.safeParse({
      query: field("query"),
      location: field("location"),
      frequency: field("frequency"),
    });
    const settings = { query: field("query"), location: field("location"), frequency: row.frequency };
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        fields[name] = [...(fields[name] ?? []), issue.message];
      }
      return answer({ state: "error", message: m.forms_fix_fields({}, o), fields, token, settings });
    }
    const updated = await updateSubscription(env, row.id, parsed.data);
    if (updated === "duplicate")
      return answer({ state: "error", message: messages.duplicate, token, settings: parsed.data }, 409);
    if (updated === "gone") return answer({ state: "error", message: messages.gone }, 404);
    return answer({
      state: "done",
      purpose,
      message: (parsed.data.frequency === "daily" ? m.forms_alert_saved_daily : m.forms_alert_saved_weekly)(
        { search: describeSearch(parsed.data.query, parsed.data.location, lang) },
        o,
      ),
      settings: parsed.data,
      token,
    });
  } catch (err) {
    console.error("alert link action failed", purpose, err);
    return answer({ state: "error", message: messages.unavailable }, 503);
  }
}

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

export default function AlertLink({ loaderData }: Route.ComponentProps) {
  const page = (useActionData<typeof action>() ?? loaderData) as PageState;
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
