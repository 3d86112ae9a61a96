#!/usr/bin/env node
// The jobs snapshot from the command line (decision 010).
//
//   npm run jobs                          the last refresh's status, the live snapshot and the other
//                                         bookkeeping values, and how many values each version has (local)
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
  // Which keys to show is read from the namespace, not written here: worker/jobs/keys.ts
  // asks that no key name be repeated outside worker/jobs/. The snapshot's bookkeeping
  // values (its status, the live version, a running refresh, retired and damaged
  // versions, the lock) have names of one part; a version's own values (index shards,
  // description chunks, its front) carry the version after a second colon and are
  // only counted.
  const names = JSON.parse(wrangler("list")).map((entry) => entry.name);
  const perVersion = new Map();
  for (const name of names) {
    const [, , version] = name.split(":");
    if (version !== undefined) perVersion.set(version, (perVersion.get(version) ?? 0) + 1);
  }
  for (const key of names.filter((name) => name.split(":").length <= 2).sort()) {
    const value = wrangler("get", key, "--text");
    let shown = value;
    try {
      shown = JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      // shown as stored: a value that is not JSON is itself the news
    }
    console.log(`${key}:\n${shown || "(none)"}\n`);
  }
  if (names.length === 0) console.log("No jobs values stored: no refresh has run here yet.");
  for (const [version, count] of perVersion) console.log(`version ${version}: ${count} value(s)`);
}
