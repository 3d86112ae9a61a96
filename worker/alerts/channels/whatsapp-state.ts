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
