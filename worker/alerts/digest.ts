import { z } from "zod";
import { localizedPath } from "#shared/i18n/lang";
import { todayInIndia } from "#shared/lib/dates";
import { salaryInLang } from "#shared/lib/salary";
import { siteOrigin } from "#worker/http/origin";
import type { JobStore } from "#worker/jobs/codec/job-store";
import { searchIndex } from "#worker/jobs/search/search";
import { getSnapshot, type Waiter } from "#worker/jobs/snapshot";
import { channelOf } from "./channels/index";
import { CHANNEL_NAMES } from "./channels/names";
import type { AlertJob } from "./channels/types";
import { type DigestRunResult, storedDigest } from "./digest-store";
import { alertSecret } from "./links";
import { describeSearch, type Frequency, searchUrl } from "./schema";
import { getSubscriptions, type SubscriptionRow } from "./subscriptions-db";

export { batchKey } from "./channels/email";
export { type DigestRunResult, MAX_DIGEST_ATTEMPTS } from "./digest-store";

/** The digest cron: 03:30 UTC is 09:00 in India. Weekly alerts go out on Mondays' run. */
export const DIGEST_CRON = "30 3 * * *";
/** Jobs listed in one digest; the rest are counted, behind a link to the full search. */
export const DIGEST_MAX_JOBS = 10;
/** Subscriptions per queue message: one consumer invocation's work. */
export const IDS_PER_MESSAGE = 100;
const LEASE_MS = 2 * 60_000;

/** One queue message: digest these subscriptions for this period. */
export const digestMessage = z.object({
  period: z.string().regex(/^(daily|weekly):\d{4}-\d{2}-\d{2}$/),
  /** The period's start (the cron's scheduled time): links in its mails are issued at it. */
  at: z.number().int(),
  ids: z.array(z.string().uuid()).max(IDS_PER_MESSAGE),
});
export type DigestMessage = z.infer<typeof digestMessage>;

/** The periods a run at `scheduledTime` starts: today's daily one, and on a Monday (India) the weekly one. */
export function periodsAt(scheduledTime: number): { frequency: Frequency; period: string }[] {
  const day = todayInIndia(new Date(scheduledTime));
  const periods: { frequency: Frequency; period: string }[] = [{ frequency: "daily", period: `daily:${day}` }];
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 1) periods.push({ frequency: "weekly", period: `weekly:${day}` });
  return periods;
}

/**
 * The producer: every confirmed alert of each period's frequency that has no
 * digest for the period yet, in messages of IDS_PER_MESSAGE ids on
 * ALERT_QUEUE. The queue's consumer (this Worker) composes and sends them.
 */
export async function enqueueDigests(env: Env, scheduledTime: number) {
  let messages = 0;
  let subscriptions = 0;
  for (const { frequency, period } of periodsAt(scheduledTime)) {
    const done = await enqueueDue(env, frequency, period, scheduledTime, Number.MAX_SAFE_INTEGER);
    messages += done.messages;
    subscriptions += done.subscriptions;
  }
  return { messages, subscriptions };
}

/** Confirmed alerts of a frequency, confirmed by `confirmedBy`, with no digest composed for the period. */
async function enqueueDue(env: Env, frequency: Frequency, period: string, at: number, confirmedBy: number) {
  let messages = 0;
  let subscriptions = 0;
  let after = "";
  for (;;) {
    const { results } = await env.DB.prepare(
      `SELECT id FROM alert_subscriptions WHERE status = 'confirmed' AND paused_at IS NULL AND frequency = ? AND id > ?
         AND (last_period IS NULL OR last_period <> ?) AND confirmed_at <= ? ORDER BY id LIMIT 5000`,
    )
      .bind(frequency, after, period, confirmedBy)
      .all<{ id: string }>();
    if (results.length === 0) break;
    after = results[results.length - 1].id;
    subscriptions += results.length;
    messages += await sendMessages(
      env,
      period,
      at,
      results.map((r) => r.id),
    );
  }
  return { messages, subscriptions };
}

const HOUR_MS = 60 * 60_000;
/** The cron's interval: the catch-up below runs in one sweep an hour. */
const SWEEP_MS = 10 * 60_000;

/**
 * The catch-up (in the 10-minute sweep, once an hour from an hour after a
 * period starts): a queue message that failed before composing is dropped
 * after its retries and leaves no digest row for the retry sweep, so alerts
 * confirmed before the current period began that still have no digest for
 * it are enqueued again. Composing is idempotent (the cursor's move and the
 * digest row are one transaction), so an alert that was only slow is not
 * mailed twice.
 */
export async function enqueueMissedDigests(env: Env, now: number) {
  const at = new Date(now);
  let daily = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 3, 30);
  if (daily > now) daily -= 24 * HOUR_MS;
  let weekly = daily;
  // 03:30 UTC is 09:00 the same day in India, so the UTC weekday is India's.
  while (new Date(weekly).getUTCDay() !== 1) weekly -= 24 * HOUR_MS;
  let messages = 0;
  let subscriptions = 0;
  for (const [frequency, start] of [
    ["daily", daily],
    ["weekly", weekly],
  ] as const) {
    const since = now - start;
    if (since < HOUR_MS || since % HOUR_MS >= SWEEP_MS) continue;
    const done = await enqueueDue(env, frequency, `${frequency}:${todayInIndia(new Date(start))}`, start, start);
    messages += done.messages;
    subscriptions += done.subscriptions;
  }
  if (subscriptions > 0)
    console.warn("alert digests missing for the current period were enqueued again", { subscriptions });
  return { messages, subscriptions };
}

