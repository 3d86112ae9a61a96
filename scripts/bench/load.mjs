#!/usr/bin/env node
// npm run load: the production build in workerd under load.
//
//  1. 50 connections for 30 s of mixed traffic (pages, searches, job pages,
//     API calls): every answer must have the status expected for its path
//     (a deliberately unknown job id is expected to answer 404), and there
//     must be no connection error or timeout.
//  2. 500 concurrent enquiries to POST /api/forms/enquiry: exactly 500 stored
//     rows and 500 recorded mails, none lost, none doubled.
//
// FORM_LIMITER (wrangler.jsonc) allows 10 submissions a minute per client,
// and every request here comes from 127.0.0.1. The limit is relaxed by
// configuration only: the build is copied to <BUILD_DIR>-load and the copy's
// server/wrangler.json gets a huge limit. The Worker's code is the same.
// With no RESEND_API_KEY, the local dev mailer records each mail in D1
// (table dev_mail), which is where the mails are counted.
//
//   npm run load                  build, then both parts
//   SKIP_BUILD=1 npm run load     use the existing build in BUILD_DIR
//
// Environment: BUILD_DIR (default .tmp/build-perf), PORT (default 8864),
// PERSIST_DIR (default .wrangler/perf-load, wiped). Exits 1 on any failure.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { buildOnce, startServer } from "../lib/server.ts";

const BUILD_DIR = (process.env.BUILD_DIR || ".tmp/build-perf").replace(/\/+$/, "");
// A sibling directory keeps the relative paths inside wrangler.json valid (migrations_dir).
const LOAD_BUILD = `${BUILD_DIR}-load`;
const CONFIG = `${LOAD_BUILD}/server/wrangler.json`;
const PORT = process.env.PORT || "8864";
const PERSIST_DIR = process.env.PERSIST_DIR || ".wrangler/perf-load";
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = 30;
const SUBMISSIONS = 500;
const RELAXED_LIMIT = 1_000_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`FAIL ${message}`);
};

// ---------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------

function buildAndRelax() {
  buildOnce(BUILD_DIR);
  rmSync(LOAD_BUILD, { recursive: true, force: true });
  cpSync(BUILD_DIR, LOAD_BUILD, { recursive: true });
  const config = JSON.parse(readFileSync(CONFIG, "utf8"));
  const limiter = config.ratelimits?.find((r) => r.name === "FORM_LIMITER");
  if (!limiter?.simple) throw new Error(`${CONFIG} has no FORM_LIMITER rate limit to relax`);
  console.log(
    `FORM_LIMITER: ${limiter.simple.limit} per ${limiter.simple.period} s → ${RELAXED_LIMIT} (load-test copy ${CONFIG})`,
  );
  limiter.simple.limit = RELAXED_LIMIT;
  writeFileSync(CONFIG, JSON.stringify(config));
}

async function serve() {
  rmSync(PERSIST_DIR, { recursive: true, force: true });
  mkdirSync(".tmp/perf", { recursive: true });
  const server = await startServer({
    port: PORT,
    buildDir: LOAD_BUILD,
    persistDir: PERSIST_DIR,
    // Mails must go to the local dev mailer, never to Resend, and jobs come from the embedded dataset.
    vars: { RESEND_API_KEY: "", JOBS_API_URL: "" },
    log: ".tmp/perf/load-server.log",
  });
  return server.stop;
}

/** Runs SQL against the local D1 of the load-test server; returns the rows. */
function d1(sql) {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--config",
      CONFIG,
      "--persist-to",
      PERSIST_DIR,
      "--json",
      "--command",
      sql,
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, maxBuffer: 1 << 26 },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  // --json prints an array with one result object per statement.
  const parsed = JSON.parse(result.stdout.slice(result.stdout.indexOf("[")));
  return parsed[0].results;
}

// ---------------------------------------------------------------------------
// Part 1: mixed traffic
// ---------------------------------------------------------------------------

