import { Hono } from "hono";

export const health = new Hono<{ Bindings: Env }>();

health.get("/", (c) => {
  return c.json(
    {
      status: "ok",
      version: c.env.APP_VERSION || __APP_VERSION__,
      time: new Date().toISOString(),
    },
    200,
    { "Cache-Control": "no-store" },
  );
});
