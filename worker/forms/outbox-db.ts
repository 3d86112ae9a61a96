import { z } from "zod";
import { dismissStatement, type RequeueTarget, requeueStatement } from "./outbox-sql";

/** D1 access for the outbox's health, reports and re-queueing. Every row read back is validated. */

const countRow = z.object({
  mail_state: z.enum(["pending", "failed"]),
  n: z.number(),
  oldest: z.number().nullable(),
});

export interface OutboxCounts {
  pending: number;
  failed: number;
  /** created_at of the oldest pending / failed submission, null when none. */
  oldestPending: number | null;
  oldestFailed: number | null;
}

/** How many mails wait and how many failed for good (not dismissed as handled by hand), and since when. */
export async function outboxCounts(db: D1Database): Promise<OutboxCounts> {
  const { results } = await db
    .prepare(
      `SELECT mail_state, COUNT(*) AS n, MIN(created_at) AS oldest FROM submissions
       WHERE mail_state IN ('pending', 'failed') AND dismissed_at IS NULL GROUP BY mail_state`,
    )
    .all();
  const rows = z.array(countRow).parse(results);
  const pending = rows.find((r) => r.mail_state === "pending");
  const failed = rows.find((r) => r.mail_state === "failed");
  return {
    pending: pending?.n ?? 0,
    failed: failed?.n ?? 0,
    oldestPending: pending?.oldest ?? null,
    oldestFailed: failed?.oldest ?? null,
  };
}

/**
 * Notes on due pending mails that no mailer is configured, without counting
 * an attempt: they are sent as soon as a mailer is. Returns how many wait.
 */
export async function markNoMailer(db: D1Database, error: string, now: number, id?: string): Promise<number> {
  const where = id === undefined ? "" : " AND id = ?3";
  const stmt = db.prepare(
    `UPDATE submissions SET last_error = ?1 WHERE mail_state = 'pending' AND next_attempt_at <= ?2${where} RETURNING id`,
  );
  const { results } = await (id === undefined ? stmt.bind(error, now) : stmt.bind(error, now, id)).all();
  return results.length;
}

export const stuckRow = z.object({
  id: z.string(),
  kind: z.string(),
  created_at: z.number(),
  mail_state: z.enum(["pending", "failed"]),
  mail_attempts: z.number(),
  last_error: z.string().nullable(),
});
export type StuckMail = z.infer<typeof stuckRow>;

/**
 * Mail nobody has been told about yet that will not go out by itself:
 * failed for good, or waiting because no mailer is configured.
 */
export async function unreportedStuckMail(db: D1Database, noMailerError: string, limit: number) {
  const where = `reported_at IS NULL AND dismissed_at IS NULL
    AND (mail_state = 'failed' OR (mail_state = 'pending' AND last_error = ?1))`;
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT id, kind, created_at, mail_state, mail_attempts, last_error FROM submissions
         WHERE ${where} ORDER BY created_at LIMIT ?2`,
      )
      .bind(noMailerError, limit),
    db.prepare(`SELECT COUNT(*) AS n FROM submissions WHERE ${where}`).bind(noMailerError),
  ]);
  return {
    mails: z.array(stuckRow).parse(list.results),
    total: z.array(z.object({ n: z.number() })).parse(count.results)[0]?.n ?? 0,
  };
}

/** Records that a summary told someone about these mails. */
export async function markReported(db: D1Database, ids: string[], now: number) {
  if (ids.length === 0) return;
  await db.batch(ids.map((id) => db.prepare("UPDATE submissions SET reported_at = ? WHERE id = ?").bind(now, id)));
}

/**
 * A mail that has just failed for good is news, even if it was reported
 * before while it waited for a mailer.
 */
export async function markUnreported(db: D1Database, id: string) {
  await db.prepare("UPDATE submissions SET reported_at = NULL WHERE id = ?").bind(id).run();
}

const requeuedRow = z.object({
  id: z.string(),
  kind: z.string(),
  created_at: z.number(),
  last_error: z.string().nullable(),
});

/** `npm run outbox -- --retry ID|failed`: back to pending and due now (worker/forms/outbox-sql.ts). */
export async function requeueMail(db: D1Database, target: RequeueTarget, now: number) {
  const { sql, params } = requeueStatement(target, now);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all();
  return z.array(requeuedRow).parse(results);
}

/** `npm run outbox -- --dismiss ID`: a failed mail handled by hand (worker/forms/outbox-sql.ts). */
export async function dismissMail(db: D1Database, id: string, now: number) {
  const { sql, params } = dismissStatement(id, now);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all();
  return z.array(requeuedRow).parse(results);
}