async function mixedTraffic() {
  const listing = await (await fetch(`${base}/api/jobs`)).json();
  const ids = listing.results.slice(0, 5).map((j) => j.id);
  if (ids.length === 0) throw new Error("/api/jobs listed no job");
  const UNKNOWN = 999_999_999;
  // [path, expected statuses]. /careers is the correct spelling: it answers 301 to /carrers.
  const mix = [
    ["/", [200]],
    ["/job", [200]],
    ["/job?query=developer", [200]],
    ["/job?location=bangalore", [200]],
    ["/job?query=sales&location=mumbai&page=1", [200]],
    ...ids.map((id) => [`/jobdetails/${id}`, [200]]),
    [`/jobdetails/${UNKNOWN}`, [404]],
    ["/api/jobs", [200]],
    ["/api/jobs?page=2", [200]],
    ["/api/searchjobs?query=java", [200]],
    ["/api/searchjobs?location=gurgaon", [200]],
    ["/api/searchjobs?query=engineer&location=pune", [200]],
    ...ids.slice(0, 2).map((id) => [`/api/jobs/${id}`, [200]]),
    [`/api/jobs/${UNKNOWN}`, [404]],
    ["/api/skywingsjobs", [200]],
    ["/api/health", [200]],
    ["/services", [200]],
    ["/DetailService/1", [200]],
    ["/blog", [200]],
    ["/article/16", [200]],
    ["/carrers", [200]],
    ["/careers", [301]],
    ["/contact", [200]],
    ["/upload", [200]],
    ["/faq", [200]],
    ["/favicon.svg", [200]],
  ];
  // Every path once before the clock starts: each must already answer as expected.
  for (const [path, expected] of mix) {
    const res = await fetch(`${base}${path}`, { redirect: "manual" });
    await res.arrayBuffer();
    if (!expected.includes(res.status))
      fail(`${path} answered ${res.status} before the load, expected ${expected.join("/")}`);
  }

  const counts = new Map(mix.map(([path]) => [path, new Map()]));
  const requests = mix.map(([path]) => ({
    method: "GET",
    path,
    onResponse: (status) => {
      const byStatus = counts.get(path);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
  }));
  console.log(`\nmixed traffic: ${CONNECTIONS} connections, ${DURATION_S} s, ${mix.length} paths in rotation …`);
  // Each connection starts at a different point of the rotation, so every path
  // is under load all the time (not only the first ones while all start in step).
  let nextClient = 0;
  const setupClient = (client) => {
    const offset = Math.floor((nextClient++ * requests.length) / CONNECTIONS) % requests.length;
    client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
  };
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests, setupClient });

  let total = 0;
  let unexpected = 0;
  const rows = [];
  for (const [path, expected] of mix) {
    const byStatus = counts.get(path);
    const n = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const bad = [...byStatus].filter(([status]) => !expected.includes(status)).reduce((a, [, c]) => a + c, 0);
    total += n;
    unexpected += bad;
    rows.push({ path, n, statuses: Object.fromEntries(byStatus), expected: expected.join("/"), bad });
  }
  console.log("path".padEnd(46), "answers".padStart(8), "  statuses (expected)");
  for (const r of rows) {
    console.log(
      r.path.padEnd(46),
      String(r.n).padStart(8),
      ` ${JSON.stringify(r.statuses)} (${r.expected})${r.bad ? `  ← ${r.bad} unexpected` : ""}`,
    );
  }
  const figures = {
    connections: CONNECTIONS,
    durationS: result.duration,
    requests: total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
  };
  console.log(
    `\n${figures.requests} answers in ${figures.durationS} s (${figures.requestsPerSecond} req/s), latency p50 ${figures.latencyP50Ms} ms, ` +
      `p99 ${figures.latencyP99Ms} ms, max ${figures.latencyMaxMs} ms; errors ${figures.errors}, timeouts ${figures.timeouts}, unexpected statuses ${unexpected}`,
  );
  if (result.errors || result.timeouts) fail(`mixed traffic: ${result.errors} errors (${result.timeouts} timeouts)`);
  if (unexpected) fail(`mixed traffic: ${unexpected} unexpected statuses`);
  if (total === 0) fail("mixed traffic: no answers at all");
  return figures;
}

// ---------------------------------------------------------------------------
// Part 2: 500 concurrent form submissions
// ---------------------------------------------------------------------------