async function sendMessages(env: Env, period: string, at: number, ids: string[]) {
  const bodies: { body: DigestMessage }[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE)
    bodies.push({ body: { period, at, ids: ids.slice(i, i + IDS_PER_MESSAGE) } });
  // sendBatch takes at most 100 messages.
  for (let i = 0; i < bodies.length; i += 100) await env.ALERT_QUEUE.sendBatch(bodies.slice(i, i + 100));
  return bodies.length;
}

/**
 * The retry sweep (every 10 minutes): digests still pending whose backoff is
 * over go back on the queue. A batch that was tried goes back whole, as one
 * message: sent again with the same members it is the same request under
 * the same idempotency key, so a batch Resend accepted before its answer was
 * lost is not delivered twice. The LIMIT never cuts such a batch in two: a
 * batch at the end of a full page waits for the next sweep.
 */
export async function enqueuePendingDigests(env: Env, now: number) {
  const limit = 5000;
  const { results: page } = await env.DB.prepare(
    `SELECT subscription_id, period, created_at, batch_key FROM alert_digests
     WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
     ORDER BY period, batch_key, subscription_id LIMIT ?`,
  )
    .bind(now, now, limit)
    .all<{ subscription_id: string; period: string; created_at: number; batch_key: string | null }>();
  const last = page.length === limit ? page[page.length - 1] : null;
  const results = last?.batch_key
    ? page.filter((r) => r.period !== last.period || r.batch_key !== last.batch_key)
    : page;
  const groups = new Map<string, { period: string; at: number; ids: string[] }>();
  for (const r of results) {
    const group = `${r.period}\n${r.batch_key ?? ""}`;
    const entry = groups.get(group) ?? { period: r.period, at: r.created_at, ids: [] };
    entry.ids.push(r.subscription_id);
    groups.set(group, entry);
  }
  let messages = 0;
  for (const { period, at, ids } of groups.values()) messages += await sendMessages(env, period, at, ids);
  return { pending: results.length, messages };
}

/** Jobs of the snapshot matching a search, newest first, the same search as /job (worker/jobs/search/search.ts). */
function matcher(store: JobStore) {
  const cache = new Map<string, number[]>();
  return (row: SubscriptionRow) => {
    let positions = cache.get(row.query_key);
    if (!positions) {
      positions = searchIndex(store, { query: row.query, location: row.location, sort: "date" });
      cache.set(row.query_key, positions);
    }
    return positions;
  };
}

const seenSchema = z.array(z.number().int());

/**
 * What is new to an alert: jobs first seen on or after its cursor day, less
 * those a digest already listed on that day. The new cursor is today, with
 * the matching jobs first seen today (so tomorrow's digest skips exactly them).
 */
export function newJobs(store: JobStore, positions: number[], row: SubscriptionRow, today: string) {
  const since = row.since_day ?? today;
  // A late message for a period before the alert's cursor (confirmed since): nothing, and the cursor stays.
  if (today < since) return { fresh: [], cursor: { since_day: since, seen_ids: row.seen_ids } };
  const seen = new Set(seenSchema.catch([]).parse(JSON.parse(row.seen_ids || "[]")));
  const fresh: number[] = [];
  const seenToday = since === today ? new Set(seen) : new Set<number>();
  for (const p of positions) {
    const day = store.firstSeenAt(p);
    if (!day || day < since) continue;
    const id = store.idAt(p);
    if (day === today) seenToday.add(id);
    if (day === since && seen.has(id)) continue;
    fresh.push(p);
  }
  return { fresh, cursor: { since_day: today, seen_ids: JSON.stringify([...seenToday]) } };
}

/** The jobs a digest lists, in the alert's language (links to its pages), salaries as its pages say them. */
function digestJobs(env: Env, store: JobStore, fresh: number[], lang: SubscriptionRow["lang"]): AlertJob[] {
  const origin = siteOrigin(env);
  return fresh.slice(0, DIGEST_MAX_JOBS).map((p) => {
    const job = store.jobAt(p);
    return {
      title: job.title,
      company: job.client,
      city: job.city,
      // The ATS's words on English alerts; what they say, in the alert's language, on others (as job pages do).
      salary: job.salary ? (salaryInLang(job.salary, lang) ?? job.salary) : null,
      url: new URL(localizedPath(`/jobdetails/${job.id}`, lang), origin).toString(),
    };
  });
}

/**
 * The consumer's work for one message: compose each subscription's digest
 * for the period (once: the row is written with the cursor's move, in one
 * transaction), then send every pending digest of these subscriptions in
 * Resend batches. A failed batch stays pending with a backoff; the sweep
 * sends it again with the same key.
 */
