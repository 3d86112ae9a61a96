#!/usr/bin/env node
// The form submissions and their mail state, and re-sending mail that failed.
//
//   npm run outbox                           latest 50 submissions, newsletter and job alert counts, dev mails
//   npm run outbox -- --retry ID             re-queue one mail (failed, or pending in backoff)
//   npm run outbox -- --retry failed         re-queue every failed mail
//   npm run outbox -- --dismiss ID           a failed mail handled by hand: kept, no longer degrades health
//   npm run outbox -- --show ID|latest       one dev-mailer mail (local only): its text and every link in it
//   npm run outbox -- --remote [--retry ...] the production D1 (needs `wrangler login`)
//   PERSIST_DIR=... BUILD_DIR=...            another local state or build
//
// Re-queueing sets the mail back to pending, due now, with its attempt count
// reset to 0 (a full retry schedule again; the mail_attempts table keeps the
// history) and clears its "reported" mark. The next scheduled run (every 10
// minutes) sends it. A sent mail is never re-queued. The statement is the one
// the Worker's tests run (worker/forms/outbox-sql.ts).
import { spawnSync } from "node:child_process";
import { dismissStatement, inlineStatement, requeueStatement, SUBMISSION_ID } from "../../worker/forms/outbox-sql.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const retryAt = args.indexOf("--retry");
const retry = retryAt === -1 ? null : args[retryAt + 1];
const dismissAt = args.indexOf("--dismiss");
const dismiss = dismissAt === -1 ? null : args[dismissAt + 1];
const showAt = args.indexOf("--show");
const show = showAt === -1 ? null : args[showAt + 1];
const values = new Set([retryAt, dismissAt, showAt].filter((at) => at !== -1).map((at) => at + 1));
const unknown = args.filter((a, i) => !["--remote", "--retry", "--dismiss", "--show"].includes(a) && !values.has(i));
const actions = [retryAt, dismissAt, showAt].filter((at) => at !== -1).length;
if (
  unknown.length > 0 ||
  (retryAt !== -1 && !retry) ||
  (dismissAt !== -1 && !dismiss) ||
  (showAt !== -1 && !show) ||
  actions > 1
) {
  console.error(
    "usage: npm run outbox -- [--remote] [--retry <submission id>|failed | --dismiss <submission id>] | --show <mail id>|latest",
  );
  process.exit(2);
}
if (show && (remote || !/^(?:[1-9]\d{0,15}|latest)$/.test(show))) {
  console.error(
    remote
      ? "--show reads the local dev mailer's mails; production mail goes through Resend (see its dashboard)."
      : `--show takes a mail id (the first column of npm run outbox's dev mails) or "latest", not ${JSON.stringify(show)}`,
  );
  process.exit(2);
}
if (dismiss && !SUBMISSION_ID.test(dismiss)) {
  console.error(`--dismiss takes a submission id (a UUID, see npm run outbox), not ${JSON.stringify(dismiss)}`);
  process.exit(2);
}
if (retry && retry !== "failed" && !SUBMISSION_ID.test(retry)) {
  console.error(`--retry takes a submission id (a UUID, see npm run outbox) or "failed", not ${JSON.stringify(retry)}`);
  process.exit(2);
}

const config = `${process.env.BUILD_DIR || "build"}/server/wrangler.json`;
const persist = process.env.PERSIST_DIR || ".wrangler/state";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const where = remote ? ["--remote"] : ["--local", "--persist-to", persist];

/** Runs one statement; prints wrangler's table, or returns the rows with `json`. */
function d1(command, { json = false } = {}) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      ...where,
      "--config",
      config,
      "--command",
      command,
      ...(json ? ["--json"] : []),
    ],
    { stdio: json ? ["ignore", "pipe", "inherit"] : "inherit", env, encoding: "utf8" },
  );
  if (result.status !== 0) {
    if (json) console.error(result.stdout);
    process.exit(result.status ?? 1);
  }
  if (!json) return [];
  return JSON.parse(result.stdout).flatMap((r) => r.results ?? []);
}

const target = remote ? "production D1 (remote)" : `local D1 (${persist})`;

