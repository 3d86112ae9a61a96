import { encryptNotification } from "@block65/webcrypto-web-push";
import { z } from "zod";
import type { SendOutcome } from "../digest-store";
import type { PushConfig } from "./config";
import { endpointProblem } from "./endpoint";
import { vapidAuthorization } from "./vapid";

/*
 * One Web Push message (RFC 8030): the notification as JSON, encrypted for
 * the browser's keys with aes128gcm (RFC 8291, @block65/webcrypto-web-push,
 * decision 039; padded to the 4 KB record, so its length tells the push
 * service nothing), signed for the push service with VAPID.
 */

const TIMEOUT_MS = 10_000;
/**
 * The longest plaintext one push carries: a 4096-byte record less the
 * aes128gcm header (86 bytes), the padding delimiter and the GCM tag (17),
 * as the library computes it.
 */
export const PUSH_PLAINTEXT_MAX = 4096 - 86 - 17;

export const pushKeys = z.object({
  p256dh: z.string().min(80).max(100),
  auth: z.string().min(20).max(30),
});
export type PushKeys = z.infer<typeof pushKeys>;

export interface PushMessage {
  /** What the service worker shows (public/sw.js). */
  payload: Record<string, unknown>;
  /** Seconds the push service keeps it for an offline phone. */
  ttl: number;
  /** A newer message with the same topic replaces an undelivered one (RFC 8030 §5.4). */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
}

function retryAfterMs(res: Response): number | undefined {
  const value = Number(res.headers.get("Retry-After"));
  return Number.isFinite(value) && value > 0 ? Math.min(value, 6 * 3600) * 1000 : undefined;
}

/**
 * Sends one push; never throws. 404 and 410 mean the subscription is gone
 * (the browser unsubscribed or expired it); 429 and 5xx are tried again; a
 * redirect is not followed and fails, as does a payload over the limit
 * (neither deletes the alert).
 */
export async function sendPush(
  env: Pick<Env, "SITE_ORIGIN">,
  cfg: PushConfig,
  endpoint: string,
  keys: PushKeys,
  message: PushMessage,
  now: number,
): Promise<SendOutcome> {
  const problem = endpointProblem(endpoint, env);
  if (problem) return { ok: false, retryable: false, gone: true, error: `push endpoint refused: ${problem}` };
  const plaintext = new TextEncoder().encode(JSON.stringify(message.payload));
  if (plaintext.length > PUSH_PLAINTEXT_MAX) {
    // Our message's fault, not the browser's: the alert stays, and the failure is reported.
    return { ok: false, retryable: false, error: `push payload too large: ${plaintext.length} bytes` };
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await encryptNotification({ endpoint, expirationTime: null, keys }, plaintext);
  } catch (err) {
    // Keys that are not a P-256 point and a 16-byte secret can never work.
    return { ok: false, retryable: false, gone: true, error: `push keys unusable: ${String(err)}`.slice(0, 200) };
  }
  const headers: Record<string, string> = {
    Authorization: await vapidAuthorization(cfg, endpoint, now),
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(message.ttl),
    Urgency: message.urgency ?? "normal",
  };
  if (message.topic) headers.Topic = message.topic;
  let res: Response;
  try {
    // A push service answers; it does not send us elsewhere: a redirect is a failure, never followed.
    res = await fetch(endpoint, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, retryable: true, error: `push service unreachable: ${String(err)}`.slice(0, 300) };
  }
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return { ok: true, ids: [res.headers.get("Location") ?? ""] };
  const error = `push service ${res.status}`;
  if (res.status >= 300 && res.status < 400) return { ok: false, retryable: false, error: `${error} (a redirect)` };
  if (res.status === 404 || res.status === 410) return { ok: false, retryable: false, gone: true, error };
  if (res.status === 429 || res.status >= 500)
    return { ok: false, retryable: true, error, retryAfterMs: retryAfterMs(res) };
  return { ok: false, retryable: false, error };
}
