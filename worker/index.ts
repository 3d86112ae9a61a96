import { consumeAlertQueue } from "./alerts/queue";
import { createApp } from "./app";
import { scheduled } from "./scheduled";

// The jobs refresh of a large ATS, run by Cloudflare Workflows (binding JOBS_REFRESH).
export { JobsRefreshWorkflow } from "./jobs/refresh/workflow";

const app = createApp(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: app.fetch,
  scheduled,
  // Job alert digests, enqueued by the cron (worker/alerts/queue.ts, digest.ts).
  queue: consumeAlertQueue,
} satisfies ExportedHandler<Env>;
