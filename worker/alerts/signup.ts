import type { Lang } from "#shared/i18n/lang";
import { todayInIndia } from "#shared/lib/dates";
import { type FieldErrors, type FormResult, fieldErrorsOf } from "#shared/schemas/fields";
import { openFormPost } from "#worker/http/body";
import { sha256Hex } from "#worker/http/hash";
import { searchIndex } from "#worker/jobs/search/search";
import { getSnapshot, type Waiter } from "#worker/jobs/snapshot";
import { mailerFor, NO_MAILER, noMailerHint } from "#worker/mail/index";
import { alertLink, alertSecret, safetyUrl } from "./links";
import { confirmationMail, existingAlertMail } from "./mail";
import {
  ALERT_FIELDS,
  alertConsent,
  alertMessagesFor,
  alertSchemasFor,
  describeSearch,
  HONEYPOT_FIELD,
  searchKey,
} from "./schema";
import { deleteAlerts, findSubscription, getSubscription, type SubscriptionRow } from "./subscriptions-db";

/** A sign-up form is a few short fields. */
export const MAX_SIGNUP_BYTES = 16 * 1024;
/** The same address and search again within this time sends no second confirmation mail. */
export const RESEND_AFTER_MS = 60 * 60_000;
/** At most this many sign-up mails to one address in any 24 hours, whatever the searches. */
export const MAX_SIGNUPS_PER_ADDRESS_DAY = 5;
const ADDRESS_WINDOW_MS = 24 * 60 * 60_000;
/** Unconfirmed sign-ups are deleted after this long (the cron). */
export const PENDING_TTL_MS = 7 * 24 * 60 * 60_000;
/** A confirmation mail is tried this many times, by the cron after the first. */
export const MAX_CONFIRM_ATTEMPTS = 8;

