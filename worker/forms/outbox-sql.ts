/**
 * The outbox's re-queue statement, shared by the Worker's tests
 * (worker/forms/outbox-db.ts) and `npm run outbox -- --retry`
 * (scripts/ops/outbox.mjs, which Node loads as TypeScript): one SQL text, so
 * the statement the tests run is the one the operator runs. No imports:
 * Node strips the types and runs this file as it is.
 */

/** What `--retry` takes: one submission id, or every failed mail. */
export type RequeueTarget = { id: string } | "failed";

/** Submission ids are UUIDs (worker/forms/submit.ts). */
export const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Back to pending, due now, with a fresh count of attempts (so a re-queued
 * mail gets the whole retry schedule again; mail_attempts keeps the history)
 * and no longer marked as reported (a new failure is reported again).
 * A failed mail also gets a new generation, hence a new idempotency key
 * (mailIdempotencyKey): its mail may now compose differently, and Resend
 * refuses a key reused with another body. A mail still pending keeps its key,
 * so a send that did reach Resend before is not delivered twice.
 * A sent mail is never re-queued: that would mail the lead twice.
 */
export function requeueStatement(target: RequeueTarget, now: number): { sql: string; params: (string | number)[] } {
  const set = `UPDATE submissions SET mail_state = 'pending', mail_attempts = 0, next_attempt_at = ?1, reported_at = NULL,
    dismissed_at = NULL, mail_generation = mail_generation + (mail_state = 'failed')`;
  const returning = "RETURNING id, kind, created_at, last_error";
  if (target === "failed") return { sql: `${set} WHERE mail_state = 'failed' ${returning}`, params: [now] };
  if (!SUBMISSION_ID.test(target.id)) throw new Error(`not a submission id: ${target.id}`);
  return {
    sql: `${set} WHERE id = ?2 AND mail_state IN ('failed', 'pending') ${returning}`,
    params: [now, target.id],
  };
}

/**
 * A failed mail someone handled by hand (called the candidate, forwarded the
 * file): it stays failed and stored, but no longer degrades /api/health or
 * waits to be reported. Only a failed mail, and only once; re-queueing it
 * clears the mark.
 */
export function dismissStatement(id: string, now: number): { sql: string; params: (string | number)[] } {
  if (!SUBMISSION_ID.test(id)) throw new Error(`not a submission id: ${id}`);
  return {
    sql: `UPDATE submissions SET dismissed_at = ?1 WHERE id = ?2 AND mail_state = 'failed' AND dismissed_at IS NULL
    RETURNING id, kind, created_at, last_error`,
    params: [now, id],
  };
}

/** The Resend idempotency key of a submission's mail: its id, then `id:generation` once re-queued after failing. */
export function mailIdempotencyKey(row: { id: string; mail_generation?: number }): string {
  const generation = row.mail_generation ?? 0;
  return generation === 0 ? row.id : `${row.id}:${generation}`;
}

/** The statement with its parameters written in, for `wrangler d1 execute --command` (which cannot bind). */
export function inlineStatement({ sql, params }: { sql: string; params: (string | number)[] }): string {
  return sql.replace(/\?(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === "number") {
      if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
      return String(value);
    }
    if (typeof value !== "string") throw new Error(`no value for ?${n}`);
    return `'${value.replaceAll("'", "''")}'`;
  });
}
