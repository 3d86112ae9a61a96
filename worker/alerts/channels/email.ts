import { z } from "zod";
import { sha256Hex } from "#worker/http/hash";
import { devMailer } from "#worker/mail/dev-mailer";
import { mailerFor, mailerName, NO_MAILER, noMailerHint } from "#worker/mail/index";
import type { MailMessage } from "#worker/mail/message";
import { BATCH_MAX, resendBatchMailer } from "#worker/mail/resend";
import { type DigestRunResult, digestKey, recordOutcome, type SendOutcome, type StoredDigest } from "../digest-store";
import { alertLink, listUnsubscribe, safetyUrl } from "../links";
import { digestMail } from "../mail";
import { deliverConfirmation } from "../signup";
import { stopAlert } from "../subscriptions-db";
import type { AlertChannel } from "./types";

/**
 * E-mail alerts (issue 17): double opt-in by mail, digests through Resend in
 * batches of up to 100 with one idempotency key per batch, one-click
 * unsubscribe. Behind the channel interface since issue 30, unchanged.
 */

/** The idempotency key of one batch: its digests, so the same batch retried is the same request. */
export async function batchKey(keys: string[]) {
  return `alert-digests-${(await sha256Hex([...keys].sort().join("\n"))).slice(0, 48)}`;
}

/** Whether these are all the digests a tried batch had: only then is it the same request again. */
async function wholeBatch(env: Env, key: string, list: { subscription_id: string }[]) {
  const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_digests WHERE batch_key = ?")
    .bind(key)
    .first<number>("n");
  return n === list.length;
}

function toMessage(env: Env, d: StoredDigest): MailMessage {
  const headers = d.headers ? z.record(z.string(), z.string()).parse(JSON.parse(d.headers)) : undefined;
  return {
    from: env.MAIL_FROM,
    to: [d.address],
    subject: d.subject,
    text: d.text_body,
    html: d.html_body,
    attachments: [],
    headers,
  };
}

async function sendBatch(env: Env, digests: StoredDigest[], now: number, result: DigestRunResult) {
  // One digest alone (or one split from a refused batch) is a single send under its own key.
  if (digests.length === 1 && (digests[0].batch_key ?? digestKey(digests[0])) === digestKey(digests[0])) {
    await sendOne(env, digests[0], now, result);
    return;
  }
  const key = await batchKey(digests.map(digestKey));
  const name = mailerName(env);
  let outcome: SendOutcome;
  if (name === "resend") {
    outcome = await resendBatchMailer(env.RESEND_API_KEY ?? "")(
      digests.map((d) => toMessage(env, d)),
      key,
    );
    if (!outcome.ok && !outcome.retryable) {
      // Resend refuses a batch whole (strict validation), so none of it went out: one bad
      // digest must not fail the others, so each is sent on its own and only the bad one fails.
      console.warn("alert digest batch refused; its digests are sent one by one", { error: outcome.error });
      for (const d of digests) await sendOne(env, d, now, result);
      return;
    }
  } else if (name === "dev") {
    // The dev mailer records each mail under its own digest key: recording twice is a no-op.
    const dev = devMailer(env.DB, () => now);
    const ids: string[] = [];
    outcome = { ok: true, ids };
    for (const d of digests) {
      const sent = await dev(toMessage(env, d), digestKey(d));
      if (!sent.ok) {
        outcome = { ok: false, retryable: true, error: sent.error };
        break;
      }
      ids.push(sent.id);
    }
  } else {
    outcome = { ok: false, retryable: true, error: `${NO_MAILER} (${noMailerHint(env)})` };
  }
  await recordOutcome(env, digests, key, outcome, now, result);
}

async function sendOne(env: Env, digest: StoredDigest, now: number, result: DigestRunResult) {
  const key = digestKey(digest);
  const mailer = mailerFor(env, () => now);
  const sent = mailer
    ? await mailer(toMessage(env, digest), key)
    : { ok: false as const, retryable: true, error: `${NO_MAILER} (${noMailerHint(env)})` };
  await recordOutcome(env, [digest], key, sent.ok ? { ok: true, ids: [sent.id] } : sent, now, result);
}

export const emailChannel: AlertChannel = {
  name: "email",
  async confirm(env, row, { now, waitUntil }) {
    // The double opt-in: nothing but this mail goes out until its link is followed.
    waitUntil(deliverConfirmation(env, row.id, now).catch((err) => console.error("confirmation mail", err)));
  },
  digest: {
    async compose(env, { row, jobs, total, search, searchUrl, at, secret }) {
      const stopUrl = await alertLink(env, secret, "stop", row.id, at, row.lang);
      const mail = await digestMail({
        search,
        jobs,
        total,
        searchUrl,
        manageUrl: await alertLink(env, secret, "manage", row.id, at, row.lang),
        stopUrl,
        safetyUrl: safetyUrl(env, row.lang),
        lang: row.lang,
      });
      return { ...mail, headers: listUnsubscribe(stopUrl) };
    },
    async send(env, digests, now, result) {
      // Digests tried before keep their batch (same members, same key); new ones are batched in order.
      const batches = new Map<string, StoredDigest[]>();
      for (const d of digests) {
        const list = batches.get(d.batch_key ?? "") ?? [];
        list.push(d);
        batches.set(d.batch_key ?? "", list);
      }
      for (const [key, list] of batches) {
        if (key && !(await wholeBatch(env, key, list))) {
          // Part of a tried batch (the rest held by another run): sent short it would be another
          // request under another key. Released whole; the sweep sends it whole.
          await env.DB.prepare(
            `UPDATE alert_digests SET lease_until = NULL WHERE period = ? AND subscription_id IN (SELECT value FROM json_each(?))`,
          )
            .bind(list[0].period, JSON.stringify(list.map((d) => d.subscription_id)))
            .run();
          result.pending += list.length;
          continue;
        }
        for (let i = 0; i < list.length; i += BATCH_MAX)
          await sendBatch(env, list.slice(i, i + BATCH_MAX), now, result);
      }
    },
  },
  stop: stopAlert,
};
