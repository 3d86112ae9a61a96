import { z } from "zod";
import { MAX_CONFIRM_ATTEMPTS } from "./signup";

/**
 * Alert mails that failed for good and nobody has been told about yet: a
 * digest marked `failed`, or a confirmation mail whose attempts are used up
 * (a refusal jumps straight there). They join the form mails in the cron's
 * one failure summary (worker/forms/outbox.ts, reportStuckMail). Ids, times
 * and errors only: never an address or a search.
 */
export const failedAlertMail = z.object({
  kind: z.enum(["digest", "confirmation"]),
  subscription_id: z.string(),
  /** The digest's period; null for a confirmation. */
  period: z.string().nullable(),
  created_at: z.number(),
  attempts: z.number(),
  last_error: z.string().nullable(),
});
export type FailedAlertMail = z.infer<typeof failedAlertMail>;

const DIGESTS = "FROM alert_digests WHERE state = 'failed' AND reported_at IS NULL";
const CONFIRMATIONS = `FROM alert_subscriptions WHERE status = 'pending' AND confirm_sent_at IS NULL
  AND confirm_attempts >= ?1 AND confirm_reported_at IS NULL`;

export async function unreportedFailedAlertMail(db: D1Database, limit: number) {
  const [digests, confirmations, digestCount, confirmationCount] = await db.batch([
    db
      .prepare(
        `SELECT 'digest' AS kind, subscription_id, period, created_at, attempts, last_error ${DIGESTS}
       ORDER BY created_at LIMIT ?1`,
      )
      .bind(limit),
    db
      .prepare(
        `SELECT 'confirmation' AS kind, id AS subscription_id, NULL AS period, confirm_requested_at AS created_at,
         confirm_attempts AS attempts, confirm_error AS last_error ${CONFIRMATIONS}
       ORDER BY confirm_requested_at LIMIT ?2`,
      )
      .bind(MAX_CONFIRM_ATTEMPTS, limit),
    db.prepare(`SELECT COUNT(*) AS n ${DIGESTS}`),
    db.prepare(`SELECT COUNT(*) AS n ${CONFIRMATIONS}`).bind(MAX_CONFIRM_ATTEMPTS),
  ]);
  const count = z.array(z.object({ n: z.number() }));
  const mails = z
    .array(failedAlertMail)
    .parse([...digests.results, ...confirmations.results])
    .sort((a, b) => a.created_at - b.created_at)
    .slice(0, limit);
  const total = (count.parse(digestCount.results)[0]?.n ?? 0) + (count.parse(confirmationCount.results)[0]?.n ?? 0);
  return { mails, total };
}

/** Records that a summary told someone about these alert mails. */
export async function markAlertMailReported(db: D1Database, mails: FailedAlertMail[], now: number) {
  if (mails.length === 0) return;
  await db.batch(
    mails.map((m) =>
      m.kind === "digest"
        ? db
            .prepare("UPDATE alert_digests SET reported_at = ? WHERE subscription_id = ? AND period = ?")
            .bind(now, m.subscription_id, m.period)
        : db
            .prepare("UPDATE alert_subscriptions SET confirm_reported_at = ? WHERE id = ?")
            .bind(now, m.subscription_id),
    ),
  );
}