export async function processDigestMessage(
  env: Env,
  ctx: Waiter,
  message: DigestMessage,
  now: number,
): Promise<DigestRunResult> {
  const result: DigestRunResult = { composed: 0, empty: 0, sent: 0, failed: 0, pending: 0 };
  const secret = alertSecret(env);
  if (!secret) {
    console.error("ALERT DIGESTS NOT SENT: SIGNING_SECRET is not configured (links cannot be made)");
    return result;
  }
  // A paused alert (its WhatsApp number refused the last one) gets no digest until the seeker writes again.
  const subs = (await getSubscriptions(env.DB, message.ids)).filter(
    (s) => s.status === "confirmed" && s.paused_at === null,
  );
  const toCompose = subs.filter((s) => s.last_period !== message.period);
  if (toCompose.length > 0) {
    const snapshot = await getSnapshot(env, ctx, now);
    const store = snapshot.index;
    const match = matcher(store);
    const today = todayInIndia(new Date(message.at));
    const statements: D1PreparedStatement[] = [];
    for (const row of toCompose) {
      const { fresh, cursor } = newJobs(store, match(row), row, today);
      const moveCursor = env.DB.prepare(
        `UPDATE alert_subscriptions SET last_period = ?, since_day = ?, seen_ids = ?
         WHERE id = ? AND (last_period IS NULL OR last_period <> ?)`,
      ).bind(message.period, cursor.since_day, cursor.seen_ids, row.id, message.period);
      if (fresh.length === 0) {
        result.empty++;
        statements.push(moveCursor);
        continue;
      }
      const lang = row.lang;
      const mail = await channelOf(row.channel).digest.compose(env, {
        row,
        jobs: digestJobs(env, store, fresh, lang),
        total: fresh.length,
        search: describeSearch(row.query, row.location, lang),
        searchUrl: searchUrl(siteOrigin(env), row.query, row.location, row.frequency, lang),
        at: message.at,
        secret,
      });
      statements.push(
        env.DB.prepare(
          `INSERT INTO alert_digests (subscription_id, period, created_at, state, subject, text_body, html_body, headers, job_count, next_attempt_at, recipient, channel)
           SELECT ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (
             SELECT 1 FROM alert_subscriptions WHERE id = ? AND (last_period IS NULL OR last_period <> ?))
           ON CONFLICT DO NOTHING`,
        ).bind(
          row.id,
          message.period,
          message.at,
          mail.subject,
          mail.text,
          mail.html,
          mail.headers ? JSON.stringify(mail.headers) : null,
          fresh.length,
          now,
          row.address,
          row.channel,
          row.id,
          message.period,
        ),
        moveCursor,
      );
      result.composed++;
    }
    // One transaction: a digest exists exactly when the cursor moved past its jobs.
    if (statements.length > 0) await env.DB.batch(statements);
  }
  await sendPending(env, message, now, result);
  return result;
}

async function sendPending(env: Env, message: DigestMessage, now: number, result: DigestRunResult) {
  // Claim this period's pending digests of these subscriptions, so a concurrent run leaves them alone.
  const { results } = await env.DB.prepare(
    `UPDATE alert_digests SET lease_until = ?
     WHERE period = ? AND state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
       AND subscription_id IN (SELECT value FROM json_each(?))
     RETURNING subscription_id`,
  )
    .bind(now + LEASE_MS, message.period, now, now, JSON.stringify(message.ids))
    .all<{ subscription_id: string }>();
  if (results.length === 0) return;
  const { results: rows } = await env.DB.prepare(
    `SELECT d.subscription_id, d.period, d.channel, d.subject, d.text_body, d.html_body, d.headers, d.attempts, d.batch_key,
       COALESCE(d.recipient, s.address) AS address, s.push_keys, s.lang
     FROM alert_digests d LEFT JOIN alert_subscriptions s ON s.id = d.subscription_id
     WHERE d.period = ? AND d.subscription_id IN (SELECT value FROM json_each(?)) AND d.state = 'pending'
       AND COALESCE(d.recipient, s.address) IS NOT NULL
     ORDER BY d.subscription_id`,
  )
    .bind(message.period, JSON.stringify(results.map((r) => r.subscription_id)))
    .all();
  const digests = rows.map((r) => storedDigest.parse(r));
  // Each channel sends its own: e-mail in Resend batches, WhatsApp and push one by one.
  for (const name of CHANNEL_NAMES) {
    const list = digests.filter((d) => d.channel === name);
    if (list.length > 0) await channelOf(name).digest.send(env, list, now, result);
  }
}

/** The Worker's queue() handler: each message is processed and acked; a throw retries it. */
export async function consumeDigests(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  for (const msg of batch.messages) {
    const parsed = digestMessage.safeParse(msg.body);
    if (!parsed.success) {
      console.error("alert queue: a message that is not a digest message was dropped", parsed.error.issues[0]);
      msg.ack();
      continue;
    }
    try {
      await processDigestMessage(env, ctx, parsed.data, Date.now());
      msg.ack();
    } catch (err) {
      console.error("alert digest message failed; the queue retries it", err);
      msg.retry({ delaySeconds: 60 });
    }
  }
}
