import { z } from "#shared/schemas/zod";
import { type Mailer, type MailMessage, type SendResult, toBase64 } from "./message";

export const RESEND_ENDPOINT = "https://api.resend.com/emails";
const TIMEOUT_MS = 15_000;

/**
 * Sends through Resend's REST API. The idempotency key (the submission id)
 * makes a retried send of the same submission deliver at most once.
 * 429, 409 (a concurrent request with this key), 5xx, timeouts and network
 * errors are retryable; any other 4xx is not (retrying will not fix it), nor
 * a 409 invalid_idempotent_request (this key was used with another body: the
 * same key again can never succeed; re-queueing gives the mail a new key).
 */
const resendError = z.object({ name: z.string() });

/** Resend's 409 for an idempotency key already used with a different request body. */
function keyReusedWithOtherBody(answer: string): boolean {
  try {
    return resendError.safeParse(JSON.parse(answer)).data?.name === "invalid_idempotent_request";
  } catch {
    return false;
  }
}

export function resendMailer(apiKey: string): Mailer {
  return async (message: MailMessage, idempotencyKey: string): Promise<SendResult> => {
    const body = {
      from: message.from,
      to: message.to,
      reply_to: message.replyTo ? [message.replyTo] : undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments.length
        ? message.attachments.map((a) => ({
            filename: a.filename,
            content: toBase64(a.content),
            content_type: a.contentType,
          }))
        : undefined,
    };
    let res: Response;
    try {
      res = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, retryable: true, error: `network: ${String(err)}`.slice(0, 500) };
    }
    const answer = await res.text().catch(() => "");
    if (res.ok) {
      let id = "";
      try {
        const parsed: unknown = JSON.parse(answer);
        if (parsed && typeof parsed === "object" && "id" in parsed && typeof parsed.id === "string") id = parsed.id;
      } catch {
        // A 2xx without JSON still means Resend accepted the mail.
      }
      return { ok: true, id: id || "resend" };
    }
    const retryable =
      res.status === 429 || (res.status === 409 && !keyReusedWithOtherBody(answer)) || res.status >= 500;
    return { ok: false, retryable, status: res.status, error: `resend ${res.status}: ${answer}`.slice(0, 500) };
  };
}
