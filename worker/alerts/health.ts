import { pushMissing } from "./push/config";
import { whatsappMissing } from "./whatsapp/config";

/**
 * A channel as health tells it: on, off (not configured: not offered), or
 * half configured, a mistake to fix that degrades health. Health is public,
 * so it names no variable (secret names included); the configuration check's
 * log and `.dev.vars.example` do.
 */
function channelState(missing: string[], all: number) {
  if (missing.length === 0) return { enabled: true };
  return { enabled: false, partly: missing.length < all };
}

/**
 * What /api/health says about job alerts: digests that failed for good (the
 * agency must look: `npm run outbox`, the staff page), how many wait for a
 * retry, alerts paused because their number refused us, and which channels
 * are offered. Counts only. `ok` is false while any digest has failed or a
 * channel is half configured; a channel left unset is simply not offered.
 */
export async function alertsHealth(env: Env) {
  const whatsapp = channelState(whatsappMissing(env), 5);
  const push = channelState(pushMissing(env), 3);
  const problems = [
    ...(whatsapp.enabled || !whatsapp.partly ? [] : ["whatsapp_incomplete"]),
    ...(push.enabled || !push.partly ? [] : ["push_incomplete"]),
  ];
  const channels = { email: { enabled: true }, whatsapp, push };
  try {
    const row = await env.DB.prepare(
      `SELECT (SELECT SUM(state = 'pending') FROM alert_digests) AS pending,
         (SELECT SUM(state = 'failed') FROM alert_digests) AS failed,
         (SELECT COUNT(*) FROM alert_subscriptions WHERE paused_at IS NOT NULL) AS paused`,
    ).first<{ pending: number | null; failed: number | null; paused: number | null }>();
    const failed = row?.failed ?? 0;
    return {
      ok: failed === 0 && problems.length === 0,
      pendingDigests: row?.pending ?? 0,
      failedDigests: failed,
      pausedAlerts: row?.paused ?? 0,
      channels,
      problems,
    };
  } catch (err) {
    console.error("health: alert digests unreadable", err);
    return { ok: false, error: "alerts_unreadable", channels, problems };
  }
}
