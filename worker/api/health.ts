import { Hono } from "hono";
import { jobsHealth } from "#worker/jobs/service";

export const health = new Hono<{ Bindings: Env }>();

health.get("/", async (c) => {
  const jobs = await jobsHealth(c.env).catch((err) => ({ error: err instanceof Error ? err.message : String(err) }));
  return c.json(
    {
      status: "ok",
      version: c.env.APP_VERSION || __APP_VERSION__,
      time: new Date().toISOString(),
      jobs,
    },
    200,
    { "Cache-Control": "no-store" },
  );
});
