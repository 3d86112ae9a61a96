import { z } from "zod";
import { type PersonFields, SUBMISSION_KINDS, type SubmissionKind, submissionEntry } from "#shared/forms/registry";
import type { Lang } from "#shared/i18n/lang";

/**
 * D1 access for submissions and the outbox. Every row read back is validated;
 * a row's kind is one of the registry's (shared/forms/registry.ts), which
 * D1 no longer checks (migration 0015).
 */

export type { SubmissionKind };

export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export const submissionRow = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
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
  // Added by migrations/0004; older rows have NULL.
  consent_text: z.string().nullable().optional(),
  client_id: z.string().nullable().optional(),
  content_hash: z.string().nullable().optional(),
  // Added by migrations/0006: bumped each time a failed mail is re-queued.
  mail_generation: z.number().optional(),
});
export type SubmissionRow = z.infer<typeof submissionRow>;

const SQL_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * SQL for one of the person's fields in a `submissions` row, whatever its
 * kind: `CASE kind WHEN 'resume' THEN json_extract(payload, '$.fullName') …
 * END` from each kind's `person` (NULL for a kind without that field). The
 * staff list, its search and erasure read people through it.
 */
export function personSql(part: keyof PersonFields): string {
  const cases = SUBMISSION_KINDS.flatMap((kind) => {
    const key = submissionEntry(kind).person[part];
    if (!key) return [];
    // Names from the registry, never from a request; checked so none can break the statement.
    if (!SQL_NAME.test(kind) || !SQL_NAME.test(key)) throw new Error(`registry name unfit for SQL: ${kind}.${key}`);
    return [`WHEN '${kind}' THEN json_extract(payload, '$.${key}')`];
  });
  return cases.length > 0 ? `CASE kind ${cases.join(" ")} END` : "NULL";
}

/** What makes a post the same submission as one already stored (worker/forms/submit.ts). */
export interface DedupeKeys {
  /** The browser's id for this form fill, or an API client's Idempotency-Key. */
  clientId: string | null;
  /** SHA-256 of the form, its normalised fields and the file's hash. */
  contentHash: string;
  /** A row with the same hash created after this time is the same submission. */
  since: number;
}

/** The id of a stored submission that this post repeats, or null. */
export async function findDuplicate(db: D1Database, kind: SubmissionKind, keys: DedupeKeys): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT id FROM submissions
       WHERE kind = ?1 AND ((?2 IS NOT NULL AND client_id = ?2) OR (content_hash = ?3 AND created_at > ?4))
       ORDER BY created_at LIMIT 1`,
    )
    .bind(kind, keys.clientId, keys.contentHash, keys.since)
    .first();
  return row ? z.object({ id: z.string() }).parse(row).id : null;
}

/**
 * Stores a submission unless it repeats one (same client id, or the same
 * content within the window). One statement, so two concurrent identical
 * posts cannot both insert: D1 runs statements one at a time, and the unique
 * (kind, client_id) index settles a race on the id. `created` is false when
 * an earlier row stands for this post; `id` is then that row's.
 */
export async function insertSubmission(
  db: D1Database,
  input: {
    id: string;
    kind: SubmissionKind;
    payload: unknown;
    file?: StoredFile;
    consentText: string;
    dedupe: DedupeKeys;
    now: number;
  },
): Promise<{ id: string; created: boolean }> {
  const result = await db
    .prepare(
      `INSERT INTO submissions (id, kind, payload, file_key, file_name, file_type, file_size, created_at, next_attempt_at,
         consent_text, client_id, content_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10, ?11
       WHERE NOT EXISTS (SELECT 1 FROM submissions WHERE kind = ?2 AND content_hash = ?11 AND created_at > ?12)
       ON CONFLICT DO NOTHING`,
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
      input.consentText,
      input.dedupe.clientId,
      input.dedupe.contentHash,
      input.dedupe.since,
    )
    .run();
  if (result.meta.changes > 0) return { id: input.id, created: true };
  const existing = await findDuplicate(db, input.kind, input.dedupe);
  if (!existing) throw new Error("submission neither stored nor found as a duplicate");
  return { id: existing, created: false };
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

/**
 * Adds an address in the language of the page it was sent from. A second
 * sign-up with the same address keeps one record and its first date, and
 * takes the new page's language and the notice read there: the newsletter
 * then comes in the language the subscriber last chose.
 */
export async function addSubscriber(db: D1Database, email: string, consent: string, now: number, lang: Lang) {
  await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, created_at, consent_text, lang) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET lang = excluded.lang, consent_text = excluded.consent_text`,
    )
    .bind(email, now, consent, lang)
    .run();
}
