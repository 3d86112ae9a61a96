import { isLang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatCount } from "#shared/lib/salary";
import { siteOrigin } from "#worker/http/origin";
import { digestKey, recordOutcome } from "../digest-store";
import { describeSearch } from "../schema";
import { type SubscriptionRow, stopAlert } from "../subscriptions-db";
import { type CloudMessage, sendCloudMessage } from "../whatsapp/cloud-api";
import { whatsappConfig } from "../whatsapp/config";
import { sendReply } from "../whatsapp/replies";
import type { AlertChannel, AlertJob } from "./types";

/**
 * WhatsApp alerts (issue 30): the seeker's own message is the opt-in (it
 * proves the number is theirs), the confirmation is the reply to it, and a
 * digest is the utility template configured in WHATSAPP_DIGEST_TEMPLATE
 * (its text per language: docs/whatsapp-templates.md), sent outside the
 * 24-hour window. Every message says we never ask for money.
 */

/** Jobs named in the template's text; the rest are counted, behind the button. */
export const TEMPLATE_JOBS = 3;
const JOB_TEXT_MAX = 120;

/** A job in a template parameter: one line, its salary where the ATS gives one. Meta refuses new lines and tabs. */
function jobText(job: AlertJob): string {
  const text = [job.title, job.company, job.city, job.salary].filter(Boolean).join(", ").replace(/\s+/g, " ").trim();
  return text.length > JOB_TEXT_MAX ? `${text.slice(0, JOB_TEXT_MAX - 1)}…` : text;
}

/** The jobs a WhatsApp digest or push notification names, in the alert's language ("…; and 9 more"). */
export function jobsLine(jobs: AlertJob[], total: number, lang: SubscriptionRow["lang"], max = TEMPLATE_JOBS): string {
  const named = jobs.slice(0, max).map(jobText).join("; ");
  const more = total - Math.min(max, jobs.length);
  return more > 0 ? `${named}; ${m.mail_alert_more({ count: formatCount(more) }, { locale: lang })}` : named;
}

/** The reply that confirms a new WhatsApp alert. */
export function confirmationText(row: Pick<SubscriptionRow, "query" | "location" | "lang">): string {
  const o = { locale: row.lang };
  return `${m.mail_wa_confirm({ search: describeSearch(row.query, row.location, row.lang) }, o)}\n\n${m.mail_never_pay({}, o)}`;
}

export const whatsappChannel: AlertChannel = {
  name: "whatsapp",
  async confirm(env, row, { now, waitUntil, inboundId }) {
    const cfg = whatsappConfig(env);
    if (!inboundId || !cfg) return;
    // The reply to the message that asked: it waits in that message's row until the Cloud API takes it.
    await env.DB.prepare("UPDATE whatsapp_inbound SET reply_text = ? WHERE message_id = ?")
      .bind(confirmationText(row), inboundId)
      .run();
    waitUntil(sendReply(env, cfg, inboundId, now));
  },
  digest: {
    async compose(env, { row, jobs, total, search, searchUrl }) {
      const cfg = whatsappConfig(env);
      const lang = row.lang;
      const url = new URL(searchUrl);
      // The template's button is "<site>/{{1}}": the path and query of the search.
      const suffix = `${url.pathname.slice(1)}${url.search}`;
      const message: CloudMessage = {
        type: "template",
        to: row.address,
        template: {
          name: cfg?.template ?? "",
          language: { code: cfg?.templateLanguages[lang] ?? lang },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: search },
                { type: "text", text: formatCount(total) },
                { type: "text", text: jobsLine(jobs, total, lang) },
              ],
            },
            { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: suffix }] },
          ],
        },
      };
      const o = { locale: lang };
      return {
        subject: m.mail_push_title({ search, count: formatCount(total) }, o),
        text: JSON.stringify(message),
        html: "",
        // The button's full address, for the stand-in and the staff: the template holds the origin.
        headers: { "X-Search-URL": new URL(suffix, `${siteOrigin(env)}/`).toString() },
      };
    },
    async send(env, digests, now, result) {
      const cfg = whatsappConfig(env);
      for (const d of digests) {
        const key = digestKey(d);
        if (!cfg) {
          await recordOutcome(
            env,
            [d],
            key,
            { ok: false, retryable: true, error: "WhatsApp is not configured" },
            now,
            result,
          );
          continue;
        }
        const message = JSON.parse(d.text_body) as CloudMessage;
        // The name and code as configured now: a template renamed (or its language resubmitted) at Meta is
        // picked up by pending digests. The code is the alert's language's; composed, it is the fallback.
        if (message.type === "template") {
          message.template.name = cfg.template;
          const lang = isLang(d.lang) ? d.lang : null;
          const code = lang ? (cfg.templateLanguages[lang] ?? lang) : message.template.language.code;
          message.template.language = { ...message.template.language, code };
        }
        const outcome = await sendCloudMessage(cfg, { ...message, to: d.address });
        await recordOutcome(env, [d], key, outcome, now, result);
      }
    },
  },
  stop: stopAlert,
};
