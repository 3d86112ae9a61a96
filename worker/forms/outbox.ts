import { type FailedAlertMail, markAlertMailReported, unreportedFailedAlertMail } from "#worker/alerts/report";
import { devMailerRefused, mailerFor, mailerName, NO_MAILER, noMailerHint } from "#worker/mail/index";
import { type MailMessage, renderRows, type SendResult } from "#worker/mail/message";
import { postWebhook } from "#worker/mail/webhook";
import { composeMail, MissingFileError } from "./compose";
import {
  markNoMailer,
  markReported,
  markUnreported,
  type OutboxCounts,
  outboxCounts,
  type StuckMail,
  unreportedStuckMail,
} from "./outbox-db";
import { mailIdempotencyKey } from "./outbox-sql";
import { claimForSending, dueSubmissionIds, recordAttempt } from "./submissions-db";

/** After this many attempts a mail is marked failed (and kept). */
export const MAX_ATTEMPTS = 8;
/** First retry after 5 minutes, then doubling, at most 6 hours apart. */
export const BACKOFF_BASE_MS = 5 * 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** How long a send in flight keeps others off the same submission. */
const LEASE_MS = 2 * 60_000;
/** Sends per cron run, so one run stays well inside its time limit. */
const BATCH = 25;

/** Delay before the attempt after `attempt` failed attempts. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

/**
 * One send of one submission, if it is due: claim it, compose the mail, send
 * it with the submission id as idempotency key, record the attempt. Never
 * throws for a failed send; the row stays pending until the last attempt.
 * With no mailer configured nothing is attempted: the row stays pending, due,
 * with the error "no mailer configured", and is sent once there is one.
 */
export async function deliverSubmission(
  env: Env,
  id: string,
  now: number,
): Promise<"sent" | "pending" | "failed" | "skipped"> {
  const mailer = mailerFor(env, () => now);
  if (!mailer) {
    const waiting = await markNoMailer(env.DB, NO_MAILER, now, id);
    if (waiting > 0) console.error(`MAIL NOT SENT: ${NO_MAILER} (${noMailerHint(env)}); submission kept`, { id });
    return waiting > 0 ? "pending" : "skipped";
  }
  const row = await claimForSending(env.DB, id, now, LEASE_MS);
  if (!row) return "skipped";
  const attempt = row.mail_attempts + 1;
  let outcome: SendResult;
  try {
    const message = await composeMail(env, row);
    outcome = await mailer(message, mailIdempotencyKey(row));
  } catch (err) {
    // A missing file will not come back; anything else (R2 hiccup) may.
    outcome = { ok: false, retryable: !(err instanceof MissingFileError), error: String(err).slice(0, 500) };
  }
  const state = outcome.ok ? "sent" : outcome.retryable && attempt < MAX_ATTEMPTS ? "pending" : "failed";
  if (state === "failed")
    console.error("MAIL FAILED FOR GOOD", { id, attempt, error: outcome.ok ? "" : outcome.error });
  else if (!outcome.ok) console.warn("mail send failed", { id, attempt, state, error: outcome.error });
  await recordAttempt(env.DB, {
    id,
    attempt,
    now,
    ok: outcome.ok,
    status: outcome.ok ? 200 : outcome.status,
    error: outcome.ok ? undefined : outcome.error,
    mailId: outcome.ok ? outcome.id : undefined,
    state,
    nextAttemptAt: state === "pending" ? now + backoffMs(attempt) : now,
  });
  if (state === "failed") await markUnreported(env.DB, id);
  return state;
}

/**
 * The cron job: sends every pending mail whose backoff is over. "Now" is the
 * controller's scheduled time, so a run's view of time is explicit.
 */
export async function retryOutbox(env: Env, controller: Pick<ScheduledController, "scheduledTime">) {
  const now = controller.scheduledTime;
  if (mailerName(env) === "none") {
    const waiting = await markNoMailer(env.DB, NO_MAILER, now);
    if (waiting > 0) console.error(`MAIL NOT SENT: ${NO_MAILER} (${noMailerHint(env)}); ${waiting} mails wait in D1`);
    return {};
  }
  const ids = await dueSubmissionIds(env.DB, now, BATCH);
  const results: Record<string, string> = {};
  for (const id of ids) {
    try {
      results[id] = await deliverSubmission(env, id, now);
    } catch (err) {
      // D1 trouble for one row must not stop the rest.
      console.error("outbox delivery failed", id, err);
      results[id] = "error";
    }
  }
  return results;
}

