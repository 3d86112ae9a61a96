import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { siteOrigin } from "#worker/http/origin";
import { digestKey, recordOutcome, type SendOutcome } from "../digest-store";
import { pushConfig } from "../push/config";
import { PUSH_PLAINTEXT_MAX, type PushKeys, pushKeys, sendPush } from "../push/send";
import { describeSearch, searchUrl } from "../schema";
import { deleteAlerts, type SubscriptionRow, stopAlert } from "../subscriptions-db";
import type { AlertChannel } from "./types";
import { jobsLine } from "./whatsapp";

/**
 * Web push alerts (issue 30): the browser's subscription, posted when the
 * seeker presses "Notify me on this phone", is the opt-in; a first
 * notification says the alert is on; a digest is one notification (title
 * and text in the alert's language, the search's URL, a Stop action).
 */

/** Jobs named in a notification's text (a phone shows two or three lines). */
const PUSH_JOBS = 2;
const DAY_SECONDS = 24 * 60 * 60;

/** What a push may carry: the library's plaintext limit, one 4 KB record less its header, delimiter and tag. */
export const PUSH_PAYLOAD_MAX = PUSH_PLAINTEXT_MAX;
/** A title's share: a phone shows one line of it. */
const TITLE_MAX = 360;
/** The search URL's share; a longer one is the search with its last words (or letters) left off. */
const URL_MAX = 1600;

const encoder = new TextEncoder();
/** Bytes a string takes inside the JSON of a payload (its escapes included, its quotes not). */
const jsonBytes = (text: string) => encoder.encode(JSON.stringify(text)).length - 2;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** `text` cut to `max` JSON bytes on a character (grapheme) boundary, with "…" when cut. */
export function fitBytes(text: string, max: number): string {
  if (jsonBytes(text) <= max) return text;
  let out = "";
  let used = jsonBytes("…");
  for (const { segment } of graphemes.segment(text)) {
    used += jsonBytes(segment);
    if (used > max) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

/** One word (or, for a single long word, one character) off the end of a search term. */
function shorter(term: string): string {
  const space = term.lastIndexOf(" ");
  if (space > 0) return term.slice(0, space);
  const chars = [...graphemes.segment(term)].map((g) => g.segment);
  return chars.slice(0, -1).join("");
}

/** The search's URL within URL_MAX bytes: a long search loses words from the end of its longer term (a wider search). */
export function fittedSearchUrl(origin: string, row: SubscriptionRow): string {
  let { query, location } = row;
  for (;;) {
    const url = searchUrl(origin, query, location, row.frequency, row.lang);
    if (url.length <= URL_MAX || (!query && !location)) return url;
    if (encodeURIComponent(query).length >= encodeURIComponent(location).length) query = shorter(query);
    else location = shorter(location);
  }
}

/**
 * The notification's data, read by public/sw.js: what to show, where a tap
 * goes, how Stop finds the alert (its id, with the endpoint the browser
 * knows). Made to fit PUSH_PAYLOAD_MAX whatever the search: the title and
 * the text are cut on a character boundary, the never-pay line is kept whole.
 */
export function notification(row: SubscriptionRow, title: string, text: string, neverPay: string, url: string) {
  const o = { locale: row.lang };
  const frame = {
    title: "",
    body: "",
    url,
    lang: row.lang,
    // One notification per alert on the phone: a new digest replaces the last.
    tag: `job-alert-${row.id}`,
    stop: { label: m.mail_push_stop({}, o), done: m.mail_push_stopped({}, o), id: row.id },
  };
  const fitted = fitBytes(title, TITLE_MAX);
  const room = PUSH_PAYLOAD_MAX - encoder.encode(JSON.stringify(frame)).length - jsonBytes(fitted);
  const tail = `\n${neverPay}`;
  return { ...frame, title: fitted, body: `${fitBytes(text, room - jsonBytes(tail))}${tail}` };
}

function keysOf(value: string | null): PushKeys | null {
  const parsed = pushKeys.safeParse(value ? JSON.parse(value) : null);
  return parsed.success ? parsed.data : null;
}

/** A push topic: at most 32 URL-safe characters, one per alert. */
const topicOf = (id: string) => id.replace(/-/g, "").slice(0, 32);

/**
 * The first notification, saying the alert is on. Its outcome is the
 * sign-up's answer (/api/alerts/push waits for it): a push service that
 * says the subscription is gone (404/410) deletes the alert at once, so the
 * seeker is told it is not on; other failures are logged, the alert stays.
 */
export async function sendConfirmation(env: Env, row: SubscriptionRow, now: number): Promise<SendOutcome> {
  const cfg = pushConfig(env);
  const keys = keysOf(row.push_keys);
  if (!cfg || !keys) return { ok: false, retryable: false, error: cfg ? "no keys" : "web push is not configured" };
  const o = { locale: row.lang };
  const search = describeSearch(row.query, row.location, row.lang);
  const payload = notification(
    row,
    m.mail_push_on_title({}, o),
    m.mail_push_on_body({ search }, o),
    m.mail_never_pay({}, o),
    fittedSearchUrl(siteOrigin(env), row),
  );
  const sent = await sendPush(env, cfg, row.address, keys, { payload, ttl: 60 * 60, topic: topicOf(row.id) }, now);
  if (!sent.ok) {
    console.error("push confirmation not delivered", { gone: Boolean(sent.gone), error: sent.error });
    // Gone is gone for every alert of this browser (deleteAlerts, decision 064).
    if (sent.gone) await deleteAlerts(env, { channel: "push", addresses: [row.address] });
  }
  return sent;
}

export const pushChannel: AlertChannel = {
  name: "push",
  async confirm(env, row, { now, waitUntil }) {
    waitUntil(sendConfirmation(env, row, now));
  },
  digest: {
    async compose(env, { row, jobs, total, search }) {
      const o = { locale: row.lang };
      const title = m.mail_push_title({ search, count: formatCount(total) }, o);
      const text = jobsLine(jobs, total, row.lang, PUSH_JOBS);
      const payload = notification(row, title, text, m.mail_never_pay({}, o), fittedSearchUrl(siteOrigin(env), row));
      return { subject: title, text: JSON.stringify(payload), html: "" };
    },
    async send(env, digests, now, result) {
      const cfg = pushConfig(env);
      for (const d of digests) {
        const key = digestKey(d);
        const keys = keysOf(d.push_keys);
        if (!cfg || !keys) {
          const error = cfg ? "push subscription has no keys" : "web push is not configured";
          await recordOutcome(
            env,
            [d],
            key,
            { ok: false, retryable: Boolean(!cfg), gone: Boolean(cfg), error },
            now,
            result,
          );
          continue;
        }
        const weekly = d.period.startsWith("weekly:");
        const outcome = await sendPush(
          env,
          cfg,
          d.address,
          keys,
          // Kept for an offline phone until the next digest would come.
          {
            payload: JSON.parse(d.text_body),
            ttl: weekly ? 7 * DAY_SECONDS : DAY_SECONDS,
            topic: topicOf(d.subscription_id),
          },
          now,
        );
        await recordOutcome(env, [d], key, outcome, now, result);
      }
    },
  },
  stop: stopAlert,
};
