import { data, Link, useActionData } from "react-router";
import { type FormFields, TextField } from "#app/islands/forms/fields";
import { FieldError, fieldAria } from "#app/islands/forms/parts";
import { metaLang, seo } from "#app/lib/seo";
import { workerContext } from "#shared/lib/worker-context";
import { JOB_SEARCH_LIMITS } from "#shared/schemas/job-search-limits";
import { alertLink, alertSecret } from "#worker/alerts/links";
import { alertSettingsSchema, describeSearch } from "#worker/alerts/schema";
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
 */

type Purpose = AlertPurpose;
type Settings = { query: string; location: string; frequency: "daily" | "weekly" };
type PageState =
  | { state: "ask"; purpose: Purpose; token: string; search: string; settings: Settings }
  | { state: "done"; purpose: Purpose; message: string; manageUrl?: string; settings?: Settings; token?: string }
  | { state: "error"; message: string; fields?: Record<string, string[]>; token?: string; settings?: Settings };

const messages = {
  invalid: "This link is not valid: it may have been cut short or changed. Use the link from the e-mail again.",
  expired: "This link has expired. Sign up again from any job search, or use the link in a newer alert e-mail.",
  gone: "This alert no longer exists: it was stopped, or never confirmed within 7 days.",
  unconfigured: "Job alert links are not working at the moment. Please try again later or write to us.",
  unavailable: "We could not do that just now. Please try again in a few minutes.",
  duplicate: "You already have an alert for that search.",
};

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
async function resolve(env: Env, purpose: Purpose, token: string, now: number) {
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
  const found = await resolve(env, purpose, token, Date.now());
  if ("error" in found) return found.error;
  const { row } = found;
  return answer({
    state: "ask",
    purpose,
    token,
    search: describeSearch(row.query, row.location),
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
  const found = await resolve(env, purpose, token, now);
  if ("error" in found) return found.error;
  const { row, secret } = found;
  try {
    if (purpose === "confirm") {
      await confirmSubscription(env, ctx, row.id, now);
      return answer({
        state: "done",
        purpose,
        message: `Your alert for ${describeSearch(row.query, row.location)} is on. The first e-mail comes with the next ${row.frequency === "daily" ? "daily" : "Monday"} round, when there are new jobs.`,
        manageUrl: await alertLink(env, secret, "manage", row.id, now),
      });
    }
    if (purpose === "stop" || field("intent") === "stop") {
      await stopSubscription(env, row.id);
      return answer({
        state: "done",
        purpose: "stop",
        message: "Your job alert is stopped. We will send no more e-mails for it.",
      });
    }
    const parsed = alertSettingsSchema.safeParse({
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
      return answer({ state: "error", message: "Please correct the highlighted fields.", fields, token, settings });
    }
    const updated = await updateSubscription(env, row.id, parsed.data);
    if (updated === "duplicate")
      return answer({ state: "error", message: messages.duplicate, token, settings: parsed.data }, 409);
    if (updated === "gone") return answer({ state: "error", message: messages.gone }, 404);
    return answer({
      state: "done",
      purpose,
      message: `Saved: ${parsed.data.frequency} e-mails with new jobs for ${describeSearch(parsed.data.query, parsed.data.location)}.`,
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
  seo({
    lang: metaLang(location),
    title: "Your job alert",
    description: "Confirm, change or stop a job alert.",
    path: "/alerts",
    noindex: true,
  });

function SettingsForm({
  token,
  settings,
  fields,
}: {
  token: string;
  settings: Settings;
  fields?: Record<string, string[]>;
}) {
  // The same field parts as the other forms: each error below its control, named by aria-describedby.
  const form: FormFields = {
    idPrefix: "manage",
    fields: {
      query: { maxLength: JOB_SEARCH_LIMITS.maxTermLength },
      location: { maxLength: JOB_SEARCH_LIMITS.maxTermLength },
    },
    errorsOf: (name) => fields?.[name],
    values: {},
  };
  const frequencyErrors = fields?.frequency;
  const frequencyAria = fieldAria("manage-frequency", frequencyErrors);
  return (
    <form method="post" className="form-grid" aria-label="Change your job alert">
      <input type="hidden" name="token" value={token} />
      <TextField
        form={form}
        name="query"
        label="Job title, skill or company"
        type="text"
        defaultValue={settings.query}
      />
      <TextField form={form} name="location" label="City or state" type="text" defaultValue={settings.location} />
      <fieldset
        className={`field${frequencyErrors?.length ? " field--invalid" : ""}`}
        aria-describedby={frequencyAria["aria-describedby"]}
      >
        <legend className="field-label">How often</legend>
        <label className="field-check">
          <input
            type="radio"
            name="frequency"
            value="daily"
            aria-invalid={frequencyAria["aria-invalid"]}
            defaultChecked={settings.frequency === "daily"}
          />{" "}
          Daily
        </label>
        <label className="field-check">
          <input
            type="radio"
            name="frequency"
            value="weekly"
            aria-invalid={frequencyAria["aria-invalid"]}
            defaultChecked={settings.frequency === "weekly"}
          />{" "}
          Weekly, on Mondays
        </label>
        <FieldError id="manage-frequency" errors={frequencyErrors} />
      </fieldset>
      <div className="form-foot">
        <button type="submit" name="intent" value="save" className="btn btn-primary">
          Save changes
        </button>{" "}
        <button type="submit" name="intent" value="stop" className="btn">
          Stop this alert
        </button>
      </div>
    </form>
  );
}

const TITLES: Record<Purpose, string> = {
  confirm: "Confirm your job alert",
  manage: "Your job alert",
  stop: "Stop your job alert",
};

/** Once the button was pressed the heading says what happened, not what to do. */
const DONE_TITLES: Record<Purpose, string> = {
  confirm: "Your job alert is on",
  manage: "Your job alert",
  stop: "Your job alert is stopped",
};

export default function AlertLink({ loaderData }: Route.ComponentProps) {
  const page = (useActionData<typeof action>() ?? loaderData) as PageState;
  const title =
    page.state === "error" ? "Your job alert" : (page.state === "done" ? DONE_TITLES : TITLES)[page.purpose];
  return (
    <section className="page-section" aria-labelledby="alert-link-title">
      <div className="container form-result-page">
        <h1 id="alert-link-title">{title}</h1>
        {page.state === "ask" && page.purpose === "confirm" ? (
          <>
            <p>
              New jobs for {page.search}, {page.settings.frequency}.
            </p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                Confirm the alert
              </button>
            </form>
          </>
        ) : page.state === "ask" && page.purpose === "stop" ? (
          <>
            <p>Stop the e-mails with new jobs for {page.search}?</p>
            <form method="post">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="btn btn-primary">
                Stop this alert
              </button>
            </form>
          </>
        ) : page.state === "ask" ? (
          <SettingsForm token={page.token} settings={page.settings} />
        ) : page.state === "done" ? (
          <>
            <p className="form-status form-status--ok" role="status">
              {page.message}
            </p>
            {page.manageUrl ? (
              <p>
                <a href={page.manageUrl}>Change or stop this alert</a> at any time; every alert e-mail has the link too.
              </p>
            ) : null}
            {page.purpose === "manage" && page.token && page.settings ? (
              <SettingsForm token={page.token} settings={page.settings} />
            ) : null}
          </>
        ) : (
          <>
            <p className="form-status form-status--error" role="alert">
              {page.message}
            </p>
            {page.token && page.settings ? (
              <SettingsForm token={page.token} settings={page.settings} fields={page.fields} />
            ) : null}
          </>
        )}
        <p>
          <Link to="/job">Browse the latest jobs</Link> or go <Link to="/">back to the home page</Link>.
        </p>
      </div>
    </section>
  );
}
