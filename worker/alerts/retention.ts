/*
 * How long alerts keep what they know about a person (issue 30; the
 * policy's "job alerts" paragraph). An alert itself lasts until its owner
 * stops it (a link, STOP, a notification's Stop); sign-ups never confirmed
 * go after 7 days (worker/alerts/signup.ts). Besides that, the retention
 * cron (worker/scheduled.ts) calls deleteExpiredAlertData:
 * - an alert paused for PAUSED_DAYS (its WhatsApp number refused us) goes;
 * - the WhatsApp messages we received (numbers, words) go after INBOUND_DAYS;
 * - a digest's row, which keeps its recipient, goes DIGEST_DAYS after it was
 *   composed, once sent or reported as failed.
 * Push subscriptions the push service says are gone (404/410) are deleted
 * when that answer comes (worker/alerts/digest-store.ts). Alerts are deleted
 * by deleteAlerts (worker/alerts/subscriptions-db.ts), its "stop" rule.
 */

import { deleteAlerts } from "./subscriptions-db";

export const PAUSED_DAYS = 30;
export const INBOUND_DAYS = 30;
export const DIGEST_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

export async function deleteExpiredAlertData(env: Env, now: number) {
  const { results: paused } = await env.DB.prepare(
    `SELECT id FROM alert_subscriptions WHERE paused_at IS NOT NULL AND paused_at < ? LIMIT ${BATCH}`,
  )
    .bind(now - PAUSED_DAYS * DAY_MS)
    .all<{ id: string }>();
  const pausedAlerts = await deleteAlerts(env, { ids: paused.map((r) => r.id) });
  const [inbound, old] = await env.DB.batch([
    env.DB.prepare(
      `DELETE FROM whatsapp_inbound WHERE message_id IN (SELECT message_id FROM whatsapp_inbound WHERE received_at < ? LIMIT ${BATCH})`,
    ).bind(now - INBOUND_DAYS * DAY_MS),
    env.DB.prepare(
      `DELETE FROM alert_digests WHERE rowid IN (SELECT rowid FROM alert_digests WHERE created_at < ?
         AND (state = 'sent' OR (state = 'failed' AND reported_at IS NOT NULL)) LIMIT ${BATCH})`,
    ).bind(now - DIGEST_DAYS * DAY_MS),
  ]);
  const report = {
    pausedAlerts,
    whatsappMessages: inbound.meta.changes,
    digests: old.meta.changes,
  };
  if (Object.values(report).some((n) => n > 0)) console.log("alert retention: deleted", JSON.stringify(report));
  return report;
}
