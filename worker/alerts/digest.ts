import { z } from "zod";
import { localizedPath } from "#shared/i18n/lang";
import { todayInIndia } from "#shared/lib/dates";
import { sha256Hex } from "#worker/http/hash";
import { siteOrigin } from "#worker/http/origin";
import type { JobStore } from "#worker/jobs/codec/job-store";
import { searchIndex } from "#worker/jobs/search/search";
import { getSnapshot, type Waiter } from "#worker/jobs/snapshot";
import { devMailer } from "#worker/mail/dev-mailer";
import { mailerFor, mailerName, NO_MAILER, noMailerHint } from "#worker/mail/index";
import type { MailMessage } from "#worker/mail/message";
import { BATCH_MAX, resendBatchMailer } from "#worker/mail/resend";
import { alertLink, alertSecret, listUnsubscribe } from "./links";
import { type DigestJob, digestMail } from "./mail";
import { describeSearch, type Frequency, searchUrl } from "./schema";
import { getSubscriptions, type SubscriptionRow } from "./subscriptions-db";

/** The digest cron: 03:30 UTC is 09:00 in India. Weekly alerts go out on Mondays' run. */
export const DIGEST_CRON = "30 3 * * *";
/** Jobs listed in one digest; the rest are counted, behind a link to the full search. */
export const DIGEST_MAX_JOBS = 10;
/** Subscriptions per queue message: one consumer invocation's work. */
export const IDS_PER_MESSAGE = 100;
/** A digest is tried this many times (backoff between), then marked failed and reported. */
export const MAX_DIGEST_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 10 * 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;
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
      `SELECT id FROM alert_subscriptions WHERE status = 'confirmed' AND frequency = ? AND id > ?
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

async function composeDigest(
  env: Env,
  secret: string,
  store: JobStore,
  row: SubscriptionRow,
  fresh: number[],
  at: number,
) {
  const origin = siteOrigin(env);
  // In the alert's language (the pages it links to too); the jobs stay as the ATS wrote them.
  const lang = row.lang;
  const jobs: DigestJob[] = fresh.slice(0, DIGEST_MAX_JOBS).map((p) => {
    const job = store.jobAt(p);
    return {
      title: job.title,
      company: job.client,
      city: job.city,
      url: new URL(localizedPath(`/jobdetails/${job.id}`, lang), origin).toString(),
    };
  });
  const stopUrl = await alertLink(env, secret, "stop", row.id, at, lang);
  const mail = await digestMail({
    search: describeSearch(row.query, row.location, lang),
    jobs,
    total: fresh.length,
    searchUrl: searchUrl(origin, row.query, row.location, row.frequency, lang),
    manageUrl: await alertLink(env, secret, "manage", row.id, at, lang),
    stopUrl,
    lang,
  });
  return { ...mail, headers: listUnsubscribe(stopUrl) };
}

const digestRow = z.object({
  subscription_id: z.string(),
  period: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  headers: z.string().nullable(),
  attempts: z.number(),
  batch_key: z.string().nullable(),
  email: z.string(),
});

/** The idempotency key of one batch: its digests, so the same batch retried is the same request. */
export async function batchKey(keys: string[]) {
  return `alert-digests-${(await sha256Hex([...keys].sort().join("\n"))).slice(0, 48)}`;
}

export interface DigestRunResult {
  composed: number;
  empty: number;
  sent: number;
  failed: number;
  pending: number;
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
  const subs = (await getSubscriptions(env.DB, message.ids)).filter((s) => s.status === "confirmed");
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
      const mail = await composeDigest(env, secret, store, row, fresh, message.at);
      statements.push(
        env.DB.prepare(
          `INSERT INTO alert_digests (subscription_id, period, created_at, state, subject, text_body, html_body, headers, job_count, next_attempt_at, recipient)
           SELECT ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (
             SELECT 1 FROM alert_subscriptions WHERE id = ? AND (last_period IS NULL OR last_period <> ?))
           ON CONFLICT DO NOTHING`,
        ).bind(
          row.id,
          message.period,
          message.at,
          mail.subject,
          mail.text,
          mail.html,
          JSON.stringify(mail.headers),
          fresh.length,
          now,
          row.email,
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
    `SELECT d.subscription_id, d.period, d.subject, d.text_body, d.html_body, d.headers, d.attempts, d.batch_key,
       COALESCE(d.recipient, s.email) AS email
     FROM alert_digests d LEFT JOIN alert_subscriptions s ON s.id = d.subscription_id
     WHERE d.period = ? AND d.subscription_id IN (SELECT value FROM json_each(?)) AND d.state = 'pending'
       AND COALESCE(d.recipient, s.email) IS NOT NULL
     ORDER BY d.subscription_id`,
  )
    .bind(message.period, JSON.stringify(results.map((r) => r.subscription_id)))
    .all();
  const digests = rows.map((r) => digestRow.parse(r));
  // Digests tried before keep their batch (same members, same key); new ones are batched in order.
  const batches = new Map<string, z.infer<typeof digestRow>[]>();
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
        .bind(message.period, JSON.stringify(list.map((d) => d.subscription_id)))
        .run();
      result.pending += list.length;
      continue;
    }
    for (let i = 0; i < list.length; i += BATCH_MAX) await sendBatch(env, list.slice(i, i + BATCH_MAX), now, result);
  }
}

/** Whether these are all the digests a tried batch had: only then is it the same request again. */
async function wholeBatch(env: Env, key: string, list: { subscription_id: string }[]) {
  const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_digests WHERE batch_key = ?")
    .bind(key)
    .first<number>("n");
  return n === list.length;
}

function toMessage(env: Env, d: z.infer<typeof digestRow>): MailMessage {
  const headers = d.headers ? z.record(z.string(), z.string()).parse(JSON.parse(d.headers)) : undefined;
  return {
    from: env.MAIL_FROM,
    to: [d.email],
    subject: d.subject,
    text: d.text_body,
    html: d.html_body,
    attachments: [],
    headers,
  };
}

const digestKey = (d: { subscription_id: string; period: string }) => `alert-digest-${d.subscription_id}-${d.period}`;

type Digest = z.infer<typeof digestRow>;
type Outcome = { ok: true; ids: string[] } | { ok: false; retryable: boolean; error: string };

async function sendBatch(env: Env, digests: Digest[], now: number, result: DigestRunResult) {
  // One digest alone (or one split from a refused batch) is a single send under its own key.
  if (digests.length === 1 && (digests[0].batch_key ?? digestKey(digests[0])) === digestKey(digests[0])) {
    await sendOne(env, digests[0], now, result);
    return;
  }
  const key = await batchKey(digests.map(digestKey));
  const name = mailerName(env);
  let outcome: Outcome;
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

async function sendOne(env: Env, digest: Digest, now: number, result: DigestRunResult) {
  const key = digestKey(digest);
  const mailer = mailerFor(env, () => now);
  const sent = mailer
    ? await mailer(toMessage(env, digest), key)
    : { ok: false as const, retryable: true, error: `${NO_MAILER} (${noMailerHint(env)})` };
  await recordOutcome(env, [digest], key, sent.ok ? { ok: true, ids: [sent.id] } : sent, now, result);
}

/** Writes a send's outcome to its digests; `key` (their batch's, or the digest's own) is kept for retries. */
async function recordOutcome(
  env: Env,
  digests: Digest[],
  key: string,
  outcome: Outcome,
  now: number,
  result: DigestRunResult,
) {
  const where = "period = ? AND subscription_id IN (SELECT value FROM json_each(?))";
  const ids = JSON.stringify(digests.map((d) => d.subscription_id));
  const period = digests[0].period;
  if (outcome.ok) {
    // The bodies are not kept once sent: the digest row stays as the record that it went.
    await env.DB.prepare(
      `UPDATE alert_digests SET state = 'sent', sent_at = ?, attempts = attempts + 1, batch_key = ?, mail_id = ?,
         text_body = '', html_body = '', lease_until = NULL, last_error = NULL WHERE ${where}`,
    )
      .bind(now, key, outcome.ids[0] ?? null, period, ids)
      .run();
    result.sent += digests.length;
    return;
  }
  const attempts = Math.max(...digests.map((d) => d.attempts)) + 1;
  const giveUp = !outcome.retryable || attempts >= MAX_DIGEST_ATTEMPTS;
  const next = now + Math.min(BACKOFF_BASE_MS * 2 ** (attempts - 1), BACKOFF_MAX_MS);
  if (giveUp) console.error("ALERT DIGESTS FAILED FOR GOOD", { period, count: digests.length, error: outcome.error });
  else
    console.warn("alert digest batch failed; retried later", { period, count: digests.length, error: outcome.error });
  await env.DB.prepare(
    `UPDATE alert_digests SET state = ?, attempts = attempts + 1, batch_key = ?, next_attempt_at = ?, last_error = ?,
       lease_until = NULL WHERE ${where}`,
  )
    .bind(giveUp ? "failed" : "pending", key, next, outcome.error.slice(0, 500), period, ids)
    .run();
  if (giveUp) result.failed += digests.length;
  else result.pending += digests.length;
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