export interface AlertDeps {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

export interface SignupResponse {
  status: number;
  body: FormResult;
  headers: Record<string, string>;
  values?: Record<string, string>;
}

const answer = (status: number, body: FormResult, headers: Record<string, string> = {}): SignupResponse => ({
  status,
  body,
  headers: { "Cache-Control": "no-store", ...headers },
});

/**
 * A job alert sign-up, from the page action (/alerts, no JavaScript needed)
 * or the API: the same limits as the other forms (size, per-client rate,
 * honeypot), then a per-address limit, then the double opt-in. The answer is
 * the same whether or not the address already has this alert, so the form
 * tells no one what anybody subscribed to. `lang` is the page's (/hi/alerts
 * is Hindi): the answer, and the alert's mails and links from then on.
 */
export async function handleAlertSignup(request: Request, deps: AlertDeps, lang: Lang = "en"): Promise<SignupResponse> {
  const alertMessages = alertMessagesFor(lang);
  const now = (deps.now ?? Date.now)();
  const { env } = deps;
  const limited = answer(429, { ok: false, error: alertMessages.rateLimited }, { "Retry-After": "60" });
  const body = await openFormPost(request, env, MAX_SIGNUP_BYTES);
  if (!body.ok) {
    if (body.problem === "too_large") return answer(413, { ok: false, error: alertMessages.tooLarge });
    if (body.problem === "rate_limited") return limited;
    return answer(400, { ok: false, error: alertMessages.badBody, fields: {} });
  }
  const input = body.fields;
  const values = Object.fromEntries(
    ALERT_FIELDS.map((name) => [name, typeof input[name] === "string" ? String(input[name]).slice(0, 500) : ""]),
  );
  const trap = input[HONEYPOT_FIELD];
  // Looks like success to the bot; nothing is stored or mailed.
  if (typeof trap === "string" && trap.trim() !== "") return answer(200, { ok: true, message: alertMessages.success });

  const parsed = alertSchemasFor(lang).signup.safeParse(input);
  if (!parsed.success) {
    const fields: FieldErrors = fieldErrorsOf(parsed.error);
    return { ...answer(400, { ok: false, error: alertMessages.fix, fields }), values };
  }
  const signup = { ...parsed.data, lang };
  const secret = alertSecret(env);
  if (!secret) {
    console.error("ALERT SIGN-UP REFUSED: SIGNING_SECRET is not configured, confirmation links cannot be made");
    return { ...answer(503, { ok: false, error: alertMessages.failure }), values };
  }
  try {
    const addressKey = `alert-address:${await sha256Hex(signup.email)}`;
    if (!(await env.ALERT_ADDRESS_LIMITER.limit({ key: addressKey })).success) return { ...limited, values };
  } catch (err) {
    console.error("address rate limiter unavailable", err);
  }
  try {
    const id = await recordSignup(env, signup, now);
    if (id) deps.waitUntil(deliverConfirmation(env, id, now).catch((err) => console.error("confirmation mail", err)));
    else
      deps.waitUntil(
        remindExisting(env, signup, now).catch((err) => console.error("ALERT 'ALREADY SUBSCRIBED' MAIL FAILED", err)),
      );
  } catch (err) {
    console.error("alert sign-up not stored", err);
    return { ...answer(503, { ok: false, error: alertMessages.failure }), values };
  }
  return answer(200, { ok: true, message: alertMessages.success });
}

/**
 * Takes one of the address's sign-up mails for the last 24 hours, or returns
 * false when it had them all. The cap counts mails (the log), not sign-up
 * rows: the same search asked again after each hour is one row but a mail
 * each time. One statement, so two concurrent sign-ups cannot both take the
 * last one.
 */
export async function claimAddressMail(
  env: Env,
  email: string,
  key: string,
  kind: "confirm" | "exists",
  now: number,
): Promise<boolean> {
  const hash = await sha256Hex(email);
  const res = await env.DB.prepare(
    `INSERT INTO alert_address_mails (address_hash, query_key, kind, sent_at)
     SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM alert_address_mails WHERE address_hash = ? AND sent_at > ?) < ?`,
  )
    .bind(hash, key, kind, now, hash, now - ADDRESS_WINDOW_MS, MAX_SIGNUPS_PER_ADDRESS_DAY)
    .run();
  if (res.meta.changes === 1) return true;
  console.warn("alert sign-up: the address had its sign-up mails for today; none sent");
  return false;
}

/**
 * Stores a sign-up; returns the id whose confirmation mail should go now, or
 * null when none should: the same search was asked for within the hour, it
 * is confirmed already, or this address had its day's share of mails.
 */
export interface Signup {
  email: string;
  query: string;
  location: string;
  frequency: "daily" | "weekly";
  /** The language of the sign-up page; English when absent. */
  lang?: Lang;
}

export async function recordSignup(env: Env, signup: Signup, now: number): Promise<string | null> {
  const lang = signup.lang ?? "en";
  const key = searchKey(signup.query, signup.location);
  const existing = await findSubscription(env.DB, signup.email, key);
  if (existing?.status === "confirmed") return null;
  if (existing && now - existing.confirm_requested_at < RESEND_AFTER_MS) return null;
  // Claimed before the row is written: a sign-up that then loses a race wastes a mail of the cap, never exceeds it.
  if (!(await claimAddressMail(env, signup.email, key, "confirm", now))) return null;
  if (existing) {
    // Asked again after the hour: a new confirmation mail (a new round, so a new idempotency key),
    // in the language (and with the consent text) of this sign-up.
    const bumped = await env.DB.prepare(
      `UPDATE alert_subscriptions SET confirm_requested_at = ?, confirm_round = confirm_round + 1,
         confirm_sent_at = NULL, confirm_attempts = 0, confirm_error = NULL, confirm_reported_at = NULL, frequency = ?, query = ?, location = ?,
         lang = ?, consent_text = ?
       WHERE id = ? AND status = 'pending' AND confirm_requested_at = ?`,
    )
      .bind(
        now,
        signup.frequency,
        signup.query,
        signup.location,
        lang,
        alertConsent(lang),
        existing.id,
        existing.confirm_requested_at,
      )
      .run();
    return bumped.meta.changes === 1 ? existing.id : null;
  }
  const id = crypto.randomUUID();
  const inserted = await env.DB.prepare(
    `INSERT INTO alert_subscriptions (id, channel, address, query, location, query_key, frequency, status, created_at, consent_text, confirm_requested_at, lang)
     VALUES (?, 'email', ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (channel, address, query_key) DO NOTHING`,
  )
    .bind(id, signup.email, signup.query, signup.location, key, signup.frequency, now, alertConsent(lang), now, lang)
    .run();
  // A concurrent twin got there first: it sends the one mail.
  return inserted.meta.changes === 1 ? id : null;
}

/**
 * A sign-up for an alert the address already has confirmed: the page said a
 * mail was sent (it must not tell whether the address subscribed), so one is,
 * saying so, with the manage link (where a new frequency can be chosen).
 * At most one an hour for the same search, counted in the address's cap.
 */
export async function remindExisting(env: Env, signup: Signup, now: number): Promise<"sent" | "skipped"> {
  // In the language of this sign-up: the visitor just used it.
  const lang = signup.lang ?? "en";
  const key = searchKey(signup.query, signup.location);
  const row = await findSubscription(env.DB, signup.email, key);
  const secret = alertSecret(env);
  if (row?.status !== "confirmed" || !secret) return "skipped";
  const recent = await env.DB.prepare(
    "SELECT 1 FROM alert_address_mails WHERE address_hash = ? AND query_key = ? AND kind = 'exists' AND sent_at > ?",
  )
    .bind(await sha256Hex(signup.email), key, now - RESEND_AFTER_MS)
    .first();
  if (recent) return "skipped";
  if (!(await claimAddressMail(env, signup.email, key, "exists", now))) return "skipped";
  const mailer = mailerFor(env, () => now);
  if (!mailer) {
    console.error(`ALERT 'ALREADY SUBSCRIBED' MAIL NOT SENT: ${NO_MAILER} (${noMailerHint(env)})`);
    return "skipped";
  }
  const mail = await existingAlertMail({
    search: describeSearch(row.query, row.location, lang),
    frequency: row.frequency,
    askedFrequency: signup.frequency,
    manageUrl: await alertLink(env, secret, "manage", row.id, now, lang),
    safetyUrl: safetyUrl(env, lang),
    lang,
  });
  const outcome = await mailer(
    { from: env.MAIL_FROM, to: [row.address], ...mail, attachments: [] },
    `alert-exists-${row.id}-${now}`,
  );
  if (outcome.ok) return "sent";
  // A courtesy note, not retried: the alert itself is unchanged and working.
  console.error("ALERT 'ALREADY SUBSCRIBED' MAIL FAILED", { id: row.id, error: outcome.error });
  return "skipped";
}

/** The confirmation mail's idempotency key: one per sign-up and round. */
export const confirmKey = (row: Pick<SubscriptionRow, "id" | "confirm_round">) =>
  `alert-confirm-${row.id}-${row.confirm_round}`;

/**
 * Sends a pending sign-up's confirmation mail if it has not gone out. Never
 * throws for a failed send: the row keeps the error and the cron retries.
 */
export async function deliverConfirmation(env: Env, id: string, now: number): Promise<"sent" | "pending" | "skipped"> {
  const row = await getSubscription(env.DB, id);
  if (row?.status !== "pending" || row.confirm_sent_at !== null) return "skipped";
  if (row.confirm_attempts >= MAX_CONFIRM_ATTEMPTS) return "skipped";
  const secret = alertSecret(env);
  const mailer = mailerFor(env, () => now);
  if (!mailer || !secret) {
    const why = secret ? `${NO_MAILER} (${noMailerHint(env)})` : "SIGNING_SECRET is not configured";
    console.error(`ALERT CONFIRMATION NOT SENT: ${why}; the sign-up is kept`);
    await env.DB.prepare("UPDATE alert_subscriptions SET confirm_error = ? WHERE id = ?").bind(why, id).run();
    return "pending";
  }
  // In the language the visitor signed up in, the link to the page in it too.
  const confirmUrl = await alertLink(env, secret, "confirm", row.id, row.confirm_requested_at, row.lang);
  const mail = await confirmationMail({
    search: describeSearch(row.query, row.location, row.lang),
    frequency: row.frequency,
    confirmUrl,
    safetyUrl: safetyUrl(env, row.lang),
    lang: row.lang,
  });
  const outcome = await mailer({ from: env.MAIL_FROM, to: [row.address], ...mail, attachments: [] }, confirmKey(row));
  if (outcome.ok) {
    await env.DB.prepare(
      "UPDATE alert_subscriptions SET confirm_sent_at = ?, confirm_attempts = confirm_attempts + 1, confirm_error = NULL WHERE id = ? AND confirm_round = ?",
    )
      .bind(now, id, row.confirm_round)
      .run();
    return "sent";
  }
  // A permanent refusal (a bad address) is not retried: attempts jump to the limit.
  const attempts = outcome.retryable ? row.confirm_attempts + 1 : MAX_CONFIRM_ATTEMPTS;
  console.warn("alert confirmation mail failed", { id, attempts, error: outcome.error });
  await env.DB.prepare("UPDATE alert_subscriptions SET confirm_attempts = ?, confirm_error = ? WHERE id = ?")
    .bind(attempts, outcome.error, id)
    .run();
  return "pending";
}

/**
 * Confirms a sign-up. Its digests list jobs that appear from now on: the
 * cursor is today, less the matching jobs already listed today (a visitor
 * who signed up from a search has seen those). Confirming twice is fine.
 */
export async function confirmSubscription(
  env: Env,
  ctx: Waiter,
  id: string,
  now: number,
): Promise<SubscriptionRow | null> {
  const row = await getSubscription(env.DB, id);
  if (row?.status !== "pending") return row;
  const today = todayInIndia(new Date(now));
  let seen: number[] = [];
  try {
    const { index } = await getSnapshot(env, ctx, now);
    const positions = searchIndex(index, { query: row.query, location: row.location, sort: "date" });
    seen = positions.filter((p) => index.firstSeenAt(p) === today).map((p) => index.idAt(p));
  } catch (err) {
    // Without the job list the first digest may repeat some of today's jobs; the alert still starts.
    console.warn("alert confirmation: jobs unreadable, today's jobs not marked seen", err);
  }
  await env.DB.prepare(
    `UPDATE alert_subscriptions SET status = 'confirmed', confirmed_at = ?, since_day = ?, seen_ids = ?
     WHERE id = ? AND status = 'pending'`,
  )
    .bind(now, today, JSON.stringify(seen), id)
    .run();
  return getSubscription(env.DB, id);
}

export type UpdateResult = "updated" | "duplicate" | "gone";

/** Changes an alert's search or frequency; another alert of the address with that search already is a duplicate. */
export async function updateSubscription(
  env: Env,
  id: string,
  settings: { query: string; location: string; frequency: "daily" | "weekly" },
): Promise<UpdateResult> {
  try {
    const res = await env.DB.prepare(
      "UPDATE alert_subscriptions SET query = ?, location = ?, query_key = ?, frequency = ? WHERE id = ?",
    )
      .bind(settings.query, settings.location, searchKey(settings.query, settings.location), settings.frequency, id)
      .run();
    return res.meta.changes === 1 ? "updated" : "gone";
  } catch (err) {
    if (String(err).includes("UNIQUE")) return "duplicate";
    throw err;
  }
}

/**
 * The cron's part of sign-ups: confirmation mails that did not go out are
 * tried again; sign-ups unconfirmed after 7 days are deleted.
 */
export async function maintainSignups(env: Env, now: number) {
  const { results: stale } = await env.DB.prepare(
    "SELECT id FROM alert_subscriptions WHERE status = 'pending' AND confirm_requested_at < ? LIMIT 500",
  )
    .bind(now - PENDING_TTL_MS)
    .all<{ id: string }>();
  const deleted = await deleteAlerts(env, { ids: stale.map((r) => r.id) });
  // The per-address mail log only matters for a day.
  await env.DB.prepare("DELETE FROM alert_address_mails WHERE sent_at <= ?")
    .bind(now - ADDRESS_WINDOW_MS)
    .run();
  const { results } = await env.DB.prepare(
    `SELECT id FROM alert_subscriptions WHERE status = 'pending' AND confirm_sent_at IS NULL AND confirm_attempts < ?
     ORDER BY confirm_requested_at LIMIT 50`,
  )
    .bind(MAX_CONFIRM_ATTEMPTS)
    .all<{ id: string }>();
  const retried: Record<string, string> = {};
  for (const { id } of results) retried[id] = await deliverConfirmation(env, id, now).catch(() => "error");
  return { deletedUnconfirmed: deleted, retried };
}