/** Mails listed in one summary; more are counted, and listed by the next run. */
const REPORT_MAX = 50;

/** How many stuck mails a run found (total, form and alert mails), listed and marked reported, and which route told someone. */
export type ReportOutcome = { total: number; reported: number; route: "mail" | "webhook" | "none" };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describe(mail: StuckMail) {
  const when = new Date(mail.created_at).toISOString();
  const attempts = count(mail.mail_attempts, "attempt", "attempts");
  const what = mail.mail_state === "failed" ? `failed after ${attempts}` : "waiting";
  return `received ${when}, ${what}: ${mail.last_error ?? "no error recorded"}`;
}

function describeAlert(mail: FailedAlertMail) {
  const when = new Date(mail.created_at).toISOString();
  const what = mail.kind === "digest" ? `composed ${when}` : `asked for ${when}`;
  return `${what}, failed after ${count(mail.attempts, "attempt", "attempts")}: ${mail.last_error ?? "no error recorded"}`;
}

const alertLabel = (m: FailedAlertMail) =>
  m.kind === "digest" ? `alert digest ${m.subscription_id} ${m.period}` : `alert confirmation ${m.subscription_id}`;

interface Stuck {
  forms: { mails: StuckMail[]; total: number };
  alerts: { mails: FailedAlertMail[]; total: number };
}

async function summaryMessage(env: Env, { forms, alerts }: Stuck): Promise<MailMessage> {
  const what = [
    forms.total ? count(forms.total, "mail to the agency", "mails to the agency") : "",
    alerts.total ? count(alerts.total, "job alert mail", "job alert mails") : "",
  ].filter(Boolean);
  const subject = `Website: ${what.join(" and ")} not delivered`;
  const rows: [string, string][] = forms.mails.map((m) => [`${m.kind} ${m.id}`, describe(m)]);
  if (forms.total > forms.mails.length)
    rows.push(["More", `${forms.total - forms.mails.length} more, listed in the next summary`]);
  rows.push(...alerts.mails.map((m): [string, string] => [alertLabel(m), describeAlert(m)]));
  if (alerts.total > alerts.mails.length)
    rows.push(["More alert mails", `${alerts.total - alerts.mails.length} more, listed in the next summary`]);
  const notes = [
    forms.total
      ? "Every submission is kept in D1 (and its file in R2). Once the cause is fixed, " +
        "send them again with: npm run outbox -- --retry failed --remote"
      : "",
    alerts.total
      ? "Job alert mails go to subscribers: a failed digest is not sent again (the next one lists the " +
        "jobs after it); an unconfirmed sign-up is deleted after 7 days unless its owner signs up again. " +
        "npm run outbox lists them."
      : "",
  ];
  const { text, html } = await renderRows(subject, rows, notes.filter(Boolean).join(" "));
  return { from: env.MAIL_FROM, to: [env.MAIL_TO], subject, text, html, attachments: [] };
}

/**
 * Tells the agency, once, about mail that will not go out by itself (form
 * mails failed for good or with no mailer configured; job alert digests and
 * confirmation mails failed for good): a loud log always, then one summary
 * by mail, or by ALERT_WEBHOOK_URL when mail is the route that fails. The
 * mails are marked reported only when a summary got through, so a run that
 * reaches nobody tries again next time.
 */
