import { Hono } from "hono";
import { alertsHealth } from "#worker/alerts/health";
import { outboxHealth } from "#worker/forms/outbox";
import { unsubscribeConfigured } from "#worker/forms/unsubscribe";
import { jobsHealth } from "#worker/jobs/service";

export const health = new Hono<{ Bindings: Env }>();

/** The jobs part; an unreadable state is logged and answered with a code, never its error text. */
async function jobsPart(env: Env) {
  try {
    const jobs = await jobsHealth(env);
    return { ok: jobs.ok, body: jobs };
  } catch (err) {
    console.error("health: jobs state unreadable", err);
    return { ok: false, body: { ok: false, error: "jobs_state_unreadable" } };
  }
}

/**
 * status "ok" only when jobs and mail both are and SIGNING_SECRET is set, else "degraded". The answer
 * is 200 either way, so start-up probes (npm start, Playwright, the load
 * scripts) see a running Worker; a monitor that judges by status code asks
 * `/api/health?strict` and gets 503 when degraded (decision 011).
 */
health.get("/", async (c) => {
  const [jobs, mail, alerts] = await Promise.all([
    jobsPart(c.env),
    outboxHealth(c.env, Date.now()),
    alertsHealth(c.env),
  ]);
  // Without SIGNING_SECRET every newsletter's unsubscribe link fails closed.
  const problems = unsubscribeConfigured(c.env) ? [] : ["no_signing_secret"];
  // Job alert digests that failed for good degrade health until someone looks (worker/alerts/health.ts).
  const ok = jobs.ok && mail.ok && alerts.ok && problems.length === 0;
  const strict = c.req.query("strict") !== undefined;
  return c.json(
    {
      status: ok ? "ok" : "degraded",
      version: c.env.APP_VERSION || __APP_VERSION__,
      time: new Date().toISOString(),
      jobs: jobs.body,
      mail,
      alerts,
      problems,
    },
    ok || !strict ? 200 : 503,
    { "Cache-Control": "no-store" },
  );
});
