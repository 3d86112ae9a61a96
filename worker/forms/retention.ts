import { isSubmissionKind, SUBMISSION_KINDS, type SubmissionKind, submissionEntry } from "#shared/forms/registry";
import { z } from "#shared/schemas/zod";

/**
 * Deletes what the privacy policy says is kept no longer: each kind of
 * submission (row, file in R2, mail attempts, dev-mail copy) once its
 * registry entry's `retentionMonths` have passed (shared/forms/registry.ts,
 * which takes the policy's figures from shared/content/retention.ts: resumes
 * after 12 months, enquiries after 24). Newsletter addresses are kept until
 * their owner unsubscribes. Run by the cron; each run deletes at most
 * RETENTION_BATCH rows of each kind, oldest first, so a backlog drains over
 * several runs without a run outgrowing its limits.
 */

/** Rows of each kind deleted per scheduled run (every 10 minutes). */
export const RETENTION_BATCH = 100;

/** `now` moved back by whole calendar months (UTC), the day clamped to the month's end (31 March - 1 = 28/29 February). */
export function monthsBefore(now: number, months: number): number {
  return addMonths(now, -months);
}

/** `at` moved by whole calendar months (UTC; negative goes back), the day clamped to the month's end. */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const target = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(target / 12);
  const month = target - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(date.getUTCDate(), lastDay),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

const expiredRows = z.array(z.object({ id: z.string(), file_key: z.string().nullable() }));

/**
 * When retention deletes a row of this kind sent at `createdAt` (the staff
 * console shows it); null for a kind kept until its owner unsubscribes.
 */
export function retentionDeadline(kind: string, createdAt: number): number | null {
  return isSubmissionKind(kind) ? addMonths(createdAt, submissionEntry(kind).retentionMonths) : null;
}

/** Rows deleted of each kind, and files. */
export type RetentionReport = Record<SubmissionKind, number> & {
  /** Files removed with their rows. */
  files: number;
  /** Files past their kind's period that no row pointed at (a row insert that failed after the upload). */
  orphans: number;
};

async function deleteExpiredKind(env: Env, kind: SubmissionKind, cutoff: number, batch: number) {
  const { results } = await env.DB.prepare(
    "SELECT id, file_key FROM submissions WHERE kind = ? AND created_at < ? ORDER BY created_at LIMIT ?",
  )
    .bind(kind, cutoff, batch)
    .all();
  const rows = expiredRows.parse(results);
  if (rows.length === 0) return { rows: 0, files: 0 };
  const keys = rows.flatMap((r) => (r.file_key ? [r.file_key] : []));
  // Files first: should this fail, the rows stay and the next run tries again,
  // so a file is never left without the row that leads to it.
  if (keys.length > 0) await env.RESUMES.delete(keys);
  const ids = JSON.stringify(rows.map((r) => r.id));
  // Attempts first: they reference the submission (D1 enforces foreign keys).
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_attempts WHERE submission_id IN (SELECT value FROM json_each(?))").bind(ids),
    env.DB.prepare("DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))").bind(ids),
  ]);
  // The local dev mailer's copy of the message (keyed by the submission id);
  // on its own so that a change to that table never blocks the deletion above.
  await env.DB.prepare("DELETE FROM dev_mail WHERE idempotency_key IN (SELECT value FROM json_each(?))")
    .bind(ids)
    .run()
    .catch((err) => console.error("retention: dev_mail copies not deleted", err));
  return { rows: rows.length, files: keys.length };
}

/**
 * Files older than the period with no row: keys start with the kind's
 * prefix and YYYY-MM/ (resumes/2026-11/…), so one listing sees the oldest first.
 */
async function deleteOrphanFiles(env: Env, prefix: string, cutoff: number, batch: number) {
  const listing = await env.RESUMES.list({ prefix, limit: batch });
  const old = listing.objects.filter((o) => o.uploaded.getTime() < cutoff).map((o) => o.key);
  if (old.length === 0) return 0;
  const { results } = await env.DB.prepare(
    "SELECT file_key FROM submissions WHERE file_key IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(old))
    .all();
  const referenced = new Set(
    z
      .array(z.object({ file_key: z.string() }))
      .parse(results)
      .map((r) => r.file_key),
  );
  const orphans = old.filter((key) => !referenced.has(key));
  if (orphans.length > 0) await env.RESUMES.delete(orphans);
  return orphans.length;
}

/** One retention pass at `now`; returns what it deleted. */
export async function deleteExpired(env: Env, now: number, batch = RETENTION_BATCH): Promise<RetentionReport> {
  const rows = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, 0])) as Record<SubmissionKind, number>;
  const report: RetentionReport = { ...rows, files: 0, orphans: 0 };
  let deleted = 0;
  for (const kind of SUBMISSION_KINDS) {
    const { retentionMonths, file } = submissionEntry(kind);
    const cutoff = monthsBefore(now, retentionMonths);
    const done = await deleteExpiredKind(env, kind, cutoff, batch);
    report[kind] = done.rows;
    report.files += done.files;
    // Only once the expired rows are gone, so a file whose row waits in a backlog is removed with it.
    if (file && done.rows < batch) report.orphans += await deleteOrphanFiles(env, file.prefix, cutoff, batch);
    deleted += done.rows;
  }
  if (deleted + report.orphans > 0) console.log("retention: deleted", JSON.stringify(report));
  return report;
}
