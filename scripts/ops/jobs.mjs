#!/usr/bin/env node
// The jobs snapshot from the command line (decision 010).
//
//   npm run jobs                          the last refresh's status and the live snapshot (local)
//   npm run jobs -- --accept-shrink       let the next refresh switch in a result that shrank
//                                         past the guard (JOBS_SHRINK_GUARD); consumed by that
//                                         refresh, expires after an hour if none runs
//   npm run jobs -- ... --remote          the deployed namespace (wrangler.jsonc, logged in)
//   PERSIST_DIR=... BUILD_DIR=...         another local state or build (as npm start)
//
// The cron runs every 10 minutes; locally `npm start` answers
// /cdn-cgi/handler/scheduled to run it at once.
import { spawnSync } from "node:child_process";
import { ACCEPT_SHRINK_KEY } from "../../worker/jobs/keys.ts";

const args = process.argv.slice(2);
const known = new Set(["--accept-shrink", "--remote", "--help"]);
const unknown = args.filter((a) => !known.has(a));
if (unknown.length || args.includes("--help")) {
  console.error("usage: npm run jobs -- [--accept-shrink] [--remote]");
  process.exit(unknown.length ? 2 : 0);
}
const remote = args.includes("--remote");
const where = remote
  ? ["--remote", "--config", "wrangler.jsonc"]
  : [
      "--local",
      "--config",
      `${process.env.BUILD_DIR || "build"}/server/wrangler.json`,
      "--persist-to",
      process.env.PERSIST_DIR || ".wrangler/state",
    ];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function wrangler(...rest) {
  const result = spawnSync("npx", ["wrangler", "kv", "key", ...rest, "--binding", "JOBS_KV", ...where], {
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  return result.stdout.trim();
}

if (args.includes("--accept-shrink")) {
  wrangler("put", ACCEPT_SHRINK_KEY, JSON.stringify({ at: Date.now() }), "--ttl", "3600");
  console.log(
    `The next jobs refresh ${remote ? "(deployed)" : "(local)"} may shrink the snapshot; it runs within 10 minutes.`,
  );
} else {
  for (const key of ["jobs:status", "jobs:meta"]) {
    const value = wrangler("get", key, "--text");
    let shown = value;
    try {
      shown = JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      // shown as stored: a value that is not JSON is itself the news
    }
    console.log(`${key}:\n${shown || "(none)"}\n`);
  }
}
