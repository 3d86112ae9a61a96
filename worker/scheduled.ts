import { DIGEST_CRON, enqueueDigests, enqueueMissedDigests, enqueuePendingDigests } from "./alerts/digest";
import { deleteExpiredAlertData } from "./alerts/retention";
import { maintainSignups } from "./alerts/signup";
import { whatsappConfig } from "./alerts/whatsapp/config";
import { retryReplies } from "./alerts/whatsapp/replies";
import { configError } from "./config";
import { runOutbox } from "./forms/outbox";
import { deleteExpired } from "./forms/retention";
import { scheduledRefresh } from "./jobs/refresh/start";

/**
 * Cron entry point. Each periodic job (jobs snapshot refresh, mail outbox
 * retry) registers here; one failing job never stops the others.
 */
export type ScheduledJob = (env: Env, controller: ScheduledController) => Promise<unknown>;

const jobs: Record<string, ScheduledJob> = {
  // Walk the ATS and write a fresh jobs snapshot to KV: in this invocation for
  // a small ATS, else by starting a workflow run (worker/jobs/refresh/workflow.ts).
  jobsSnapshot: (env, controller) => scheduledRefresh(env, controller.scheduledTime),
  // Send pending form mails whose backoff is over, then report once any mail
  // that will not go out by itself (worker/forms/outbox.ts).
  mailOutbox: (env, controller) => runOutbox(env, controller),
  // Delete submissions and resume files past the policy's periods (worker/forms/retention.ts).
  retention: async (env, controller) => ({
    forms: await deleteExpired(env, controller.scheduledTime),
    // Job alerts' own periods (worker/alerts/retention.ts): paused alerts, WhatsApp messages, old digests.
    alerts: await deleteExpiredAlertData(env, controller.scheduledTime),
  }),
  // Job alerts: retry confirmation mails, delete sign-ups unconfirmed after 7
  // days, put digests whose send failed back on the queue, enqueue again the
  // alerts whose message was lost before composing; at 09:00 IST start the
  // day's digests (worker/alerts/).
  alerts: async (env, controller) => {
    const signups = await maintainSignups(env, controller.scheduledTime);
    // WhatsApp replies the Cloud API did not take yet, while their 24-hour window is open.
    const replies = await retryReplies(env, whatsappConfig(env), controller.scheduledTime);
    const retries = await enqueuePendingDigests(env, controller.scheduledTime);
    const missed = await enqueueMissedDigests(env, controller.scheduledTime);
    const digests = controller.cron === DIGEST_CRON ? await enqueueDigests(env, controller.scheduledTime) : null;
    return { signups, replies, retries, missed, digests };
  },
};

export async function runScheduled(controller: ScheduledController, env: Env) {
  // A malformed variable stops every job: the run fails (and says why) rather than half-working.
  const problem = configError(env);
  if (problem) {
    console.error(`CONFIGURATION ERROR, scheduled jobs not run: ${problem.message}`);
    throw problem;
  }
  const results = await Promise.allSettled(Object.values(jobs).map((job) => job(env, controller)));
  for (const result of results) {
    if (result.status === "rejected") console.error("scheduled job failed", result.reason);
  }
  return results;
}

/** The Worker's scheduled() handler (worker/index.ts exports it; tests call it directly). */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env, ctx) => {
  ctx.waitUntil(runScheduled(controller, env));
};