export async function reportStuckMail(env: Env, now: number): Promise<ReportOutcome> {
  const forms = await unreportedStuckMail(env.DB, NO_MAILER, REPORT_MAX);
  const alerts = await unreportedFailedAlertMail(env.DB, REPORT_MAX);
  const total = forms.total + alerts.total;
  if (total === 0) return { total, reported: 0, route: "none" };
  const message = await summaryMessage(env, { forms, alerts });
  if (forms.total)
    console.error(
      `MAIL NOT DELIVERED: ${forms.total} submissions`,
      forms.mails.map((m) => ({ id: m.id, error: m.last_error })),
    );
  if (alerts.total)
    console.error(
      `ALERT MAIL NOT DELIVERED: ${alerts.total} job alert mails failed for good`,
      alerts.mails.map((m) => ({ kind: m.kind, id: m.subscription_id, period: m.period, error: m.last_error })),
    );

  let route: "mail" | "webhook" | "log" = "log";
  const mailer = mailerFor(env, () => now);
  const sent = mailer ? await mailer(message, `mail-report-${now}`) : null;
  if (sent?.ok) route = "mail";
  else if (env.ALERT_WEBHOOK_URL) {
    const posted = await postWebhook(env.ALERT_WEBHOOK_URL, {
      event: "mail.not_delivered",
      text: message.text,
      total,
      mailer: mailerName(env),
      summaryMail: sent ? sent.ok || sent.error : "no mailer",
      mails: forms.mails.map((m) => ({
        id: m.id,
        kind: m.kind,
        receivedAt: new Date(m.created_at).toISOString(),
        state: m.mail_state,
        attempts: m.mail_attempts,
        lastError: m.last_error,
      })),
      alertMails: alerts.mails.map((m) => ({
        kind: m.kind,
        subscriptionId: m.subscription_id,
        period: m.period,
        createdAt: new Date(m.created_at).toISOString(),
        attempts: m.attempts,
        lastError: m.last_error,
      })),
    });
    if (posted.ok) route = "webhook";
    else console.error("MAIL FAILURE REPORT NOT DELIVERED", { webhook: posted.error });
  }
  if (route === "log") {
    console.error("MAIL FAILURE REPORT NOT DELIVERED: no route reached anyone", {
      mail: sent ? (sent.ok ? "sent" : sent.error) : "no mailer",
      webhook: env.ALERT_WEBHOOK_URL ? "failed" : "not configured",
    });
    return { total, reported: 0, route: "none" };
  }
  await markReported(
    env.DB,
    forms.mails.map((m) => m.id),
    now,
  );
  await markAlertMailReported(env.DB, alerts.mails, now);
  return { total, reported: forms.mails.length + alerts.mails.length, route };
}

/** The scheduled outbox job: send what is due, then report what will not go out. */
export async function runOutbox(env: Env, controller: Pick<ScheduledController, "scheduledTime">) {
  const sent = await retryOutbox(env, controller).catch((err) => {
    console.error("outbox retry failed", err);
    return { error: String(err) };
  });
  const report = await reportStuckMail(env, controller.scheduledTime);
  return { sent, report };
}

/** A pending mail older than this means delivery is stuck, not just retrying a blip. */
export const PENDING_TOO_LONG_MS = 60 * 60_000;

/**
 * What /api/health says about mail: the mailer in use, how many mails wait
 * or failed for good and how old the oldest is, and short problem codes.
 * `ok` is false with no mailer (a refused dev mailer included), any failed mail (until it is re-queued), a
 * mail pending for over an hour, or an unreadable outbox.
 */
export async function outboxHealth(env: Env, now: number) {
  const mailer = mailerName(env);
  const problems: string[] = mailer === "none" ? ["no_mailer"] : [];
  if (devMailerRefused(env)) problems.push("dev_mailer_in_production");
  let counts: OutboxCounts | null = null;
  try {
    counts = await outboxCounts(env.DB);
  } catch (err) {
    console.error("health: outbox unreadable", err);
    problems.push("outbox_unreadable");
  }
  const age = (at: number | null) => (at === null ? null : Math.max(0, Math.round((now - at) / 1000)));
  if (counts && counts.failed > 0) problems.push("failed_mail");
  if (counts?.oldestPending != null && now - counts.oldestPending > PENDING_TOO_LONG_MS)
    problems.push("pending_too_long");
  return {
    ok: problems.length === 0,
    mailer,
    pending: counts?.pending ?? null,
    failed: counts?.failed ?? null,
    oldestPendingSeconds: age(counts?.oldestPending ?? null),
    oldestFailedSeconds: age(counts?.oldestFailed ?? null),
    problems,
  };
}
