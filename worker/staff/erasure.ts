import { z } from "zod";
import { SUBMISSION_KINDS } from "#shared/forms/registry";
import { type AlertHolding, alertHoldings, eraseAlerts, samePhone } from "#worker/alerts/privacy";
import { personSql } from "#worker/forms/submissions-db";
import { digitsSql } from "./submissions";

/**
 * Erasure of everything held about one person, found by e-mail address or
 * phone number: their submissions of every kind of the forms registry
 * (shared/forms/registry.ts: enquiries, resumes, privacy requests; the
 * person's e-mail and phone are where each kind's `person` says), the mail
 * attempts of those, their files in R2, their newsletter sign-up, and any
 * copy of their mails in the local dev outbox. Nothing else is touched.
 *
 * Job alerts (e-mail and WhatsApp, issue 30) keep their own personal data in
 * worker/alerts/: findHoldings and erase call its alertHoldings and
 * eraseAlerts (worker/alerts/privacy.ts, decision 038).
 */

export type Identifier = { type: "email"; value: string } | { type: "phone"; digits: string };

const emailId = z.email().transform((v) => v.trim().toLowerCase());

/** An e-mail address, or a phone number of 8 to 15 digits (spaces, dashes, + and brackets allowed). */
export function parseIdentifier(input: string): Identifier | null {
  const text = input.trim();
  if (text.includes("@")) {
    const email = emailId.safeParse(text);
    return email.success ? { type: "email", value: email.data } : null;
  }
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? { type: "phone", digits } : null;
}

/** The identifier as text (for the digest in the audit log and the confirmation form). */
export function identifierText(id: Identifier): string {
  return id.type === "email" ? id.value : id.digits;
}

const heldRow = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  created_at: z.number(),
  file_key: z.string().nullable(),
  file_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type HeldSubmission = z.infer<typeof heldRow>;

export interface Holdings {
  submissions: HeldSubmission[];
  newsletter: string[];
  /** Mail attempts of those submissions. */
  mailAttempts: number;
  /** Job alerts (e-mail or WhatsApp), addresses masked (worker/alerts/privacy.ts). */
  alerts: AlertHolding[];
}

const HELD_SELECT = `SELECT id, kind, created_at, file_key, file_name,
  lower(${personSql("email")}) AS email, ${personSql("phone")} AS phone
  FROM submissions`;

/** What is held about the person: shown before anything is erased. */
export async function findHoldings(db: D1Database, id: Identifier): Promise<Holdings> {
  let submissions: HeldSubmission[];
  let newsletter: string[] = [];
  if (id.type === "email") {
    const { results } = await db
      .prepare(`SELECT * FROM (${HELD_SELECT}) WHERE email = ? ORDER BY created_at DESC`)
      .bind(id.value)
      .all();
    submissions = z.array(heldRow).parse(results);
    const subs = await db
      .prepare("SELECT email FROM newsletter_subscribers WHERE lower(email) = ?")
      .bind(id.value)
      .all();
    newsletter = z
      .array(z.object({ email: z.string() }))
      .parse(subs.results)
      .map((r) => r.email);
  } else {
    // Narrow by the last digits in SQL, decide exactly in code (samePhone).
    const tail = id.digits.slice(-6);
    const { results } = await db
      .prepare(
        `SELECT * FROM (${HELD_SELECT}) WHERE ${digitsSql("coalesce(phone, '')")} LIKE ? ORDER BY created_at DESC`,
      )
      .bind(`%${tail}%`)
      .all();
    submissions = z
      .array(heldRow)
      .parse(results)
      .filter((r) => r.phone !== null && samePhone(r.phone, id.digits));
  }
  let mailAttempts = 0;
  if (submissions.length > 0) {
    const ids = submissions.map((s) => s.id);
    const row = await db
      .prepare(`SELECT COUNT(*) AS n FROM mail_attempts WHERE submission_id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .first();
    mailAttempts = z.object({ n: z.number() }).parse(row).n;
  }
  return { submissions, newsletter, mailAttempts, alerts: await alertHoldings(db, id) };
}

export interface ErasureResult {
  submissions: number;
  files: number;
  mailAttempts: number;
  newsletter: number;
  alerts: number;
}

/**
 * Erases what findHoldings found. Files go first: should R2 fail, the rows
 * stay and the erasure can be run again; rows then go in one D1 batch.
 */
export async function erase(env: Env, id: Identifier): Promise<ErasureResult> {
  const held = await findHoldings(env.DB, id);
  const keys = held.submissions.flatMap((s) => (s.file_key ? [s.file_key] : []));
  if (keys.length > 0) await env.RESUMES.delete(keys);
  const db = env.DB;
  const statements = held.submissions.flatMap((s) => [
    db.prepare("DELETE FROM mail_attempts WHERE submission_id = ?").bind(s.id),
    db.prepare("DELETE FROM dev_mail WHERE idempotency_key = ?").bind(s.id),
    db.prepare("DELETE FROM submissions WHERE id = ?").bind(s.id),
  ]);
  for (const email of held.newsletter) {
    statements.push(db.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").bind(email));
  }
  if (statements.length > 0) await db.batch(statements);
  const alerts = await eraseAlerts(env, id);
  return {
    alerts,
    submissions: held.submissions.length,
    files: keys.length,
    mailAttempts: held.mailAttempts,
    newsletter: held.newsletter.length,
  };
}
