import { Hono } from "hono";
import { z } from "zod";
import { site } from "#shared/content/site";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { BodyTooLargeError, readCapped } from "#worker/http/body";
import { jsonError } from "#worker/http/errors";
import { siteOrigin } from "#worker/http/origin";
import { channelOf } from "../channels/index";
import { pauseWhatsAppNumber, resumeWhatsAppNumber } from "../channels/whatsapp-state";
import { describeSearch, searchKey } from "../schema";
import { confirmSubscription } from "../signup";
import { subscriptionsOf } from "../subscriptions-db";
import { type WhatsAppConfig, whatsappConfig } from "./config";
import { sendReply } from "./replies";
import { type Inbound, readMessage, replyLanguage } from "./words";

/*
 * /api/whatsapp/webhook, in Meta's documented format (issue 30):
 * - GET: the subscription handshake. hub.mode=subscribe with our verify
 *   token answers hub.challenge (200); anything else 403.
 * - POST: signed by Meta with the app secret (X-Hub-Signature-256: sha256=
 *   HMAC-SHA256 of the raw body). A bad or missing signature is a 401 and
 *   nothing is read. Each message id is handled once (Meta delivers again
 *   until it sees a 200): its claim in whatsapp_inbound is released when
 *   handling it fails, so the resend after our 500 is acted on and a resend
 *   after success is not. Status callbacks are accepted, and a failed
 *   delivery to a number that refuses us pauses its alerts.
 */

/** Meta's notifications are small; a batch of messages is a few KB. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;
/** WhatsApp alerts one number may have. */
export const MAX_ALERTS_PER_NUMBER = 5;

const HEX = /^[0-9a-f]{64}$/;

/** Checks Meta's signature of the raw body, in constant time (crypto.subtle.verify). */
export async function validSignature(secret: string, body: Uint8Array<ArrayBuffer>, header: string | null) {
  const hex =
    header
      ?.trim()
      .toLowerCase()
      .replace(/^sha256=/, "") ?? "";
  if (!header?.trim().toLowerCase().startsWith("sha256=") || !HEX.test(hex)) return false;
  const signature = new Uint8Array(hex.match(/../g)?.map((b) => Number.parseInt(b, 16)) ?? []);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["verify"],
  );
  return crypto.subtle.verify("HMAC", key, signature, body);
}

