import { z } from "zod";
import { deleteAlerts } from "./subscriptions-db";

/*
 * Digest rows (alert_digests) as the channels send them: the row read back
 * for sending, the keys, and the one way an attempt's outcome is written.
 * Shared by worker/alerts/digest.ts (compose, claim) and each channel's
 * sender (worker/alerts/channels/), so neither imports the other.
 */

/** A digest is tried this many times (backoff between), then marked failed and reported. */
export const MAX_DIGEST_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 10 * 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;

/** A pending digest as its channel sends it: its frozen body, and its alert's address. */
export const storedDigest = z.object({
  subscription_id: z.string(),
  period: z.string(),
  channel: z.enum(["email", "whatsapp", "push"]).catch("email"),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  headers: z.string().nullable(),
  attempts: z.number(),
  batch_key: z.string().nullable(),
  /** The e-mail address (frozen with the body), WhatsApp number or push endpoint. */
  address: z.string(),
  /** A push alert's keys (from its subscription, JSON). */
  push_keys: z.string().nullable(),
  lang: z.string().nullable(),
});
export type StoredDigest = z.infer<typeof storedDigest>;

export interface DigestRunResult {
  composed: number;
  empty: number;
  sent: number;
  failed: number;
  pending: number;
}

/** A digest's own key: the Resend idempotency key of a single send, and the dev stand-ins' record key. */
export const digestKey = (d: { subscription_id: string; period: string }) =>
  `alert-digest-${d.subscription_id}-${d.period}`;

/**
 * How one send went. `gone`: the channel says the address no longer exists
 * (a push subscription's 404 or 410): the alert is deleted. `pause`: the
 * address refused it for now (a blocked or unreachable WhatsApp number): the
 * alert is paused. `retryAfterMs`: the service's own Retry-After, honoured
 * when longer than the backoff.
 */
export type SendOutcome =
  | { ok: true; ids: string[] }
  | { ok: false; retryable: boolean; error: string; gone?: boolean; pause?: boolean; retryAfterMs?: number };

const WHERE = "period = ? AND subscription_id IN (SELECT value FROM json_each(?))";

/** Writes a send's outcome to its digests; `key` (their batch's, or the digest's own) is kept for retries. */
export async function recordOutcome(
  env: Env,
  digests: StoredDigest[],
  key: string,
  outcome: SendOutcome,
  now: number,
  result: DigestRunResult,
) {
  const ids = JSON.stringify(digests.map((d) => d.subscription_id));
  const period = digests[0].period;
  if (outcome.ok) {
    // The bodies are not kept once sent: the digest row stays as the record that it went.
    await env.DB.prepare(
      `UPDATE alert_digests SET state = 'sent', sent_at = ?, attempts = attempts + 1, batch_key = ?, mail_id = ?,
         text_body = '', html_body = '', lease_until = NULL, last_error = NULL WHERE ${WHERE}`,
    )
      .bind(now, key, outcome.ids[0] ?? null, period, ids)
      .run();
    result.sent += digests.length;
    return;
  }
  if (outcome.gone || outcome.pause) {
    // Not the agency's failure to report: the address is gone (deleted with its alert) or refuses for now.
    await env.DB.prepare(`DELETE FROM alert_digests WHERE ${WHERE}`).bind(period, ids).run();
    // A gone address is gone for every alert on it (a push endpoint may carry several searches).
    if (outcome.gone)
      await deleteAlerts(env, { channel: digests[0].channel, addresses: [...new Set(digests.map((d) => d.address))] });
    else
      await env.DB.prepare(
        "UPDATE alert_subscriptions SET paused_at = ?, pause_reason = ? WHERE id IN (SELECT value FROM json_each(?))",
      )
        .bind(now, outcome.error.slice(0, 200), ids)
        .run();
    console.warn(outcome.gone ? "alert address gone; alert deleted" : "alert address refused; alert paused", {
      channel: digests[0].channel,
      count: digests.length,
      error: outcome.error,
    });
    result.failed += digests.length;
    return;
  }
  const attempts = Math.max(...digests.map((d) => d.attempts)) + 1;
  const giveUp = !outcome.retryable || attempts >= MAX_DIGEST_ATTEMPTS;
  const backoff = Math.min(BACKOFF_BASE_MS * 2 ** (attempts - 1), BACKOFF_MAX_MS);
  const next = now + Math.max(backoff, outcome.retryAfterMs ?? 0);
  if (giveUp) console.error("ALERT DIGESTS FAILED FOR GOOD", { period, count: digests.length, error: outcome.error });
  else
    console.warn("alert digest batch failed; retried later", { period, count: digests.length, error: outcome.error });
  await env.DB.prepare(
    `UPDATE alert_digests SET state = ?, attempts = attempts + 1, batch_key = ?, next_attempt_at = ?, last_error = ?,
       lease_until = NULL WHERE ${WHERE}`,
  )
    .bind(giveUp ? "failed" : "pending", key, next, outcome.error.slice(0, 500), period, ids)
    .run();
  if (giveUp) result.failed += digests.length;
  else result.pending += digests.length;
}
