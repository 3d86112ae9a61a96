import { type CreateEmailOptions, type ErrorResponse, Resend } from "resend";
import type { Mailer, MailMessage, SendResult } from "./message";

const TIMEOUT_MS = 15_000;
/** Resend's limit on one batch request. */
export const BATCH_MAX = 100;

/**
 * The SDK answers `{ data, error }` and never throws for an HTTP failure; the
 * error carries Resend's `name` and the HTTP `statusCode` (null when the
 * request never got an answer: network error, timeout). The retry rules are
 * the ones the outbox has always used:
 * 429, 409 (a concurrent request with this key), 5xx, timeouts and network
 * errors are retryable; any other 4xx is not (retrying will not fix it), nor
 * a 409 invalid_idempotent_request (this key was used with another body: the
 * same key again can never succeed; re-queueing gives the mail a new key).
 * Resend's own error bodies carry statusCode; when one does not, its name
 * decides.
 */
const RETRYABLE_NAMES = new Set([
  "rate_limit_exceeded",
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  "concurrent_idempotent_requests",
  "application_error",
  "internal_server_error",
]);

export function classifyError(error: ErrorResponse): { retryable: boolean; status?: number; error: string } {
  const status = typeof error.statusCode === "number" ? error.statusCode : undefined;
  const name = String(error.name ?? "error");
  let retryable: boolean;
  if (status === undefined) retryable = RETRYABLE_NAMES.has(name) || error.statusCode === null;
  else retryable = status === 429 || (status === 409 && name !== "invalid_idempotent_request") || status >= 500;
  const detail = `resend ${status ?? "no answer"}: ${JSON.stringify({ name, message: error.message })}`;
  return { retryable, status, error: detail.slice(0, 500) };
}

/** One message in the SDK's shape (Resend's wire format: reply_to as a list, base64 attachments). */
export function toResendEmail(message: MailMessage): CreateEmailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ? [message.replyTo] : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments.length
      ? message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType }))
      : undefined,
  };
}

function client(apiKey: string) {
  return new Resend(apiKey);
}

/**
 * Sends one mail through the Resend SDK. The idempotency key (the submission
 * id, or the alert's key) makes a retried send deliver at most once.
 */
export function resendMailer(apiKey: string): Mailer {
  const resend = client(apiKey);
  return async (message: MailMessage, idempotencyKey: string): Promise<SendResult> => {
    try {
      const { data, error } = await resend.emails.send(toResendEmail(message), {
        idempotencyKey,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (error) return { ok: false, ...classifyError(error) };
      return { ok: true, id: data?.id || "resend" };
    } catch (err) {
      // The SDK turns fetch failures into errors; anything thrown is unexpected and may pass.
      return { ok: false, retryable: true, error: `resend: ${String(err)}`.slice(0, 500) };
    }
  };
}

/** The outcome of one batch: every message in it shares it (Resend accepts or refuses a batch whole). */
export type BatchResult =
  | { ok: true; ids: string[] }
  | { ok: false; retryable: boolean; status?: number; error: string };

/**
 * Sends up to BATCH_MAX mails in one request (strict validation: all or none).
 * The key names the batch; a batch retried with the same key and the same
 * mails is delivered once.
 */
export function resendBatchMailer(apiKey: string) {
  const resend = client(apiKey);
  return async (messages: MailMessage[], idempotencyKey: string): Promise<BatchResult> => {
    try {
      const { data, error } = await resend.batch.send(messages.map(toResendEmail), {
        idempotencyKey,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (error) return { ok: false, ...classifyError(error) };
      return { ok: true, ids: (data?.data ?? []).map((d) => d.id) };
    } catch (err) {
      return { ok: false, retryable: true, error: `resend: ${String(err)}`.slice(0, 500) };
    }
  };
}
