import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Waiter } from "#worker/jobs/snapshot";
import { alertLink, alertSecret } from "./links";
import { alertSchemasFor, describeSearch } from "./schema";
import { confirmSubscription, updateSubscription } from "./signup";
import { getSubscription, stopAlert } from "./subscriptions-db";
import { type AlertPurpose, verifyAlertToken } from "./token";

/**
 * What /alerts/confirm, /alerts/manage and /alerts/stop (each with ?token=
 * from a mail, ./token.ts) show and do; the route (app/routes/alerts-link)
 * only renders it. A GET never changes anything (mail scanners open links):
 * it asks. A POST confirms, saves or stops. The stop link is also the
 * List-Unsubscribe URL: a mail client's one-click POST (RFC 8058, body
 * List-Unsubscribe=One-Click) stops the alert with no further step and gets
 * a 200. No address is shown, only the search. Words in the page's `lang`.
 */

export type AlertSettings = { query: string; location: string; frequency: "daily" | "weekly" };

/** The page: a question with a button, what was done, or what went wrong. */
export type AlertLinkPage =
  | { state: "ask"; purpose: AlertPurpose; token: string; search: string; settings: AlertSettings }
  | {
      state: "done";
      purpose: AlertPurpose;
      message: string;
      manageUrl?: string;
      settings?: AlertSettings;
      token?: string;
    }
  | { state: "error"; message: string; fields?: Record<string, string[]>; token?: string; settings?: AlertSettings };

/** The page and its status. */
export interface AlertLinkAnswer {
  page: AlertLinkPage;
  status: number;
}

/** The confirm and manage forms are a few short fields: a larger body is not read (the URL's token decides). */
export const ALERT_LINK_BODY_BYTES = 16 * 1024;

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

const answer = (page: AlertLinkPage, status?: number): AlertLinkAnswer => ({
  page,
  status: status ?? (page.state === "error" ? 400 : 200),
});

/** The purpose a link's path names, or null (a 404). */
export function alertPurposeOf(value: string | undefined): AlertPurpose | null {
  return value === "confirm" || value === "manage" || value === "stop" ? value : null;
}

/** The subscription a link names, or the error page to show. */
async function resolve(env: Env, purpose: AlertPurpose, token: string, now: number, lang: Lang) {
  const messages = messagesFor(lang);
  const secret = alertSecret(env);
  if (!secret) return { ok: false as const, error: answer({ state: "error", message: messages.unconfigured }, 503) };
  const check = await verifyAlertToken(secret, purpose, token, now);
  if (check.kind !== "valid")
    return { ok: false as const, error: answer({ state: "error", message: messages[check.kind] }) };
  const row = await getSubscription(env.DB, check.id);
  if (!row) return { ok: false as const, error: answer({ state: "error", message: messages.gone }, 404) };
  return { ok: true as const, row, secret };
}

/** A GET of a link: what it would do, and a button. */
export async function showAlertLink(
  env: Env,
  purpose: AlertPurpose,
  token: string,
  now: number,
  lang: Lang,
): Promise<AlertLinkAnswer> {
  const found = await resolve(env, purpose, token, now, lang);
  if (!found.ok) return found.error;
  const { row } = found;
  return answer({
    state: "ask",
    purpose,
    token,
    search: describeSearch(row.query, row.location, lang),
    settings: { query: row.query, location: row.location, frequency: row.frequency },
  });
}

/**
 * A POST to a link: confirm, stop, or save new settings. `posted` is the
 * form's fields (none for a one-click POST, whose token is only in the URL).
 */
export async function actOnAlertLink(
  env: Env,
  ctx: Waiter,
  purpose: AlertPurpose,
  posted: Record<string, unknown>,
  urlToken: string,
  now: number,
  lang: Lang,
): Promise<AlertLinkAnswer> {
  const field = (name: string) => {
    const value = posted[name];
    return typeof value === "string" ? value : "";
  };
  // The confirm and manage buttons send the token; a one-click POST carries it only in the URL.
  const token = field("token") || urlToken;
  const o = { locale: lang };
  const messages = messagesFor(lang);
  const found = await resolve(env, purpose, token, now, lang);
  if (!found.ok) return found.error;
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
      await stopAlert(env, row.id);
      return answer({ state: "done", purpose: "stop", message: m.forms_alert_stopped({}, o) });
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
