import type { Mailer } from "./message";

/**
 * The local mailer, used when DEV_MAILER is "1" and RESEND_API_KEY is not
 * set: it records each message in D1 (table dev_mail) so every form works
 * after `npm start`. Never in production (worker/mail/index.ts).
 * The attachment is listed by name and size; the file stays in R2.
 */
export function devMailer(db: D1Database, now: () => number): Mailer {
  return async (message, idempotencyKey) => {
    try {
      await db
        .prepare(
          `INSERT INTO dev_mail (idempotency_key, created_at, mail_to, mail_from, reply_to, subject, text_body, html_body, attachments, headers)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(
          idempotencyKey,
          now(),
          message.to.join(", "),
          message.from,
          message.replyTo ?? null,
          message.subject,
          message.text,
          message.html,
          JSON.stringify(message.attachments.map((a) => ({ filename: a.filename, size: a.content.byteLength }))),
          message.headers ? JSON.stringify(message.headers) : null,
        )
        .run();
      return { ok: true, id: `dev-${idempotencyKey}` };
    } catch (err) {
      return { ok: false, retryable: true, error: `dev mailer: ${String(err)}`.slice(0, 500) };
    }
  };
}
