import { z } from "zod";
import { LANGS, type Lang } from "#shared/i18n/lang";

/** One alert_subscriptions row, checked as it is read. */
export const subscriptionRow = z.object({
  id: z.string(),
  email: z.string(),
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
   * The language the alert was signed up in (migration 0010): its mails and
   * links. Any language of shared/i18n/languages.ts (the column has no CHECK
   * since migration 0011); one no longer in the table reads as English.
   */
  lang: z.enum(LANGS as [Lang, ...Lang[]]).catch("en"),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

const COLUMNS =
  "id, email, query, location, query_key, frequency, status, created_at, confirmed_at, confirm_requested_at, confirm_round, confirm_sent_at, confirm_attempts, since_day, last_period, seen_ids, lang";

export async function getSubscription(db: D1Database, id: string): Promise<SubscriptionRow | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE id = ?`).bind(id).first();
  return row ? subscriptionRow.parse(row) : null;
}

export async function findSubscription(db: D1Database, email: string, key: string): Promise<SubscriptionRow | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM alert_subscriptions WHERE email = ? AND query_key = ?`)
    .bind(email, key)
    .first();
  return row ? subscriptionRow.parse(row) : null;
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
  const { results } = await db
    .prepare("SELECT status, frequency, COUNT(*) AS n FROM alert_subscriptions GROUP BY status, frequency")
    .all<{ status: string; frequency: string; n: number }>();
  const digests = await db
    .prepare("SELECT state, COUNT(*) AS n FROM alert_digests GROUP BY state")
    .all<{ state: string; n: number }>();
  const count = (status: string, frequency?: string) =>
    results
      .filter((r) => r.status === status && (!frequency || r.frequency === frequency))
      .reduce((a, r) => a + r.n, 0);
  const digest = (state: string) => digests.results.find((r) => r.state === state)?.n ?? 0;
  return {
    pending: count("pending"),
    confirmedDaily: count("confirmed", "daily"),
    confirmedWeekly: count("confirmed", "weekly"),
    digestsSent: digest("sent"),
    digestsPending: digest("pending"),
    digestsFailed: digest("failed"),
  };
}
