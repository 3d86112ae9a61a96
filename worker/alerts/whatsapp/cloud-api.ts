import type { SendOutcome } from "../digest-store";
import type { WhatsAppConfig } from "./config";

/*
 * The WhatsApp Cloud API's one call the alerts make: POST
 * <WHATSAPP_API_URL>/<phone number id>/messages with a JSON message, plain
 * fetch (decision 039). Its errors are sorted the way the digests' outbox
 * understands: retried (rate limits, Meta's own trouble), the number paused
 * (it cannot receive), or failed for good and reported (our token, our
 * template).
 */

const TIMEOUT_MS = 10_000;

/** Meta's error codes where the number cannot take our messages now (blocked us, not on WhatsApp, opted out). */
const NUMBER_REFUSES = new Set([131026, 131050, 131021]);
/** Meta's rate limits and transient trouble: retried later. */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export type CloudMessage =
  | { type: "text"; to: string; text: { body: string; preview_url?: boolean } }
  | {
      type: "template";
      to: string;
      template: {
        name: string;
        language: { code: string };
        components: unknown[];
      };
    };

/** The error Meta answers with ({error: {code, message}}), when there is one. */
async function metaError(res: Response): Promise<{ code: number | null; message: string }> {
  try {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown; error_subcode?: unknown } };
    const code = typeof body.error?.code === "number" ? body.error.code : null;
    const message = typeof body.error?.message === "string" ? body.error.message : "";
    return { code, message: message.slice(0, 200) };
  } catch {
    return { code: null, message: "" };
  }
}

function retryAfterMs(res: Response): number | undefined {
  const value = Number(res.headers.get("Retry-After"));
  return Number.isFinite(value) && value > 0 ? Math.min(value, 6 * 3600) * 1000 : undefined;
}

/** Sends one message; never throws. */
export async function sendCloudMessage(cfg: WhatsAppConfig, message: CloudMessage): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(`${cfg.apiUrl}/${encodeURIComponent(cfg.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${cfg.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", ...message }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, retryable: true, error: `WhatsApp Cloud API unreachable: ${String(err)}`.slice(0, 300) };
  }
  if (res.ok) {
    const body = (await res.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null;
    const id = body?.messages?.[0]?.id;
    return { ok: true, ids: typeof id === "string" ? [id] : [] };
  }
  const { code, message: text } = await metaError(res);
  const error = `WhatsApp ${res.status}${code === null ? "" : ` code ${code}`}${text ? `: ${text}` : ""}`;
  if (code !== null && NUMBER_REFUSES.has(code)) return { ok: false, retryable: false, pause: true, error };
  if (res.status === 429 || res.status >= 500 || (code !== null && RETRY_CODES.has(code)))
    return { ok: false, retryable: true, error, retryAfterMs: retryAfterMs(res) };
  return { ok: false, retryable: false, error };
}
