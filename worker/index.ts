import { createApp } from "./app";
import { runScheduled } from "./scheduled";

const app = createApp(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
