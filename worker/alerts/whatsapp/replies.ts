import { pauseWhatsAppNumber } from "../channels/whatsapp-state";
import { sendCloudMessage } from "./cloud-api";
import type { WhatsAppConfig } from "./config";

/*
 * Replies to a seeker's WhatsApp messages (the confirmation, STOP, HELP),
 * sent as free text inside the 24-hour window that their message opened.
 * The reply waits in its message's row (whatsapp_inbound) until the Cloud
 * API accepts it: sent after the webhook's 200, retried by the cron while
 * the window is open.
 */

/** A reply is tried this often, then given up (reported in the log). */
export const MAX_REPLY_ATTEMPTS = 6;
/** Free text is allowed for 24 hours after the seeker's message; we stop an hour early. */
export const REPLY_WINDOW_MS = 23 * 60 * 60_000;

/** Sends the reply to one message if it is still due; never throws. */
export async function sendReply(env: Env, cfg: WhatsAppConfig, messageId: string, now: number) {
  const row = await env.DB.prepare(
    `SELECT from_number, received_at, reply_text, reply_attempts FROM whatsapp_inbound
     WHERE message_id = ? AND reply_state = 'pending' AND reply_text IS NOT NULL`,
  )
    .bind(messageId)
    .first<{ from_number: string; received_at: number; reply_text: string; reply_attempts: number }>();
  if (!row) return "skipped";
  if (now - row.received_at > REPLY_WINDOW_MS || row.reply_attempts >= MAX_REPLY_ATTEMPTS) {
    console.error("WHATSAPP REPLY NOT SENT: its 24-hour window closed or its attempts ran out", { messageId });
    await env.DB.prepare("UPDATE whatsapp_inbound SET reply_state = 'failed' WHERE message_id = ?")
      .bind(messageId)
      .run();
    return "failed";
  }
  const outcome = await sendCloudMessage(cfg, {
    type: "text",
    to: row.from_number,
    text: { body: row.reply_text, preview_url: true },
  });
  if (outcome.ok) {
    await env.DB.prepare(
      "UPDATE whatsapp_inbound SET reply_state = 'sent', reply_attempts = reply_attempts + 1, reply_error = NULL WHERE message_id = ?",
    )
      .bind(messageId)
      .run();
    return "sent";
  }
  const state = outcome.retryable ? "pending" : "failed";
  if (outcome.pause) await pauseWhatsAppNumber(env, row.from_number, outcome.error, now);
  console.warn("whatsapp reply failed", { messageId, retryable: outcome.retryable, error: outcome.error });
  await env.DB.prepare(
    "UPDATE whatsapp_inbound SET reply_state = ?, reply_attempts = reply_attempts + 1, reply_error = ? WHERE message_id = ?",
  )
    .bind(state, outcome.error.slice(0, 500), messageId)
    .run();
  return state;
}

/** The cron's part: replies not yet accepted are tried again while their window is open. */
export async function retryReplies(env: Env, cfg: WhatsAppConfig | null, now: number) {
  if (!cfg) return { retried: 0 };
  const { results } = await env.DB.prepare(
    `SELECT message_id FROM whatsapp_inbound WHERE reply_state = 'pending' AND reply_text IS NOT NULL
     ORDER BY received_at LIMIT 50`,
  ).all<{ message_id: string }>();
  for (const { message_id } of results) await sendReply(env, cfg, message_id, now);
  return { retried: results.length };
}
