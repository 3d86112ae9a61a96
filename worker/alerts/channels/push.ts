import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { siteOrigin } from "#worker/http/origin";
import { digestKey, recordOutcome } from "../digest-store";
import { pushConfig } from "../push/config";
import { type PushKeys, pushKeys, sendPush } from "../push/send";
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

/** The notification's data, read by public/sw.js: what to show, where a tap goes, how Stop finds the alert. */
function notification(row: SubscriptionRow, title: string, body: string, url: string) {
  const o = { locale: row.lang };
  return {
    title,
    body,
    url,
    lang: row.lang,
    // One notification per alert on the phone: a new digest replaces the last.
    tag: `job-alert-${row.id}`,
    stop: {
      label: m.mail_push_stop({}, o),
      done: m.mail_push_stopped({}, o),
      query: row.query,
      location: row.location,
    },
  };
}

function keysOf(value: string | null): PushKeys | null {
  const parsed = pushKeys.safeParse(value ? JSON.parse(value) : null);
  return parsed.success ? parsed.data : null;
}

/** A push topic: at most 32 URL-safe characters, one per alert. */
const topicOf = (id: string) => id.replace(/-/g, "").slice(0, 32);

export const pushChannel: AlertChannel = {
  name: "push",
  async confirm(env, row, { now, waitUntil }) {
    const cfg = pushConfig(env);
    const keys = keysOf(row.push_keys);
    if (!cfg || !keys) return;
    const o = { locale: row.lang };
    const search = describeSearch(row.query, row.location, row.lang);
    const payload = notification(
      row,
      m.mail_push_on_title({}, o),
      `${m.mail_push_on_body({ search }, o)} ${m.mail_never_pay({}, o)}`,
      searchUrl(siteOrigin(env), row.query, row.location, row.frequency, row.lang),
    );
    waitUntil(
      sendPush(env, cfg, row.address, keys, { payload, ttl: 60 * 60, topic: topicOf(row.id) }, now).then(
        async (sent) => {
          if (sent.ok) return;
          console.warn("push confirmation not delivered", { error: sent.error });
          if (!sent.ok && sent.gone) await deleteAlert(env, row.id);
        },
      ),
    );
  },
  digest: {
    async compose(_env, { row, jobs, total, search, searchUrl: url }) {
      const o = { locale: row.lang };
      const title = m.mail_push_title({ search, count: formatCount(total) }, o);
      const body = `${jobsLine(jobs, total, row.lang, PUSH_JOBS)}\n${m.mail_never_pay({}, o)}`;
      return { subject: title, text: JSON.stringify(notification(row, title, body, url)), html: "" };
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
