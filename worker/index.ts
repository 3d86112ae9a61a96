import { createApp } from "./app";
import { scheduled } from "./scheduled";

const app = createApp(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
