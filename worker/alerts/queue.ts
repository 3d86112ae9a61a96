import { configError } from "#worker/config";
import { consumeDigests } from "./digest";

/** How long a batch waits before the queue redelivers it when the configuration is broken. */
export const CONFIG_RETRY_SECONDS = 300;

/**
 * The Worker's queue() handler. Like fetch and the cron, it checks the
 * configuration first: with a malformed variable nothing is composed or sent
 * (links and senders would be wrong) and every message is retried, not
 * acked. A message that runs out of retries this way leaves no digest row;
 * the cron's hourly catch-up (enqueueMissedDigests) enqueues its alerts again
 * once the configuration is fixed.
 */
export async function consumeAlertQueue(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  const problem = configError(env);
  if (problem) {
    console.error(`CONFIGURATION ERROR, alert digests not sent (retried later): ${problem.message}`);
    batch.retryAll({ delaySeconds: CONFIG_RETRY_SECONDS });
    return;
  }
  await consumeDigests(batch, env, ctx);
}
