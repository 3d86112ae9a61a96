#!/usr/bin/env node
// The newsletter is written and sent from outside this repository; every mail
// must carry its subscriber's own unsubscribe link. This exports the list
// with those links, made with the same code and secret the Worker checks.
//
//   npm run newsletter -- --export               local D1 (PERSIST_DIR), CSV on stdout
//   npm run newsletter -- --export --remote      the production D1 (needs `wrangler login`)
//   npm run newsletter -- --export > list.csv
//
// Columns: email, subscribed_at, unsubscribe_url, list_unsubscribe (the
// List-Unsubscribe header value), list_unsubscribe_post (the
// List-Unsubscribe-Post value) and lang, the language of the page the
// subscriber signed up on (en, hi, ta, ...): write their newsletter in it.
// Each link opens the unsubscribe page in that language (/hi/unsubscribe,
// /unsubscribe for English). Links are built on SITE_ORIGIN and signed with
// SIGNING_SECRET, each taken from the environment, else .dev.vars; the origin
// falls back to the built wrangler.json's. Without a usable secret nothing is
// exported: links made with another secret would all be refused.
// Cells starting with = + - @ are prefixed with ' so a spreadsheet shows text.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { MIN_SECRET_LENGTH, subscriberLang, subscribersCsv } from "../../worker/forms/unsubscribe-token.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
if (!args.includes("--export") || args.some((a) => a !== "--export" && a !== "--remote")) {
  console.error("usage: npm run newsletter -- --export [--remote]");
  process.exit(2);
}

const config = `${process.env.BUILD_DIR || "build"}/server/wrangler.json`;
if (!existsSync(config)) {
  console.error(`${config} is missing: run npm run build first`);
  process.exit(1);
}
const persist = process.env.PERSIST_DIR || ".wrangler/state";
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";

/** A variable from the environment, else from .dev.vars (unquoted or quoted). */
function setting(name) {
  if (process.env[name]) return process.env[name];
  const line = devVars.match(new RegExp(`^${name}=(.*)$`, "m"))?.[1]?.trim() ?? "";
  return line.replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
}

const secret = setting("SIGNING_SECRET");
if (secret.length < MIN_SECRET_LENGTH) {
  const problem = secret ? `shorter than ${MIN_SECRET_LENGTH} characters` : "not set";
  const where = remote ? "production Worker" : "local server";
  console.error(
    `SIGNING_SECRET is ${problem}: set the one the ${where} uses (environment or .dev.vars). Nothing exported.`,
  );
  process.exit(1);
}

const builtOrigin = JSON.parse(readFileSync(config, "utf8")).vars?.SITE_ORIGIN;
let origin;
try {
  origin = new URL(setting("SITE_ORIGIN") || builtOrigin || "").origin;
} catch {
  origin = "null";
}
if (!/^https?:\/\//.test(origin)) {
  console.error("SITE_ORIGIN is not an http(s) URL: set it (environment or .dev.vars). Nothing exported.");
  process.exit(1);
}

const result = spawnSync(
  "npx",
  [
    "wrangler",
    "d1",
    "execute",
    "DB",
    ...(remote ? ["--remote"] : ["--local", "--persist-to", persist]),
    "--config",
    config,
    "--command",
    "SELECT email, created_at, lang FROM newsletter_subscribers ORDER BY created_at",
    "--json",
  ],
  {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    encoding: "utf8",
  },
);
if (result.status !== 0) {
  console.error(result.stdout);
  process.exit(result.status ?? 1);
}
const rows = JSON.parse(result.stdout).flatMap((r) => r.results ?? []);
const subscribers = rows.filter((r) => typeof r.email === "string" && Number.isFinite(r.created_at));
if (subscribers.length !== rows.length) console.error(`skipped ${rows.length - subscribers.length} unreadable rows`);
process.stdout.write(await subscribersCsv(subscribers, origin, secret));
const byLang = new Map();
for (const r of subscribers) byLang.set(subscriberLang(r.lang), (byLang.get(subscriberLang(r.lang)) ?? 0) + 1);
const counts = [...byLang].map(([lang, n]) => `${lang} ${n}`);
console.error(`${subscribers.length} subscribers exported (${counts.join(", ") || "none"}), links on ${origin}`);
