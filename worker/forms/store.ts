import { z } from "zod";

/** D1 access for submissions and the outbox. Every row read back is validated. */

export type SubmissionKind = "enquiry" | "resume";

export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export const submissionRow = z.object({
  id: z.string(),
  kind: z.enum(["enquiry", "resume"]),
  payload: z.string(),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().nullable(),
  created_at: z.number(),
  mail_state: z.enum(["pending", "sent", "failed"]),
  mail_attempts: z.number(),
  next_attempt_at: z.number(),
  last_error: z.string().nullable(),
  mail_id: z.string().nullable(),
  sent_at: z.number().nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRow>;

export async function insertSubmission(
  db: D1Database,
  input: { id: string; kind: SubmissionKind; payload: unknown; file?: StoredFile; now: number },
) {
  await db
    .prepare(
      `INSERT INTO submissions (id, kind, payload, file_key, file_name, file_type, file_size, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      input.id,
      input.kind,
      JSON.stringify(input.payload),
      input.file?.key ?? null,
      input.file?.name ?? null,
      input.file?.type ?? null,
      input.file?.size ?? null,
      input.now,
      input.now,
    )
    .run();
}

/**
 * Takes a due, pending submission for one send: pushes its next attempt out
 * by `leaseMs` so a concurrent cron run or request skips it. Null when it is
 * not pending, not due, or already taken.
 */
export async function claimForSending(db: D1Database, id: string, now: number, leaseMs: number) {
  const row = await db
    .prepare(
      `UPDATE submissions SET next_attempt_at = ?
       WHERE id = ? AND mail_state = 'pending' AND next_attempt_at <= ? RETURNING *`,
    )
    .bind(now + leaseMs, id, now)
    .first();
  return row ? submissionRow.parse(row) : null;
}

export async function dueSubmissionIds(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM submissions WHERE mail_state = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at LIMIT ?`,
    )
    .bind(now, limit)
    .all();
  return z
    .array(z.object({ id: z.string() }))
    .parse(results)
    .map((r) => r.id);
}

export async function recordAttempt(
  db: D1Database,
  input: {
    id: string;
    attempt: number;
    now: number;
    ok: boolean;
    status?: number;
    error?: string;
    mailId?: string;
    /** The state after this attempt, and when to try again if still pending. */
    state: "sent" | "pending" | "failed";
    nextAttemptAt: number;
  },
) {
  await db.batch([
    db
      .prepare(
        `UPDATE submissions SET mail_state = ?, mail_attempts = ?, next_attempt_at = ?, last_error = ?,
         mail_id = COALESCE(?, mail_id), sent_at = ? WHERE id = ?`,
      )
      .bind(
        input.state,
        input.attempt,
        input.nextAttemptAt,
        input.error ?? null,
        input.mailId ?? null,
        input.ok ? input.now : null,
        input.id,
      ),
    db
      .prepare(`INSERT INTO mail_attempts (submission_id, attempt, at, ok, status, error) VALUES (?, ?, ?, ?, ?, ?)`)
      .bind(input.id, input.attempt, input.now, input.ok ? 1 : 0, input.status ?? null, input.error ?? null),
  ]);
}

/** Adds an address; a second sign-up with the same address keeps one record. */
export async function addSubscriber(db: D1Database, email: string, consent: string, now: number) {
  await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, created_at, consent_text) VALUES (?, ?, ?)
       ON CONFLICT (email) DO NOTHING`,
    )
    .bind(email, now, consent)
    .run();
}
