import { z } from "zod";
import { LOCK_KEY } from "../keys";
import { kvGet } from "./values";

/*
 * The refresh lock (decision 010): a short KV lock, so a cron run, a
 * visitor's background refresh and a workflow run never all write a
 * version at once. KV is eventually consistent, so it is not atomic: two
 * refreshes starting within the same instant at different locations can
 * both run (the cost is one version's keys left stored).
 */

const lockSchema = z.object({ token: z.string(), until: z.number() });

/**
 * Takes the lock unless another refresh holds it (its time, by the real
 * clock, not yet up); an unreadable lock is free. A holder asking again with
 * its own token (a workflow step retried) gets it back.
 */
export async function takeLock(env: Env, holdMs: number, own?: string): Promise<string | null> {
  const current = await kvGet(env, LOCK_KEY);
  if (current !== null) {
    let held: unknown = null;
    try {
      held = JSON.parse(current);
    } catch {
      // not ours: free
    }
    const parsed = lockSchema.safeParse(held);
    if (parsed.success && parsed.data.until > Date.now() && parsed.data.token !== own) return null;
  }
  const token = own ?? crypto.randomUUID();
  await env.JOBS_KV.put(LOCK_KEY, JSON.stringify({ token, until: Date.now() + holdMs }), {
    // KV's shortest TTL is 60 s; the value's own time is what counts.
    expirationTtl: Math.max(60, Math.ceil(holdMs / 1000)),
  });
  return token;
}

export async function releaseLock(env: Env, token: string) {
  try {
    // Only our own: a lock that expired and was taken by another refresh is left to it.
    const current = await env.JOBS_KV.get(LOCK_KEY);
    if (current?.includes(token)) await env.JOBS_KV.delete(LOCK_KEY);
  } catch (err) {
    console.error("jobs: could not release the refresh lock (it expires by itself)", err);
  }
}

/** Whether another refresh holds the lock now (unreadable or failing: not held). */
export async function lockHeld(env: Env): Promise<boolean> {
  try {
    const parsed = lockSchema.safeParse(JSON.parse((await env.JOBS_KV.get(LOCK_KEY)) ?? "null"));
    return parsed.success && parsed.data.until > Date.now();
  } catch {
    return false;
  }
}
