import { Hono } from "hono";
import { z } from "zod";
import { isLang, LANGS, type Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { fieldErrorsOf } from "#shared/schemas/fields";
import { BodyTooLargeError, readCapped } from "#worker/http/body";
import { clientKey } from "#worker/http/client-key";
import { jsonError } from "#worker/http/errors";
import { channelOf } from "../channels/index";
import { alertSchemasFor, describeSearch, FREQUENCIES, searchKey } from "../schema";
import { confirmSubscription } from "../signup";
import { subscriptionsOf } from "../subscriptions-db";
import { fromBase64Url, pushConfig } from "./config";
import { ENDPOINT_MAX, endpointProblem } from "./endpoint";

/*
 * /api/alerts/push (issue 30): the browser's PushSubscription, posted when
 * the seeker presses "Notify me on this phone", with the search and the
 * language: {subscription, query, location, frequency, lang}. Same-origin
 * only (the /api Origin check), rate-limited per client, validated. DELETE
 * with the endpoint (and the search, else every alert of it) stops it; the
 * service worker's Stop action sends that.
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

const stopSchema = z.object({
  endpoint: z.string().max(ENDPOINT_MAX),
  query: z.string().max(500).optional(),
  location: z.string().max(500).optional(),
});

async function jsonBody(raw: Request): Promise<unknown> {
  const bytes = await readCapped(raw, MAX_PUSH_BODY_BYTES);
  return JSON.parse(new TextDecoder().decode(bytes));
}

export const pushApi = new Hono<{ Bindings: Env }>();

pushApi.post("/", async (c) => {
  const env = c.env;
  let input: unknown;
  try {
    try {
      if (!(await env.FORM_LIMITER.limit({ key: clientKey(c.req.raw) })).success) {
        await c.req.raw.body?.cancel().catch(() => undefined);
        return jsonError(c, 429, m.forms_alert_rate_limited({}, { locale: "en" }), {
          headers: { "Retry-After": "60" },
        });
      }
    } catch (err) {
      console.error("rate limiter unavailable", err);
    }
    input = await jsonBody(c.req.raw);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return jsonError(c, 413, m.forms_alert_too_large({}, { locale: "en" }));
    return jsonError(c, 400, m.forms_bad_body({}, { locale: "en" }));
  }
  const asked = (input as { lang?: unknown } | null)?.lang;
  const lang: Lang = isLang(asked) ? asked : "en";
  const o = { locale: lang };
  const cfg = pushConfig(env);
  if (!cfg) return jsonError(c, 503, m.forms_alert_push_unsupported({}, o));
  const parsed = schemaFor(lang).safeParse(input);
  if (!parsed.success) return jsonError(c, 400, m.forms_fix_fields({}, o), { fields: fieldErrorsOf(parsed.error) });
  const { subscription, query, location, frequency } = parsed.data;
  if (endpointProblem(subscription.endpoint, env)) {
    return jsonError(c, 400, m.forms_fix_fields({}, o), {
      fields: { subscription: [m.forms_alert_push_invalid({}, o)] },
    });
  }
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
  if (existing.length >= MAX_ALERTS_PER_ENDPOINT) return jsonError(c, 429, m.forms_alert_rate_limited({}, o));
  const id = crypto.randomUUID();
  const inserted = await env.DB.prepare(
    `INSERT INTO alert_subscriptions (id, channel, address, push_keys, query, location, query_key, frequency, status,
       created_at, consent_text, confirm_requested_at, lang)
     VALUES (?, 'push', ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (channel, address, query_key) DO NOTHING`,
  )
    .bind(id, subscription.endpoint, keys, query, location, key, frequency, now, m.forms_notice_push({}, o), now, lang)
    .run();
  if (inserted.meta.changes === 1) {
    // Pressing the button and allowing notifications is the opt-in: the alert starts now.
    const row = await confirmSubscription(env, c.executionCtx, id, now);
    if (row) await channelOf("push").confirm(env, row, { now, waitUntil: (p) => c.executionCtx.waitUntil(p) });
  }
  return c.json({ ok: true, message }, 201, { "Cache-Control": "no-store" });
});

pushApi.delete("/", async (c) => {
  let input: unknown;
  try {
    input = await jsonBody(c.req.raw);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return jsonError(c, 413, "Too large");
    return jsonError(c, 400, "The body must be JSON: {endpoint, query?, location?}");
  }
  const parsed = stopSchema.safeParse(input);
  if (!parsed.success) return jsonError(c, 400, "Invalid stop request", { fields: fieldErrorsOf(parsed.error) });
  const { endpoint, query, location } = parsed.data;
  const alerts = await subscriptionsOf(c.env.DB, "push", endpoint);
  // Knowing the endpoint (a secret of the browser and its push service) is the right to stop its alerts.
  const key = query === undefined && location === undefined ? null : searchKey(query ?? "", location ?? "");
  const chosen = alerts.filter((a) => key === null || a.query_key === key);
  for (const alert of chosen) await channelOf("push").stop(c.env, alert.id);
  return c.json({ ok: true, stopped: chosen.length }, 200, { "Cache-Control": "no-store" });
});
