#!/usr/bin/env node
// Lists the local form submissions and their mail state (npm start's D1).
//
//   npm run outbox                 latest 50 submissions, newsletter count, dev mails
//   PERSIST_DIR=... BUILD_DIR=...  another local state or build
import { spawnSync } from "node:child_process";

const config = `${process.env.BUILD_DIR || "build"}/server/wrangler.json`;
const persist = process.env.PERSIST_DIR || ".wrangler/state";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

const queries = [
  `SELECT id, kind, datetime(created_at / 1000, 'unixepoch') AS created, mail_state, mail_attempts AS attempts,
     CASE WHEN mail_state = 'pending' THEN datetime(next_attempt_at / 1000, 'unixepoch') END AS next_attempt,
     substr(last_error, 1, 60) AS last_error, file_name
   FROM submissions ORDER BY created_at DESC LIMIT 50`,
  "SELECT COUNT(*) AS newsletter_subscribers FROM newsletter_subscribers",
  `SELECT idempotency_key AS submission, datetime(created_at / 1000, 'unixepoch') AS recorded, subject
   FROM dev_mail ORDER BY created_at DESC LIMIT 20`,
];

for (const command of queries) {
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--config", config, "--persist-to", persist, "--command", command],
    { stdio: "inherit", env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
