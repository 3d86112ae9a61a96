/**
 * What /api/health says about job alerts: digests that failed for good (the
 * agency must look: `npm run outbox`, the staff page) and how many wait for
 * a retry. Counts only. `ok` is false while any digest has failed.
 */
export async function alertsHealth(env: Env) {
  try {
    const row = await env.DB.prepare(
      `SELECT SUM(state = 'pending') AS pending, SUM(state = 'failed') AS failed FROM alert_digests`,
    ).first<{ pending: number | null; failed: number | null }>();
    const failed = row?.failed ?? 0;
    return { ok: failed === 0, pendingDigests: row?.pending ?? 0, failedDigests: failed };
  } catch (err) {
    console.error("health: alert digests unreadable", err);
    return { ok: false, error: "alerts_unreadable" };
  }
}
