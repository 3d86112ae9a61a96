import { alertCounts } from "#worker/alerts/subscriptions-db";

/**
 * What the staff console shows of job alerts: counts only. The addresses
 * stay in D1 (the seeker's own links manage them; `npm run outbox` lists
 * counts too), so no one reads a list of who follows which search.
 */
export async function staffAlertCounts(db: D1Database) {
  try {
    return await alertCounts(db);
  } catch (err) {
    console.error("staff: alert counts unreadable", err);
    return null;
  }
}