if (show) {
  const pick = show === "latest" ? "ORDER BY id DESC LIMIT 1" : `WHERE id = ${Number(show)}`;
  const [mail] = d1(
    `SELECT id, idempotency_key, datetime(created_at / 1000, 'unixepoch') AS recorded, mail_to, mail_from, reply_to,
       subject, text_body, html_body, headers FROM dev_mail ${pick}`,
    { json: true },
  );
  if (!mail) {
    console.log(show === "latest" ? `No dev mail in the ${target} yet.` : `No dev mail ${show} in the ${target}.`);
    process.exit(1);
  }
  console.log(`Mail ${mail.id} (${mail.idempotency_key}), recorded ${mail.recorded} UTC`);
  console.log(
    `To:      ${mail.mail_to}\nFrom:    ${mail.mail_from}${mail.reply_to ? `\nReply-To: ${mail.reply_to}` : ""}`,
  );
  console.log(`Subject: ${mail.subject}`);
  if (mail.headers) for (const [k, v] of Object.entries(JSON.parse(mail.headers))) console.log(`${k}: ${v}`);
  console.log(`\n${mail.text_body}\n`);
  // Every link of the HTML and the text, once each, in order.
  const decode = (href) => href.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'");
  const links = [
    ...[...mail.html_body.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1])),
    ...[...mail.text_body.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g)].map((m) => m[0]),
  ].filter((href) => /^(?:https?|mailto):/.test(href));
  console.log("Links:");
  for (const link of new Set(links)) console.log(`  ${link}`);
  console.log("\nThe local mailbox shows it too, with its HTML: /dev/mail on the npm start server.");
  process.exit(0);
}

if (dismiss) {
  const rows = d1(inlineStatement(dismissStatement(dismiss, Date.now())), { json: true });
  if (rows.length === 0) {
    const [found] = d1(`SELECT mail_state, dismissed_at FROM submissions WHERE id = '${dismiss}'`, { json: true });
    console.log(
      !found
        ? `Nothing dismissed in the ${target}: no submission ${dismiss}.`
        : found.dismissed_at !== null
          ? `Nothing to do in the ${target}: the mail of ${dismiss} was dismissed already.`
          : `Nothing dismissed in the ${target}: the mail of ${dismiss} is ${found.mail_state}, not failed.`,
    );
    process.exit(1);
  }
  console.log(`Dismissed the failed mail of ${dismiss} in the ${target}: kept, no longer counted by /api/health.`);
  process.exit(0);
}

if (retry) {
  const rows = d1(inlineStatement(requeueStatement(retry === "failed" ? "failed" : { id: retry }, Date.now())), {
    json: true,
  });
  if (rows.length === 0) {
    if (retry === "failed") console.log(`Nothing re-queued in the ${target}: no failed mail.`);
    else {
      const [found] = d1(`SELECT mail_state FROM submissions WHERE id = '${retry}'`, { json: true });
      console.log(
        found
          ? `Nothing re-queued in the ${target}: the mail of ${retry} is ${found.mail_state} (a sent mail is never sent twice).`
          : `Nothing re-queued in the ${target}: no submission ${retry}.`,
      );
    }
    process.exit(retry === "failed" ? 0 : 1);
  }
  console.log(`Re-queued ${rows.length} ${rows.length === 1 ? "mail" : "mails"} in the ${target}:`);
  for (const r of rows) {
    const received = new Date(r.created_at).toISOString();
    console.log(`  ${r.id}  ${r.kind}  received ${received}  last error: ${r.last_error ?? "none"}`);
  }
  console.log("Pending, due now, attempts reset to 0: the next scheduled run (every 10 minutes) sends them.");
  process.exit(0);
}

console.log(`Submissions in the ${target}:`);
const queries = [
  `SELECT id, kind, datetime(created_at / 1000, 'unixepoch') AS created, mail_state, mail_attempts AS attempts,
     CASE WHEN mail_state = 'pending' THEN datetime(next_attempt_at / 1000, 'unixepoch') END AS next_attempt,
     substr(last_error, 1, 60) AS last_error, file_name
   FROM submissions ORDER BY created_at DESC LIMIT 50`,
  `SELECT mail_state, COUNT(*) AS mails, datetime(MIN(created_at) / 1000, 'unixepoch') AS oldest
   FROM submissions GROUP BY mail_state`,
  "SELECT COUNT(*) AS newsletter_subscribers FROM newsletter_subscribers",
  // Job alerts (worker/alerts/): counts only, and digests waiting or failed.
  `SELECT status, frequency, COUNT(*) AS job_alerts FROM alert_subscriptions GROUP BY status, frequency`,
  `SELECT period, state, COUNT(*) AS digests, MAX(attempts) AS max_attempts, substr(MAX(last_error), 1, 60) AS last_error
   FROM alert_digests GROUP BY period, state ORDER BY period DESC LIMIT 20`,
  // The dev mailer's mails: form mails (key = submission id) and alert mails (alert-confirm-…, alert-digest-…).
  // --show ID prints one with its links; /dev/mail on the npm start server shows them all.
  `SELECT id, idempotency_key AS key, datetime(created_at / 1000, 'unixepoch') AS recorded, mail_to, subject
   FROM dev_mail ORDER BY id DESC LIMIT 20`,
];
for (const command of remote ? queries.slice(0, 5) : queries) d1(command);
