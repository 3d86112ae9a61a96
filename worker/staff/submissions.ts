import { z } from "zod";
import { RECORD_KINDS, SUBMISSION_KINDS, subscriberKinds } from "#shared/forms/registry";
import { MAIL_STATES } from "#shared/lib/submissions";
import { retentionDeadline } from "#worker/forms/retention";
import { personSql } from "#worker/forms/submissions-db";

/**
 * What the staff console reads: every stored kind of the forms registry
 * (shared/forms/registry.ts) as one list: the rows of `submissions`
 * (enquiries, resumes) and the newsletter's sign-ups (newsletter_subscribers).
 * Job alerts are shown as counts only (worker/staff/alerts.ts).
 */

export const PAGE_SIZE = 25;
/** The most rows one CSV export holds; the filter narrows larger sets. */
export const EXPORT_MAX = 5000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The list's filter, from a query string. Unknown or bad values are refused with field errors. */
export const filterSchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(RECORD_KINDS).optional()),
  mail: z.preprocess(blankToUndefined, z.enum(MAIL_STATES).optional()),
  from: z.preprocess(blankToUndefined, day.optional()),
  to: z.preprocess(blankToUndefined, day.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type SubmissionFilter = z.infer<typeof filterSchema>;

export function parseFilter(params: URLSearchParams) {
  return filterSchema.safeParse(Object.fromEntries(params));
}

/** The filter as a query string (page left out), for links and the CSV export. */
export function filterQuery(filter: SubmissionFilter): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "mail", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * Every kind as the same columns. Name, e-mail and phone are read from the
 * stored payload where the kind's registry entry says (`person`: an
 * enquiry's name/email/contact, a resume's fullName/email/contactNumber).
 * The language is the page's the form was sent from: the payload's `lang`
 * (worker/forms/submit.ts; none on rows from before it was kept), a
 * subscriber's own column (migration 0016).
 */
const UNION = [
  `SELECT id, kind, created_at, mail_state, mail_attempts, last_error, file_name,
    ${personSql("name")} AS name, ${personSql("email")} AS email, ${personSql("phone")} AS phone,
    json_extract(payload, '$.lang') AS lang
  FROM submissions`,
  ...subscriberKinds().map(
    (kind) => `SELECT email AS id, '${kind}' AS kind, created_at, NULL AS mail_state, 0 AS mail_attempts,
    NULL AS last_error, NULL AS file_name, NULL AS name, email, NULL AS phone, lang
  FROM newsletter_subscribers`,
  ),
].join(" UNION ALL ");

/** SQL for a column's text with the usual phone punctuation removed. */
export const digitsSql = (column: string) =>
  ["' '", "'-'", "'+'", "'('", "')'", "'.'"].reduce((sql, ch) => `replace(${sql}, ${ch}, '')`, column);

function whereOf(filter: SubmissionFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.kind) {
    clauses.push("kind = ?");
    params.push(filter.kind);
  }
  if (filter.mail) {
    clauses.push("mail_state = ?");
    params.push(filter.mail);
  }
  if (filter.from) {
    clauses.push("created_at >= ?");
    params.push(Date.parse(`${filter.from}T00:00:00Z`));
  }
  if (filter.to) {
    clauses.push("created_at < ?");
    params.push(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000);
  }
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = ["lower(coalesce(name, '')) LIKE ? ESCAPE '\\'", "lower(coalesce(email, '')) LIKE ? ESCAPE '\\'"];
    params.push(like, like);
    const digits = filter.q.replace(/\D/g, "");
    // A phone is searched by its digits, whatever spaces or dashes either side wrote.
    if (digits.length >= 4 && /^[\d\s()+.-]+$/.test(filter.q)) {
      search.push(`${digitsSql("coalesce(phone, '')")} LIKE ?`);
      params.push(`%${digits}%`);
    }
    clauses.push(`(${search.join(" OR ")})`);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

const listRow = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  created_at: z.number(),
  mail_state: z.enum(MAIL_STATES).nullable(),
  mail_attempts: z.number(),
  last_error: z.string().nullable(),
  file_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: z.string().nullable(),
});
export type ListRow = z.infer<typeof listRow> & { deleteAt: number | null };

function withDeadline(row: z.infer<typeof listRow>): ListRow {
  return { ...row, deleteAt: retentionDeadline(row.kind, row.created_at) };
}

/** One page of the filtered list, newest first, and the total. */
export async function listSubmissions(db: D1Database, filter: SubmissionFilter) {
  const where = whereOf(filter);
  const offset = (filter.page - 1) * PAGE_SIZE;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM (${UNION}) ${where.sql} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .bind(...where.params, PAGE_SIZE, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM (${UNION}) ${where.sql}`).bind(...where.params),
  ]);
  const total = z.array(z.object({ n: z.number() })).parse(count.results)[0]?.n ?? 0;
  return {
    rows: z.array(listRow).parse(rows.results).map(withDeadline),
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/**
 * Every filtered row, newest first, for the CSV export; null when there are
 * more than `max` (the export is refused rather than cut short).
 */
export async function exportRows(db: D1Database, filter: SubmissionFilter, max = EXPORT_MAX) {
  const where = whereOf(filter);
  const { results } = await db
    .prepare(`SELECT * FROM (${UNION}) ${where.sql} ORDER BY created_at DESC, id LIMIT ?`)
    .bind(...where.params, max + 1)
    .all();
  const rows = z.array(listRow).parse(results).map(withDeadline);
  return rows.length > max ? null : rows;
}

const detailRow = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  payload: z.string(),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().nullable(),
  created_at: z.number(),
  mail_state: z.enum(MAIL_STATES),
  mail_attempts: z.number(),
  next_attempt_at: z.number(),
  last_error: z.string().nullable(),
  mail_id: z.string().nullable(),
  sent_at: z.number().nullable(),
});
export type DetailRow = z.infer<typeof detailRow>;

const attemptRow = z.object({
  attempt: z.number(),
  at: z.number(),
  ok: z.number(),
  status: z.number().nullable(),
  error: z.string().nullable(),
});

/** Stored fields as label/value text; a payload that is not an object shows as one raw field. */
function payloadFields(payload: string): [string, string][] {
  const parsed = z.record(z.string(), z.unknown()).safeParse(
    (() => {
      try {
        return JSON.parse(payload);
      } catch {
        return null;
      }
    })(),
  );
  if (!parsed.success) return [["payload", payload]];
  return Object.entries(parsed.data).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]);
}

export async function getSubmission(db: D1Database, id: string) {
  const row = await db
    .prepare(
      `SELECT id, kind, payload, file_key, file_name, file_type, file_size, created_at, mail_state, mail_attempts,
       next_attempt_at, last_error, mail_id, sent_at FROM submissions WHERE id = ?`,
    )
    .bind(id)
    .first();
  if (!row) return null;
  const submission = detailRow.parse(row);
  const { results } = await db
    .prepare("SELECT attempt, at, ok, status, error FROM mail_attempts WHERE submission_id = ? ORDER BY at, id")
    .bind(id)
    .all();
  return {
    submission,
    fields: payloadFields(submission.payload),
    attempts: z.array(attemptRow).parse(results),
    deleteAt: retentionDeadline(submission.kind, submission.created_at),
  };
}