/** The parts of Meta's notification we read; everything else is ignored. */
const notification = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  metadata: z.object({ phone_number_id: z.string().optional() }).partial().optional(),
                  messages: z
                    .array(
                      z.object({
                        id: z.string().min(1).max(200),
                        from: z.string(),
                        type: z.string().optional(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z.object({ text: z.string() }).partial().optional(),
                      }),
                    )
                    .optional(),
                  statuses: z
                    .array(
                      z.object({
                        status: z.string().optional(),
                        recipient_id: z.string().optional(),
                        errors: z.array(z.object({ code: z.number().optional() }).partial()).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
type Notification = z.infer<typeof notification>;
type InboundMessage = NonNullable<
  NonNullable<Notification["entry"][number]["changes"][number]["value"]>["messages"]
>[number];

/** Meta's codes for a delivery the number refused (blocked us, cannot receive, opted out of marketing). */
const REFUSED_DELIVERY = new Set([131026, 131050, 131021]);

const digitsOnly = (value: string) => (/^\d{8,15}$/.test(value) ? value : null);

export const whatsappWebhook = new Hono<{ Bindings: Env }>();

whatsappWebhook.get("/", (c) => {
  const cfg = whatsappConfig(c.env);
  const mode = c.req.query("hub.mode");
  const token = c.req.query("hub.verify_token") ?? "";
  const challenge = c.req.query("hub.challenge") ?? "";
  if (!cfg || mode !== "subscribe" || !timingSafeEqual(token, cfg.verifyToken) || !challenge) {
    return c.text("Forbidden", 403, { "Cache-Control": "no-store" });
  }
  return c.text(challenge, 200, { "Cache-Control": "no-store" });
});

whatsappWebhook.post("/", async (c) => {
  const cfg = whatsappConfig(c.env);
  if (!cfg) {
    await c.req.raw.body?.cancel().catch(() => undefined);
    return jsonError(c, 404, "WhatsApp alerts are not configured");
  }
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readCapped(c.req.raw, MAX_WEBHOOK_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return jsonError(c, 413, "Too large");
    throw err;
  }
  if (!(await validSignature(cfg.appSecret, body, c.req.header("X-Hub-Signature-256") ?? null))) {
    console.warn("whatsapp webhook: a POST without a valid signature was refused");
    return jsonError(c, 401, "Invalid signature");
  }
  let parsed: Notification;
  try {
    parsed = notification.parse(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    return jsonError(c, 400, "Not a WhatsApp notification");
  }
  const now = Date.now();
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  await handleNotification(c.env, cfg, parsed, now, waitUntil);
  return c.json({ ok: true }, 200, { "Cache-Control": "no-store" });
});

/** Constant-time comparison of two short strings (the verify token). */
function timingSafeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** Every message and status of one notification from Meta. Exported for the tests' direct calls. */
export async function handleNotification(
  env: Env,
  cfg: WhatsAppConfig,
  parsed: Notification,
  now: number,
  waitUntil: (p: Promise<unknown>) => void,
) {
  for (const entry of parsed.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      // Another number on the same Meta app is not ours to answer.
      if (!value || (value.metadata?.phone_number_id && value.metadata.phone_number_id !== cfg.phoneNumberId)) continue;
      for (const status of value.statuses ?? []) {
        const number = digitsOnly(status.recipient_id ?? "");
        if (status.status === "failed" && number && status.errors?.some((e) => REFUSED_DELIVERY.has(e.code ?? 0))) {
          await pauseWhatsAppNumber(env, number, `delivery failed: ${status.errors.map((e) => e.code).join(",")}`, now);
        }
      }
      for (const message of value.messages ?? []) await handleMessage(env, cfg, message, now, waitUntil);
    }
  }
}

function textOf(message: InboundMessage): string {
  if (message.text?.body) return message.text.body;
  if (message.button?.text) return message.button.text;
  return "";
}

async function handleMessage(
  env: Env,
  cfg: WhatsAppConfig,
  message: InboundMessage,
  now: number,
  waitUntil: (p: Promise<unknown>) => void,
) {
  const from = digitsOnly(message.from);
  if (!from) return;
  const inbound = readMessage(textOf(message).slice(0, 1000));
  const alerts = await subscriptionsOf(env.DB, "whatsapp", from);
  const lang: Lang =
    inbound.kind === "optin"
      ? inbound.lang
      : replyLanguage(
          inbound.langs,
          alerts.map((a) => a.lang),
        );
  // Once only: Meta delivers a message again until it sees our 200.
  const claimed = await env.DB.prepare(
    `INSERT INTO whatsapp_inbound (message_id, from_number, received_at, kind, lang) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (message_id) DO NOTHING`,
  )
    .bind(message.id, from, now, inbound.kind, lang)
    .run();
  if (claimed.meta.changes !== 1) return;
  let reply: string | null;
  try {
    // A number that writes to us can receive again.
    await resumeWhatsAppNumber(env, from);
    reply = await act(env, inbound, from, lang, alerts, { now, waitUntil, inboundId: message.id });
    if (reply !== null) {
      const text = `${reply}\n\n${m.mail_never_pay({}, { locale: lang })}`;
      await env.DB.prepare("UPDATE whatsapp_inbound SET reply_text = ? WHERE message_id = ?")
        .bind(text, message.id)
        .run();
    }
  } catch (err) {
    // The claim counts only for a message handled: released, Meta's resend (after our 500) is acted on.
    console.error("whatsapp message not handled; left for Meta to send again", { kind: inbound.kind, err });
    await env.DB.prepare("DELETE FROM whatsapp_inbound WHERE message_id = ?")
      .bind(message.id)
      .run()
      .catch((released) => console.error("WHATSAPP MESSAGE CLAIM NOT RELEASED: its resend will be ignored", released));
    throw err;
  }
  // A null reply: the channel's confirm has queued its own.
  if (reply !== null) waitUntil(sendReply(env, cfg, message.id, now));
}

/** Does what the message asks; returns the reply, or null when the channel's confirm has queued it. */
async function act(
  env: Env,
  inbound: Inbound,
  from: string,
  lang: Lang,
  alerts: Awaited<ReturnType<typeof subscriptionsOf>>,
  ctx: { now: number; waitUntil: (p: Promise<unknown>) => void; inboundId: string },
): Promise<string | null> {
  const o = { locale: lang };
  const siteName = new URL(siteOrigin(env)).host;
  const phone = site.phones[0]?.display ?? "";
  if (inbound.kind === "optin") {
    const key = searchKey(inbound.query, inbound.location);
    const same = alerts.find((a) => a.query_key === key);
    // Stored by an earlier try of this message that failed before confirming: it starts now.
    if (same?.status === "pending") return confirmWhatsApp(env, same.id, ctx);
    if (same) return m.mail_wa_already({ search: describeSearch(same.query, same.location, lang) }, o);
    if (alerts.length >= MAX_ALERTS_PER_NUMBER) return m.mail_wa_too_many({ max: MAX_ALERTS_PER_NUMBER }, o);
    const id = crypto.randomUUID();
    const inserted = await env.DB.prepare(
      `INSERT INTO alert_subscriptions (id, channel, address, query, location, query_key, frequency, status, created_at,
         consent_text, confirm_requested_at, lang)
       VALUES (?, 'whatsapp', ?, ?, ?, ?, 'daily', 'pending', ?, ?, ?, ?) ON CONFLICT (channel, address, query_key) DO NOTHING`,
    )
      .bind(id, from, inbound.query, inbound.location, key, ctx.now, m.forms_notice_whatsapp({}, o), ctx.now, lang)
      .run();
    if (inserted.meta.changes !== 1)
      return m.mail_wa_already({ search: describeSearch(inbound.query, inbound.location, lang) }, o);
    return confirmWhatsApp(env, id, ctx);
  }
  if (inbound.kind === "stop") {
    for (const alert of alerts) await channelOf("whatsapp").stop(env, alert.id);
    return m.mail_wa_stopped({}, o);
  }
  if (alerts.length === 0) return m.mail_wa_help_none({ site: siteName, phone }, o);
  const searches = alerts.map((a) => describeSearch(a.query, a.location, lang)).join("; ");
  return m.mail_wa_help({ alerts: searches, site: siteName, phone }, o);
}

/** Their own message is the opt-in (it proves the number is theirs): the alert starts now; the confirmation is the reply. */
async function confirmWhatsApp(
  env: Env,
  id: string,
  ctx: { now: number; waitUntil: (p: Promise<unknown>) => void; inboundId: string },
): Promise<null> {
  const row = await confirmSubscription(env, { waitUntil: ctx.waitUntil }, id, ctx.now);
  if (row) await channelOf("whatsapp").confirm(env, row, ctx);
  return null;
}
