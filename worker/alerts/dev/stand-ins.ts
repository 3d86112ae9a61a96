import { Hono } from "hono";
import { isLang, LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { readCapped } from "#worker/http/body";
import { escapeHtml } from "#worker/http/errors";
import { siteOrigin } from "#worker/http/origin";
import { devMailer } from "#worker/mail/dev-mailer";
import { mailboxEnabled } from "#worker/mail/mailbox";
import { whatsappConfig } from "../whatsapp/config";
import { type BrowserKeys, decryptPush, newBrowserKeys, vapidProblem } from "./push-decrypt";

/*
 * Local stand-ins of the two services alerts send to (issue 30), so that
 * `npm start` works with no account and no network. They exist only where
 * /dev/mail does (the dev mailer on a loopback SITE_ORIGIN, decision 011);
 * anywhere else these paths are unknown pages. What they receive is recorded
 * in the local mailbox (table dev_mail), so /dev/mail shows the WhatsApp
 * messages and push notifications a seeker would get beside the mails.
 *
 * - WhatsApp Cloud API: POST /dev/whatsapp/<version>/<phone number id>/messages
 *   (npm start sets WHATSAPP_API_URL to /dev/whatsapp/v21.0). It checks the
 *   bearer token, the phone number id and the message's shape as Meta does,
 *   renders a template from the text the agency submits
 *   (docs/whatsapp-templates.md, from the catalogs) and answers like Meta.
 * - A push service: POST /dev/push/subscriptions makes a browser's keys and
 *   an endpoint on this stand-in (what `npm run push` and the browser test
 *   subscribe with); POST /dev/push/send/<keys> checks the VAPID token
 *   (signature, aud, exp, sub) and decrypts the message with those keys.
 */

export const STAND_IN_PREFIX = "/dev";
/** The paths worker/app.ts hands to the stand-ins while they are on. */
export const STAND_IN_PATHS = [`${STAND_IN_PREFIX}/whatsapp/*`, `${STAND_IN_PREFIX}/push/*`];

/** Whether the stand-ins answer: exactly where the local mailbox does. */
export const standInsEnabled = mailboxEnabled;

export const alertStandIns = new Hono<{ Bindings: Env }>().basePath(STAND_IN_PREFIX);

const esc = escapeHtml;

function card(label: string, title: string, text: string, link?: { label: string; url: string }) {
  const button = link ? `<p><a href="${esc(link.url)}" style="color:#0b57d0">${esc(link.label)}</a></p>` : "";
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;background:#ece5dd;padding:16px">
<p style="color:#555;font-size:12px;margin:0 0 6px">${esc(label)}</p>
<div style="background:#fff;border-radius:8px;padding:10px 12px;max-width:28rem;white-space:pre-wrap">${title ? `<strong>${esc(title)}</strong>\n` : ""}${esc(text)}${button}</div></body></html>`;
}

const metaError = (code: number, message: string, type = "OAuthException") => ({
  error: { message, type, code, fbtrace_id: "stand-in" },
});

interface TemplateCall {
  name?: unknown;
  language?: { code?: unknown };
  components?: { type?: unknown; parameters?: { text?: unknown }[] }[];
}

/** The template as the seeker sees it, from the catalog text the agency submits to Meta; null for a name Meta would not know. */
function renderTemplate(env: Env, call: TemplateCall): { lang: Lang; text: string; button: string } | null {
  const cfg = whatsappConfig(env);
  if (!cfg || call.name !== cfg.template) return null;
  const lang = LANGS.find((l) => cfg.templateLanguages[l] === call.language?.code);
  if (!lang || !isLang(lang)) return null;
  const texts = (type: string) =>
    (call.components?.find((x) => x.type === type)?.parameters ?? []).map((p) => String(p.text ?? ""));
  const [search, count, jobs] = texts("body");
  if (search === undefined || count === undefined || jobs === undefined) return null;
  const [suffix = ""] = texts("button");
  return {
    lang,
    text: m.mail_wa_template_body({ search, count, jobs }, { locale: lang }),
    button: new URL(suffix, `${siteOrigin(env)}/`).toString(),
  };
}

alertStandIns.post("/whatsapp/:version/:phoneId/messages", async (c) => {
  const env = c.env;
  const cfg = whatsappConfig(env);
  if (!cfg || c.req.header("Authorization") !== `Bearer ${cfg.token}`) {
    return c.json(metaError(190, "Invalid OAuth access token."), 401);
  }
  if (c.req.param("phoneId") !== cfg.phoneNumberId) {
    return c.json(metaError(100, "Unsupported post request: unknown phone number id."), 400);
  }
  const body = (await c.req.json().catch(() => null)) as {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    template?: TemplateCall;
  } | null;
  const to = typeof body?.to === "string" && /^\d{8,15}$/.test(body.to) ? body.to : null;
  if (body?.messaging_product !== "whatsapp" || !to) {
    return c.json(metaError(100, "Invalid parameter: messaging_product and to are required."), 400);
  }
  const now = Date.now();
  const wamid = `wamid.standin.${crypto.randomUUID()}`;
  const label = `WhatsApp to +${to}`;
  let subject: string;
  let text: string;
  let html: string;
  if (body.type === "text" && typeof body.text?.body === "string" && body.text.body.length <= 4096) {
    subject = "WhatsApp reply";
    text = body.text.body;
    html = card(`${label} · reply inside the 24-hour window`, "", text);
  } else if (body.type === "template" && body.template) {
    const rendered = renderTemplate(env, body.template);
    if (!rendered)
      return c.json(metaError(132001, "Template name does not exist in the translation.", "WhatsApp"), 404);
    const button = m.mail_wa_template_button({}, { locale: rendered.lang });
    subject = `WhatsApp template ${String(body.template.name)} (${String(body.template.language?.code)})`;
    text = `${rendered.text}\n\n[${button}] ${rendered.button}`;
    html = card(`${label} · utility template`, "", rendered.text, { label: button, url: rendered.button });
  } else {
    return c.json(metaError(100, "Invalid parameter: a text or template message is required."), 400);
  }
  const recorded = await devMailer(env.DB, () => now)(
    {
      from: `WhatsApp +${cfg.number}`,
      to: [`whatsapp:+${to}`],
      subject,
      text,
      html,
      attachments: [],
      headers: { "Cloud-API-Request": JSON.stringify(body).slice(0, 2000) },
    },
    wamid,
  );
  if (!recorded.ok) return c.json(metaError(131000, "Something went wrong.", "WhatsApp"), 500);
  return c.json({ messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] });
});

/** A browser's subscription on this stand-in: its endpoint carries the keys, so nothing is stored here. */
alertStandIns.post("/push/subscriptions", async (c) => {
  const keys = await newBrowserKeys();
  const endpoint = `${siteOrigin(c.env)}${STAND_IN_PREFIX}/push/send/${keys.d}/${keys.auth}/${keys.p256dh}`;
  return c.json({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }, 201);
});

alertStandIns.post("/push/send/:d/:auth/:p256dh", async (c) => {
  const env = c.env;
  const now = Date.now();
  const keys: BrowserKeys = { d: c.req.param("d"), auth: c.req.param("auth"), p256dh: c.req.param("p256dh") };
  const origin = new URL(c.req.url).origin;
  const problem = await vapidProblem(c.req.header("Authorization") ?? null, origin, env.VAPID_PUBLIC_KEY, now);
  if (problem) return c.text(`VAPID: ${problem}`, 403);
  if (c.req.header("Content-Encoding") !== "aes128gcm") return c.text("Content-Encoding must be aes128gcm", 415);
  const ttl = c.req.header("TTL");
  if (!ttl || !/^\d+$/.test(ttl)) return c.text("TTL is required", 400);
  const body = await readCapped(c.req.raw, 4096).catch(() => null);
  if (!body) return c.text("Payload Too Large", 413);
  let payload: { title?: unknown; body?: unknown; url?: unknown; stop?: { label?: unknown } };
  try {
    payload = JSON.parse(await decryptPush(body, keys));
  } catch (err) {
    return c.text(`cannot decrypt: ${String(err)}`, 400);
  }
  const title = String(payload.title ?? "");
  const text = String(payload.body ?? "");
  const url = String(payload.url ?? "");
  const id = `push-${crypto.randomUUID()}`;
  await devMailer(env.DB, () => now)(
    {
      from: "Push service stand-in",
      to: [`push:…${keys.p256dh.slice(-8)}`],
      subject: `Push: ${title}`,
      text: `${title}\n${text}\n\n${url}`,
      html: card(`Notification · TTL ${ttl} s · ${body.length} bytes encrypted`, title, text, { label: url, url }),
      attachments: [],
      headers: { "Decrypted-Payload": JSON.stringify(payload).slice(0, 2000), Topic: c.req.header("Topic") ?? "" },
    },
    id,
  );
  return c.body(null, 201, { Location: `${origin}${STAND_IN_PREFIX}/push/messages/${id}` });
});
