import { mailerFor } from "#worker/mail/index";
import { composeMail, MissingFileError } from "./compose";
import { claimForSending, dueSubmissionIds, recordAttempt } from "./store";

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
 */
export async function deliverSubmission(
  env: Env,
  id: string,
  now: number,
): Promise<"sent" | "pending" | "failed" | "skipped"> {
  const row = await claimForSending(env.DB, id, now, LEASE_MS);
  if (!row) return "skipped";
  const attempt = row.mail_attempts + 1;
  let outcome: { ok: true; id: string } | { ok: false; retryable: boolean; status?: number; error: string };
  try {
    const message = await composeMail(env, row);
    outcome = await mailerFor(env, () => now)(message, row.id);
  } catch (err) {
    // A missing file will not come back; anything else (R2 hiccup) may.
    outcome = { ok: false, retryable: !(err instanceof MissingFileError), error: String(err).slice(0, 500) };
  }
  const state = outcome.ok ? "sent" : outcome.retryable && attempt < MAX_ATTEMPTS ? "pending" : "failed";
  if (!outcome.ok) console.warn("mail send failed", { id, attempt, state, error: outcome.error });
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
  return state;
}

/**
 * The cron job: sends every pending mail whose backoff is over. "Now" is the
 * controller's scheduled time, so a run's view of time is explicit.
 */
export async function retryOutbox(env: Env, controller: Pick<ScheduledController, "scheduledTime">) {
  const now = controller.scheduledTime;
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
