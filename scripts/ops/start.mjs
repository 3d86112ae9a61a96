#!/usr/bin/env node
// Serves the production build in workerd (wrangler dev on the built config)
// at http://127.0.0.1:8787 with local KV, D1 and R2. No account, no network.
//
//   npm start                     build, migrate the local D1, serve
//   PORT=9000 npm start           another port
//   SKIP_BUILD=1 npm start        serve the existing build
//   JOBS_API_URL=... npm start    any variable of .dev.vars.example overrides
//   DEV_MAILER=0 npm start        no dev mailer: mail waits, as in production without a key
//   STAFF_DEV_LOGIN=0 npm start   no development sign-in at /staff (as in production)
//   WHATSAPP_API_URL=http://127.0.0.1:9100/v21.0 npm start   WhatsApp alerts to another Cloud API
//   WHATSAPP_NUMBER= npm start    no WhatsApp alerts offered (VAPID_PUBLIC_KEY= : no push)
//
// The local dev mailer (mails recorded in D1, table dev_mail) is turned on
// here with DEV_MAILER=1; production configuration never sets it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { localAlertDefaults } from "./local-alerts.mjs";

const port = process.env.PORT || "8787";
const host = process.env.HOST || "127.0.0.1";
const builtConfig = `${process.env.BUILD_DIR || "build"}/server/wrangler.json`;
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const persist = process.env.PERSIST_DIR || ".wrangler/state";

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: quiet });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.SKIP_BUILD || !existsSync(builtConfig)) run("npm", ["run", "build"]);

run("npx", [
  "wrangler",
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "--config",
  builtConfig,
  "--persist-to",
  persist,
]);

// Every variable named in .dev.vars.example may come from the environment.
const names = readFileSync(".dev.vars.example", "utf8")
  .split("\n")
  .map((line) => line.match(/^([A-Z][A-Z0-9_]*)=/)?.[1])
  .filter(Boolean);
const vars = Object.fromEntries(names.filter((n) => process.env[n] !== undefined).map((n) => [n, process.env[n]]));
// A --var overrides .dev.vars, so the defaults below apply only where neither
// the environment nor .dev.vars sets the variable.
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
const setLocally = (name) => (process.env[name] ?? "") !== "" || new RegExp(`^${name}=\\S`, "m").test(devVars);
const defaults = {
  // Links (API paging, unsubscribe) point at this local server.
  SITE_ORIGIN: `http://${host}:${port}`,
  // Mail goes to the local dev mailer (D1); DEV_MAILER=0 turns it off.
  DEV_MAILER: "1",
  // Newsletter unsubscribe links fail closed without a signing secret.
  // `wrangler deploy` never runs this script, so production cannot get it.
  SIGNING_SECRET: "local-development-only-signing-secret-not-for-production",
  // The staff console's development sign-in (/staff/dev-login); STAFF_DEV_LOGIN=0 turns it off.
  STAFF_DEV_LOGIN: "1",
};
for (const [name, value] of Object.entries(defaults)) {
  if (!setLocally(name)) vars[name] = value;
}
// Job alerts on WhatsApp and web push (issue 30): a made-up number whose messages go to the local
// stand-in of the Cloud API and a local-only VAPID pair, both shown in /dev/mail
// (scripts/ops/local-alerts.mjs). Set to empty (WHATSAPP_NUMBER= npm start) to go without.
for (const [name, value] of Object.entries(localAlertDefaults(host, port))) {
  if (process.env[name] === undefined && !new RegExp(`^${name}=`, "m").test(devVars)) vars[name] = value;
}
const varArgs = Object.entries(vars).flatMap(([n, value]) => ["--var", `${n}:${value}`]);

const child = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    builtConfig,
    "--ip",
    host,
    "--port",
    port,
    "--persist-to",
    persist,
    "--show-interactive-dev-session=false",
    ...varArgs,
  ],
  { stdio: "inherit", env: quiet },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
