import { z } from "zod";
import { isLang, type Lang } from "#shared/i18n/lang";
import { CHANNEL_NAMES, type ChannelName } from "./channels/names";

/** A stored language the site no longer has reads as English; one the site has is kept. */
const langColumn = z
  .string()
  .transform((v): Lang => (isLang(v) ? v : "en"))
  .catch("en" as Lang);

/** One alert_subscriptions row, checked as it is read. */
export const subscriptionRow = z.object({
  id: z.string(),
  /** The alert's channel (migration 0012): e-mail, WhatsApp or web push. */
  channel: z.enum(CHANNEL_NAMES).catch("email"),
  /** Its address on that channel: an e-mail address, WhatsApp number (E.164 digits) or push endpoint. */
  address: z.string(),
  /** A push subscription's keys as JSON ({p256dh, auth}); null for other channels. */
  push_keys: z.string().nullable(),
  query: z.string(),
  location: z.string(),
  query_key: z.string(),
  frequency: z.enum(["daily", "weekly"]),
  status: z.enum(["pending", "confirmed"]),
  created_at: z.number(),
  confirmed_at: z.number().nullable(),
  confirm_requested_at: z.number(),
  confirm_round: z.number(),
  confirm_sent_at: z.number().nullable(),
  confirm_attempts: z.number(),
  since_day: z.string().nullable(),
  last_period: z.string().nullable(),
  seen_ids: z.string(),
  /**
   * The language the alert was signed up in (migration 0010): its messages and
   * links. Any language of shared/i18n/languages.ts (no CHECK since 0011).
   */
  lang: langColumn,
  /** When the channel refused the address (a blocked WhatsApp number); no digests meanwhile. */
  paused_at: z.number().nullable(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

const COLUMNS =
  "id, channel, address, push_keys, query, location, query_key, frequency, status, created_at, confirmed_at, confirm_requested_at, confirm_round, confirm_sent_at, confirm_attempts, since_day, last_period, seen_ids, lang, paused_at";

export async function getSubscription(db: D1Database, id: string): Promise<SubscriptionRow | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE id = ?`).bind(id).first();
  return row ? subscriptionRow.parse(row) : null;
}

/** The alert of an address (on a channel, e-mail by default) for a search, if there is one. */
export async function findSubscription(
  db: D1Database,
  address: string,
  key: string,
  channel: SubscriptionRow["channel"] = "email",
): Promise<SubscriptionRow | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE channel = ? AND address = ? AND query_key = ?`)
    .bind(channel, address, key)
    .first();
  return row ? subscriptionRow.parse(row) : null;
}

/** Every alert of one address on one channel (a WhatsApp number's, a push endpoint's). */
export async function subscriptionsOf(
  db: D1Database,
  channel: SubscriptionRow["channel"],
  address: string,
): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE channel = ? AND address = ? ORDER BY created_at`)
    .bind(channel, address)
    .all();
  return results.map((r) => subscriptionRow.parse(r));
}

export async function getSubscriptions(db: D1Database, ids: string[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids))
    .all();
  return results.map((r) => subscriptionRow.parse(r));
}

/** Counts for the staff page and health: never an address. */
export async function alertCounts(db: D1Database) {
  const [subs, digests, byChannel] = await db.batch([
    db.prepare("SELECT status, frequency, COUNT(*) AS n FROM alert_subscriptions GROUP BY status, frequency"),
    db.prepare("SELECT state, COUNT(*) AS n FROM alert_digests GROUP BY state"),
    db.prepare(
      `SELECT channel, lang, SUM(status = 'confirmed' AND paused_at IS NULL) AS active,
         SUM(status = 'pending') AS pending, SUM(paused_at IS NOT NULL) AS paused
       FROM alert_subscriptions GROUP BY channel, lang ORDER BY channel, lang`,
    ),
  ]);
  const results = z.array(z.object({ status: z.string(), frequency: z.string(), n: z.number() })).parse(subs.results);
  const digestRows = z.array(z.object({ state: z.string(), n: z.number() })).parse(digests.results);
  const count = (status: string, frequency?: string) =>
    results
      .filter((r) => r.status === status && (!frequency || r.frequency === frequency))
      .reduce((a, r) => a + r.n, 0);
  const digest = (state: string) => digestRows.find((r) => r.state === state)?.n ?? 0;
  return {
    pending: count("pending"),
    confirmedDaily: count("confirmed", "daily"),
    confirmedWeekly: count("confirmed", "weekly"),
    digestsSent: digest("sent"),
    digestsPending: digest("pending"),
    digestsFailed: digest("failed"),
    /** Alerts by channel and language: active (confirmed, not paused), waiting for confirmation, paused. */
    byChannel: z
      .array(
        z.object({
          channel: z.string(),
          lang: z.string(),
          active: z.number().nullable(),
          pending: z.number().nullable(),
          paused: z.number().nullable(),
        }),
      )
      .parse(byChannel.results)
      .map((r) => ({
        channel: r.channel,
        lang: r.lang,
        active: r.active ?? 0,
        pending: r.pending ?? 0,
        paused: r.paused ?? 0,
      })),
  };
}

/** Which alerts to delete: by id, or every alert of some addresses on one channel. */
export type AlertSelection = { ids: string[] } | { channel: ChannelName; addresses: string[] };

/**
 * The one way alerts are deleted (decision 064): the seeker's stop (link,
 * STOP, a notification's Stop), a channel saying the address is gone, the
 * 7-day and paused-alert retention, and the staff erasure all come here.
 * The alert rows go, and with them their digests by one rule:
 * - "stop": every digest not yet sent, except a pending one already tried in
 *   a batch with other alerts' digests (an e-mail batch): it stays, with its
 *   frozen recipient, so the batch is retried whole under its key and
 *   nobody gets a digest twice; it is sent once and then kept as a sent one.
 *   Sent digests stay as the record that they went (90 days, retention).
 * - "erase": every digest of them, sent or not (a person's erasure).
 * Returns how many alerts went.
 */
export async function deleteAlerts(
  env: Pick<Env, "DB">,
  which: AlertSelection,
  rule: "stop" | "erase" = "stop",
): Promise<number> {
  const db = env.DB;
  const [owned, values] =
    "ids" in which
      ? ["SELECT value FROM json_each(?1)", [JSON.stringify(which.ids)]]
      : [
          "SELECT id FROM alert_subscriptions WHERE channel = ?2 AND address IN (SELECT value FROM json_each(?1))",
          [JSON.stringify(which.addresses), which.channel],
        ];
  const digests =
    rule === "erase"
      ? "1"
      : `state <> 'sent' AND NOT (state = 'pending' AND batch_key IS NOT NULL AND EXISTS (
           SELECT 1 FROM alert_digests AS other WHERE other.batch_key = alert_digests.batch_key
             AND other.subscription_id <> alert_digests.subscription_id))`;
  const [, alerts] = await db.batch([
    db.prepare(`DELETE FROM alert_digests WHERE subscription_id IN (${owned}) AND ${digests}`).bind(...values),
    db.prepare(`DELETE FROM alert_subscriptions WHERE id IN (${owned})`).bind(...values),
  ]);
  return alerts.meta.changes;
}

/** A channel's stop of one alert (AlertChannel.stop): deleteAlerts' "stop" rule. */
export async function stopAlert(env: Pick<Env, "DB">, id: string): Promise<void> {
  await deleteAlerts(env, { ids: [id] });
}