async function formSubmissions() {
  // An enquiry type the contact form really offers.
  const contact = await (await fetch(`${base}/contact`)).text();
  const select = contact.match(/<select[^>]*name="enquire"[^>]*>([\s\S]*?)<\/select>/);
  const slug = select?.[1].match(/<option[^>]*value="([a-z0-9-]+)"/)?.[1];
  if (!slug) throw new Error("could not find an enquiry type on /contact");

  const run = `r${Date.now().toString(36)}`;
  const emailOf = (i) => `load-${run}-${i}@example.com`;
  console.log(`\n${SUBMISSIONS} concurrent enquiries (run ${run}, type ${slug}) …`);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, i) => {
      try {
        const res = await fetch(`${base}/api/forms/enquiry`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            name: `Load Test ${i}`,
            contact: "",
            email: emailOf(i),
            state: "Maharashtra",
            city: "Pune",
            enquire: slug,
            enquireDetail: `Load test ${run}, enquiry ${i}.`,
          }),
        });
        const text = await res.text();
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          // Not our JSON (e.g. an error page from the dev server's proxy): keep the text.
        }
        return {
          status: res.status,
          id: body?.id ?? null,
          error: body?.ok ? null : (body?.error ?? text.slice(0, 200)),
        };
      } catch (err) {
        return { status: 0, id: null, error: String(err) };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const accepted = answers.filter((a) => a.status === 201 && a.id);
  const ids = new Set(accepted.map((a) => a.id));
  console.log(`answers in ${seconds.toFixed(1)} s: ${JSON.stringify(statuses)}; ${ids.size} distinct ids`);
  if (accepted.length !== SUBMISSIONS) {
    const sample = answers.find((a) => a.status !== 201);
    fail(`${accepted.length} of ${SUBMISSIONS} accepted (first refusal: ${sample?.status} ${sample?.error})`);
  }
  if (ids.size !== accepted.length) fail(`${accepted.length - ids.size} duplicate ids among the answers`);

  // The mails go out after each response (waitUntil): wait until they are all recorded.
  const ours = `payload LIKE '%load-${run}-%'`;
  const countSql = `SELECT
      (SELECT COUNT(*) FROM submissions WHERE ${ours}) AS rows_stored,
      (SELECT COUNT(DISTINCT id) FROM submissions WHERE ${ours}) AS distinct_rows,
      (SELECT COUNT(*) FROM submissions WHERE ${ours} AND mail_state = 'sent') AS rows_sent,
      (SELECT COUNT(*) FROM dev_mail WHERE reply_to LIKE 'load-${run}-%') AS mails,
      (SELECT COUNT(DISTINCT idempotency_key) FROM dev_mail WHERE reply_to LIKE 'load-${run}-%') AS distinct_mail_keys,
      (SELECT COUNT(DISTINCT reply_to) FROM dev_mail WHERE reply_to LIKE 'load-${run}-%') AS distinct_mail_senders,
      (SELECT COUNT(*) FROM mail_attempts WHERE submission_id IN (SELECT id FROM submissions WHERE ${ours})) AS attempts`;
  let counts = null;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    counts = d1(countSql)[0];
    console.log(`  D1: ${JSON.stringify(counts)}`);
    if (counts.mails >= SUBMISSIONS && counts.rows_sent >= SUBMISSIONS) break;
    await sleep(2000);
  }
  return { run, seconds, statuses, ids, counts, ours };
}

function verifyForms({ ids, counts, run, ours }) {
  // The stored rows must be exactly the ids the API answered with, and each mail one of them.
  const rowIds = new Set(d1(`SELECT id FROM submissions WHERE ${ours}`).map((r) => r.id));
  const mailKeys = d1(`SELECT idempotency_key AS k FROM dev_mail WHERE reply_to LIKE 'load-${run}-%'`).map((r) => r.k);
  const missingRows = [...ids].filter((id) => !rowIds.has(id)).length;
  const strayRows = [...rowIds].filter((id) => !ids.has(id)).length;
  const strayMails = mailKeys.filter((k) => !rowIds.has(k)).length;
  const checks = [
    ["stored rows", counts.rows_stored, SUBMISSIONS],
    ["distinct stored ids", counts.distinct_rows, SUBMISSIONS],
    ["rows marked sent", counts.rows_sent, SUBMISSIONS],
    ["recorded mails", counts.mails, SUBMISSIONS],
    ["distinct mail idempotency keys", counts.distinct_mail_keys, SUBMISSIONS],
    ["distinct mail reply-to addresses", counts.distinct_mail_senders, SUBMISSIONS],
    ["send attempts", counts.attempts, SUBMISSIONS],
    ["answered ids missing from D1", missingRows, 0],
    ["rows no answer mentioned", strayRows, 0],
    ["mails for no stored row", strayMails, 0],
  ];
  console.log("");
  for (const [name, value, expected] of checks) {
    console.log(`${value === expected ? "ok  " : "FAIL"} ${name}: ${value} (expected ${expected})`);
    if (value !== expected) failures.push(`${name}: ${value}, expected ${expected}`);
  }
}

// ---------------------------------------------------------------------------

let stop = null;
try {
  buildAndRelax();
  console.log(`serving ${LOAD_BUILD} on ${base} (state ${PERSIST_DIR}) …`);
  stop = await serve();
  const traffic = await mixedTraffic();
  const forms = await formSubmissions();
  // Stop the server before the final count, so no write is in flight while D1 is read.
  await stop();
  stop = null;
  verifyForms(forms);
  console.log(
    `\nsummary: mixed traffic ${traffic.requests} answers, ${traffic.requestsPerSecond} req/s, p99 ${traffic.latencyP99Ms} ms, ` +
      `${traffic.errors} errors, ${traffic.unexpected} unexpected; forms ${forms.counts.rows_stored} rows, ${forms.counts.mails} mails ` +
      `for ${SUBMISSIONS} submissions answered in ${forms.seconds.toFixed(1)} s`,
  );
} catch (err) {
  console.error(err);
  failures.push(String(err));
} finally {
  await stop?.();
}
if (failures.length) {
  console.error(`\n${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("\nload: all checks passed");
}
