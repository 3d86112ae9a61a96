/** A WhatsApp number refused our messages (blocked us, left WhatsApp): its alerts wait, no digest is composed. */
export async function pauseWhatsAppNumber(env: Env, number: string, reason: string, now: number) {
  await env.DB.prepare(
    "UPDATE alert_subscriptions SET paused_at = ?, pause_reason = ? WHERE channel = 'whatsapp' AND address = ? AND paused_at IS NULL",
  )
    .bind(now, reason.slice(0, 200), number)
    .run();
}

/** The number wrote to us: it can receive again, so its paused alerts go on. */
export async function resumeWhatsAppNumber(env: Env, number: string) {
  await env.DB.prepare(
    "UPDATE alert_subscriptions SET paused_at = NULL, pause_reason = NULL WHERE channel = 'whatsapp' AND address = ? AND paused_at IS NOT NULL",
  )
    .bind(number)
    .run();
}

/** Deletes one alert and its digests not yet sent (WhatsApp and push alerts have no batches to keep whole). */
export async function deleteAlert(env: Env, id: string) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM alert_digests WHERE subscription_id = ? AND state <> 'sent'").bind(id),
    env.DB.prepare("DELETE FROM alert_subscriptions WHERE id = ?").bind(id),
  ]);
}
