import { type Context, Hono } from "hono";
import { z } from "zod";
import { isLang, LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { fieldErrorsOf } from "#shared/schemas/fields";
import { fromBase64Url } from "#worker/http/base64url";
import { openFormPost, readFormBody } from "#worker/http/body";
import { jsonError } from "#worker/http/errors";
import { channelOf } from "../channels/index";
import { sendConfirmation } from "../channels/push";
import { alertSchemasFor, describeSearch, FREQUENCIES, searchKey } from "../schema";
import { confirmSubscription } from "../signup";
import { subscriptionsOf } from "../subscriptions-db";
import { pushConfig } from "./config";
import { ENDPOINT_MAX, endpointProblem } from "./endpoint";

/*
 * /api/alerts/push (issue 30): the browser's PushSubscription, posted when
 * the seeker presses "Notify me on this phone", with the search and the
 * language: {subscription, query, location, frequency, lang}. Same-origin
 * only (the /api Origin check), opened as every form post is (openFormPost:
 * size, per-client rate, one reader), validated: the endpoint must be a
 * known push service's (push/endpoint.ts) and its key a P-256 point. The
 * answer waits for the first notification, so a subscription the push
 * service calls gone is a 400, not an alert deleted after a 201. DELETE
 * with the endpoint and the alert's id (a notification's Stop), or the
 * search, or neither (every alert of it) stops it.
 */

export const MAX_PUSH_BODY_BYTES = 8 * 1024;
/** Alerts one browser may have (one per search). */
export const MAX_ALERTS_PER_ENDPOINT = 10;

const b64Bytes = (length: number, first?: number) =>
  z.string().refine((v) => {
    const bytes = fromBase64Url(v);
    return bytes !== null && bytes.length === length && (first === undefined || bytes[0] === first);
  });

function schemaFor(lang: Lang) {
  const o = { locale: lang };
  const invalid = m.forms_alert_push_invalid({}, o);
  return alertSchemasFor(lang).search.extend({
    subscription: z.object(
      {
        endpoint: z.string({ error: invalid }).max(ENDPOINT_MAX, invalid),
        expirationTime: z.number().nullable().optional(),
        keys: z.object({ p256dh: b64Bytes(65, 4), auth: b64Bytes(16) }, { error: invalid }),
      },
      { error: invalid },
    ),
    frequency: z.enum(FREQUENCIES, { error: m.forms_alert_frequency_error({}, o) }).default("daily"),
    lang: z.enum(LANGS).default("en"),
  });
}

/** Stop by the endpoint and the alert's id (a notification's Stop), its search (older notifications), or neither (every alert of it). */
const stopSchema = z.object({
  endpoint: z.string().max(ENDPOINT_MAX),
  id: z.string().max(100).optional(),
  query: z.string().max(500).optional(),
  location: z.string().max(500).optional(),
});

/** Whether a p256dh is a point on P-256 (65 bytes from 0x04 is only its form). */
async function usableKey(p256dh: string): Promise<boolean> {
  const point = fromBase64Url(p256dh);
  if (!point) return false;
  try {
    await crypto.subtle.importKey("raw", point, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** The answer to a post that could not be opened, in English (its language is in the body not read). */
function unopened(c: Context<{ Bindings: Env }>, problem: "too_large" | "rate_limited" | "unreadable" | "unsupported") {
  const o = { locale: "en" as const };
  if (problem === "too_large") return jsonError(c, 413, m.forms_alert_too_large({}, o));
  if (problem === "rate_limited")
    return jsonError(c, 429, m.forms_alert_rate_limited({}, o), { headers: { "Retry-After": "60" } });
  if (problem === "unsupported") return jsonError(c, 415, m.forms_unsupported({}, o));
  return jsonError(c, 400, m.forms_bad_body({}, o));
}

export const pushApi = new Hono<{ Bindings: Env }>();

pushApi.post("/", async (c) => {
  const env = c.env;
  const body = await openFormPost(c.req.raw, env, MAX_PUSH_BODY_BYTES);
  if (!body.ok) return unopened(c, body.problem);
  const input = body.fields;
  const lang: Lang = isLang(input.lang) ? input.lang : "en";
  const o = { locale: lang };
  const cfg = pushConfig(env);
  if (!cfg) return jsonError(c, 503, m.forms_alert_push_unsupported({}, o));
  const parsed = schemaFor(lang).safeParse(input);
  if (!parsed.success) return jsonError(c, 400, m.forms_fix_fields({}, o), { fields: fieldErrorsOf(parsed.error) });
  const { subscription, query, location, frequency } = parsed.data;
  const unusable = () =>
    jsonError(c, 400, m.forms_fix_fields({}, o), { fields: { subscription: [m.forms_alert_push_invalid({}, o)] } });
  if (endpointProblem(subscription.endpoint, env) || !(await usableKey(subscription.keys.p256dh))) return unusable();
  const now = Date.now();
  const key = searchKey(query, location);
  const existing = await subscriptionsOf(env.DB, "push", subscription.endpoint);
  const keys = JSON.stringify(subscription.keys);
  const same = existing.find((a) => a.query_key === key);
  const message = m.forms_alert_push_on({ search: describeSearch(query, location, lang) }, o);
  if (same) {
    // The same browser and search again: new keys (a renewed subscription), the frequency and language asked now.
    await env.DB.prepare("UPDATE alert_subscriptions SET push_keys = ?, frequency = ?, lang = ? WHERE id = ?")
      .bind(keys, frequency, lang, same.id)
      .run();
    return c.json({ ok: true, message }, 200, { "Cache-Control": "no-store" });
  }
  if (existing.length >= MAX_ALERTS_PER_ENDPOINT) {
    // Not "try again later": this phone has all the alerts it may have until one is stopped.
    const tooMany = m.forms_alert_push_too_many({ max: MAX_ALERTS_PER_ENDPOINT }, o);
    return jsonError(c, 409, tooMany, { fields: { subscription: [tooMany] } });
  }
  const id = crypto.randomUUID();
  const inserted = await env.DB.prepare(
    `INSERT INTO alert_subscriptions (id, channel, address, push_keys, query, location, query_key, frequency, status,
       created_at, consent_text, confirm_requested_at, lang)
     VALUES (?, 'push', ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (channel, address, query_key) DO NOTHING`,
  )
    .bind(id, subscription.endpoint, keys, query, location, key, frequency, now, m.forms_notice_push({}, o), now, lang)
    .run();
  if (inserted.meta.changes === 1) {
    // Pressing the button and allowing notifications is the opt-in: the alert starts now, and says so.
    const row = await confirmSubscription(env, c.executionCtx, id, now);
    // A push service that calls the subscription gone has deleted the alert: the seeker hears it is not on.
    const sent = row ? await sendConfirmation(env, row, now) : null;
    if (sent && !sent.ok && sent.gone) return unusable();
  }
  return c.json({ ok: true, message }, 201, { "Cache-Control": "no-store" });
});

pushApi.delete("/", async (c) => {
  const body = await readFormBody(c.req.raw, MAX_PUSH_BODY_BYTES);
  if (!body.ok) {
    if (body.problem === "too_large") return jsonError(c, 413, "Too large");
    return jsonError(c, 400, "The body must be JSON: {endpoint, id?} or {endpoint, query?, location?}");
  }
  const parsed = stopSchema.safeParse(body.fields);
  if (!parsed.success) return jsonError(c, 400, "Invalid stop request", { fields: fieldErrorsOf(parsed.error) });
  const { endpoint, id, query, location } = parsed.data;
  const alerts = await subscriptionsOf(c.env.DB, "push", endpoint);
  // Knowing the endpoint (a secret of the browser and its push service) is the right to stop its alerts.
  const key = query === undefined && location === undefined ? null : searchKey(query ?? "", location ?? "");
  const chosen = alerts.filter((a) => (id !== undefined ? a.id === id : key === null || a.query_key === key));
  for (const alert of chosen) await channelOf("push").stop(c.env, alert.id);
  return c.json({ ok: true, stopped: chosen.length }, 200, { "Cache-Control": "no-store" });
});
