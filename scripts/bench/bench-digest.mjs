#!/usr/bin/env node
// The digest run of `npm run bench` (also alone: `npm run bench -- --digest`):
// 50,000 confirmed daily job alerts over 10,000 jobs, 1,000 of them new since
// the alerts' last digest. The real code (worker/alerts/digest.ts: the cron's
// producer, then the queue consumer for every message) runs in Node against
//   - D1: node:sqlite with the repository's migrations, behind a D1-shaped shim
//     that counts calls and statements and times itself;
//   - KV: a Map holding a snapshot encoded by worker/jobs/codec/;
//   - the queue: messages collected, then consumed one by one;
//   - Resend: fetch answered at once (each call counted as a subrequest).
// Reported per queue message (100 alerts) and per consumer invocation
// (max_batch_size 2 messages), the worst seen: CPU (Node's process.cpuUsage
// less the time inside the D1 shim, since D1 runs outside the Worker), D1
// calls and statements, KV reads, subrequests. V8 is the engine in both Node
// and workerd, but this is an estimate of Worker CPU, not a measurement in
// workerd; D1's own latency and rows-read limits are not modelled.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { bundleForNode } from "./node-bundle.mjs";

const WORK = ".tmp/perf";
const JOB_COUNT = 10_000;
const NEW_JOBS = 1_000;
const SUBSCRIPTIONS = Number(process.env.ALERT_SUBSCRIPTIONS || 50_000);
const DATASET = `${WORK}/jobs-${JOB_COUNT}.json`;
const BUNDLE = `${WORK}/alerts-core.mjs`;
const MESSAGES_PER_INVOCATION = 2; // wrangler.jsonc queues.consumers[0].max_batch_size
/**
 * Workers Paid, per invocation: 30 s CPU by default and 10,000 subrequests
 * (developers.cloudflare.com/workers/platform/limits); D1 queries and KV
 * operations are held to 1,000 each, the conservative figure, since both are
 * paid for by the call as well.
 */
const LIMITS = { cpuMs: 30_000, subrequests: 10_000, d1Queries: 1_000, kvOps: 1_000 };

const round = (x, d = 1) => Number(x.toFixed(d));

async function bundle() {
  await bundleForNode({
    exports: [
      'export { enqueueDigests, processDigestMessage, IDS_PER_MESSAGE } from "./worker/alerts/digest.ts";',
      'export { encodeIndex } from "./worker/jobs/codec/encode.ts";',
      'export { normalizeJob } from "./worker/jobs/normalize.ts";',
    ],
    outfile: BUNDLE,
    jsx: "automatic",
    external: ["prettier", "prettier/*"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
}

/** A D1Database over node:sqlite: counts calls (subrequests) and statements, and the time spent in SQLite. */
function d1(db, meter) {
  const timed = (fn) => {
    const t = performance.now();
    try {
      return fn();
    } finally {
      meter.d1Ms += performance.now() - t;
    }
  };
  const statement = (sql, params = []) => ({
    sql,
    params,
    bind: (...values) => statement(sql, values),
    run: async () => {
      meter.d1Calls++;
      meter.d1Statements++;
      return timed(() => {
        const r = /\breturning\b/i.test(sql) ? db.prepare(sql).all(...params) : db.prepare(sql).run(...params);
        return { success: true, meta: { changes: Array.isArray(r) ? r.length : Number(r.changes) } };
      });
    },
    all: async () => {
      meter.d1Calls++;
      meter.d1Statements++;
      return timed(() => ({
        success: true,
        results: db
          .prepare(sql)
          .all(...params)
          .map((r) => ({ ...r })),
        meta: {},
      }));
    },
    first: async (column) => {
      meter.d1Calls++;
      meter.d1Statements++;
      return timed(() => {
        const row = db.prepare(sql).get(...params);
        if (!row) return null;
        return column ? row[column] : { ...row };
      });
    },
  });
  return {
    prepare: (sql) => statement(sql),
    batch: async (statements) => {
      meter.d1Calls++;
      meter.d1Statements += statements.length;
      return timed(() => {
        db.exec("BEGIN");
        try {
          const out = statements.map((s) => {
            const r = db.prepare(s.sql).run(...s.params);
            return { success: true, meta: { changes: Number(r.changes) } };
          });
          db.exec("COMMIT");
          return out;
        } catch (err) {
          db.exec("ROLLBACK");
          throw err;
        }
      });
    },
  };
}

const SEARCHES = [
  ["java", ""],
  ["developer", "pune"],
  ["sales", ""],
  ["", "bangalore"],
  ["accountant", "mumbai"],
  ["engineer", ""],
  ["python", "hyderabad"],
  ["", ""],
  ["teacher", "delhi"],
  ["manager", "chennai"],
  ["nurse", ""],
  ["driver", "noida"],
  ["hr executive", ""],
  ["data analyst", "gurgaon"],
  ["marketing", "kolkata"],
  ["electrician", ""],
  ["customer support", "ahmedabad"],
  ["", "pune"],
  ["software", "bengaluru"],
  ["finance", ""],
];

/**
 * The digest run: an in-memory D1 with the repository's migrations and the
 * alerts, a KV holding the snapshot, the Resend API answered in process; then
 * the cron's producer and every queue message, each metered; then the worst
 * message and invocation against the limits, printed and written to
 * reports/bench-digest.json.
 */
async function main() {
  mkdirSync(WORK, { recursive: true });
  makeDataset();
  await bundle();
  const core = await import(resolve(BUNDLE));
  const meter = { d1Calls: 0, d1Statements: 0, d1Ms: 0, kv: 0, fetches: 0 };
  const db = migratedDatabase();
  const runAt = Date.UTC(2026, 10, 24, 3, 30);
  const { jobs, kv } = snapshotKv(core, runAt, meter);
  seedAlerts(db);
  const queued = [];
  const env = digestEnv(db, kv, queued, meter);
  const resend = answerResend(meter);
  const wallStart = performance.now();
  let runs;
  try {
    runs = await produceAndConsume(core, env, queued, runAt, meter);
  } finally {
    resend.restore();
  }
  const result = summarize({ jobs, queued, runs, wallMs: performance.now() - wallStart });
  const ok = withinLimits(result);
  console.log(resultLines(result, ok).join("\n"));
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench-digest.json", `${JSON.stringify(result, null, 2)}\n`);
  if (!ok) process.exitCode = 1;
}

/** The 10,000-job dataset bench.mjs uses too (scripts/data/generate-jobs.mjs), made once. */
function makeDataset() {
  if (existsSync(DATASET)) return;
  const gen = spawnSync(
    process.execPath,
    ["scripts/data/generate-jobs.mjs", "--count", String(JOB_COUNT), "--out", DATASET],
    { stdio: "inherit" },
  );
  if (gen.status !== 0) throw new Error("generate-jobs.mjs failed");
}

/** An in-memory SQLite database with every migration of migrations/ applied, in order. */
function migratedDatabase() {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort())
    db.exec(readFileSync(`migrations/${file}`, "utf8"));
  return db;
}

/** The snapshot in a metered KV: 9,000 jobs first seen the day before the run, 1,000 on its day. */
function snapshotKv(core, runAt, meter) {
  const { jobs: raw } = JSON.parse(readFileSync(DATASET, "utf8"));
  const jobs = raw.map((r) => core.normalizeJob(r)?.job).filter(Boolean);
  jobs.forEach((job, i) => {
    job.firstSeen = i < jobs.length - NEW_JOBS ? "2026-11-23" : "2026-11-24";
    job.postedAt = job.createdAt ?? job.firstSeen;
  });
  const kvStore = new Map([
    [
      "jobs:meta",
      JSON.stringify({
        version: "bench",
        source: "embedded",
        fetchedAt: runAt,
        count: jobs.length,
        dropped: 0,
        hash: "bench",
      }),
    ],
    ["jobs:index:bench", JSON.stringify(core.encodeIndex(jobs))],
  ]);
  const kv = {
    get: async (key) => {
      meter.kv++;
      return kvStore.get(key) ?? null;
    },
    put: async (key, value) => {
      meter.kv++;
      kvStore.set(key, value);
    },
    delete: async (key) => {
      meter.kv++;
      kvStore.delete(key);
    },
  };
  return { jobs, kv };
}

/** SUBSCRIPTIONS confirmed daily alerts over the 20 searches, each with its cursor at the day before. */
function seedAlerts(db) {
  const insert = db.prepare(
    `INSERT INTO alert_subscriptions (id, address, query, location, query_key, frequency, status, created_at, confirmed_at,
       consent_text, confirm_requested_at, since_day, seen_ids)
     VALUES (?, ?, ?, ?, ?, 'daily', 'confirmed', 0, 0, 'bench', 0, '2026-11-23', '[]')`,
  );
  db.exec("BEGIN");
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const [q, l] = SEARCHES[i % SEARCHES.length];
    insert.run(crypto.randomUUID(), `seeker${i}@example.com`, q, l, `${q}|${l}`);
  }
  db.exec("COMMIT");
}

/** The Worker's env for the digest code: the metered D1 and KV, and a queue that collects into `queued`. */
function digestEnv(db, kv, queued, meter) {
  return {
    DB: d1(db, meter),
    JOBS_KV: kv,
    ALERT_QUEUE: {
      sendBatch: async (messages) => {
        meter.fetches++;
        queued.push(...messages);
      },
    },
    RESEND_API_KEY: "re_bench",
    SIGNING_SECRET: "bench-only-signing-secret-0123456789abcdef",
    SITE_ORIGIN: "https://www.kshitijtalent.example",
    MAIL_FROM: "Kshitij Talent Partners <website@kshitijtalent.example>",
    JOBS_API_URL: "",
  };
}

/** Resend's batch API answered at once, each call counted as a subrequest; `restore()` puts fetch back. */
function answerResend(meter) {
  const realFetch = globalThis.fetch;
  let sentMails = 0;
  globalThis.fetch = async (input, init) => {
    meter.fetches++;
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith("https://api.resend.com/emails/batch")) throw new Error(`unexpected fetch ${url}`);
    const emails = JSON.parse(String(init?.body ?? "[]"));
    sentMails += emails.length;
    return new Response(JSON.stringify({ data: emails.map((_, i) => ({ id: `re_${sentMails}_${i}` })) }), {
      headers: { "Content-Type": "application/json" },
    });
  };
  return {
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

/**
 * The cron's producer, then the consumer on each queued message, with what
 * each used: CPU less the time inside the D1 shim, D1 calls and statements,
 * KV operations and subrequests.
 */
async function produceAndConsume(core, env, queued, runAt, meter) {
  const waiter = { waitUntil: () => undefined };
  const snapshotOf = () => ({ ...meter });
  const diff = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, b[k] - a[k]]));
  // The cron invocation: the producer.
  let before = snapshotOf();
  let cpu = process.cpuUsage();
  const produced = await core.enqueueDigests(env, runAt);
  if (produced.subscriptions !== SUBSCRIPTIONS)
    throw new Error(`the producer enqueued ${produced.subscriptions} alerts`);
  let used = process.cpuUsage(cpu);
  let delta = diff(before, snapshotOf());
  const producer = {
    cpuMs: round((used.user + used.system) / 1000 - delta.d1Ms),
    d1Calls: delta.d1Calls,
    d1Statements: delta.d1Statements,
    kv: delta.kv,
    subrequests: delta.fetches + delta.d1Calls + delta.kv,
  };

  // The consumer: each message; an invocation is up to MESSAGES_PER_INVOCATION of them.
  const perMessage = [];
  const counts = { composed: 0, sent: 0, empty: 0 };
  for (const { body } of queued) {
    before = snapshotOf();
    cpu = process.cpuUsage();
    const r = await core.processDigestMessage(env, waiter, body, runAt + 60_000);
    used = process.cpuUsage(cpu);
    delta = diff(before, snapshotOf());
    counts.composed += r.composed;
    counts.sent += r.sent;
    counts.empty += r.empty;
    perMessage.push({
      cpuMs: (used.user + used.system) / 1000 - delta.d1Ms,
      d1Calls: delta.d1Calls,
      d1Statements: delta.d1Statements,
      kv: delta.kv,
      subrequests: delta.fetches + delta.d1Calls + delta.kv,
    });
  }
  return { producer, perMessage, ...counts };
}

/** The run's figures: counts, the producer, and the worst message and invocation (messages grouped as the queue batches them). */
function summarize({ jobs, queued, runs, wallMs }) {
  const { producer, perMessage, composed, sent, empty } = runs;
  const invocations = [];
  for (let i = 0; i < perMessage.length; i += MESSAGES_PER_INVOCATION) {
    const group = perMessage.slice(i, i + MESSAGES_PER_INVOCATION);
    const sum = (k) => group.reduce((a, m) => a + m[k], 0);
    invocations.push({
      cpuMs: sum("cpuMs"),
      d1Calls: sum("d1Calls"),
      d1Statements: sum("d1Statements"),
      kv: sum("kv"),
      subrequests: sum("subrequests"),
    });
  }
  const worst = (rows) => {
    const max = (k) => Math.max(...rows.map((m) => m[k]));
    return {
      cpuMs: round(max("cpuMs")),
      d1Calls: max("d1Calls"),
      d1Statements: max("d1Statements"),
      kv: max("kv"),
      subrequests: max("subrequests"),
    };
  };
  return {
    subscriptions: SUBSCRIPTIONS,
    jobs: jobs.length,
    newJobs: NEW_JOBS,
    messages: queued.length,
    composed,
    sent,
    empty,
    wallSeconds: round(wallMs / 1000),
    producer,
    worstMessage: worst(perMessage),
    worstInvocation: worst(invocations),
    limits: LIMITS,
  };
}

/** Every invocation within the limits, and every composed digest sent. */
function withinLimits(result) {
  return (
    result.worstInvocation.cpuMs < LIMITS.cpuMs &&
    result.worstInvocation.subrequests < LIMITS.subrequests &&
    result.worstInvocation.d1Statements < LIMITS.d1Queries &&
    result.worstInvocation.kv < LIMITS.kvOps &&
    result.producer.subrequests < LIMITS.subrequests &&
    result.sent === result.composed
  );
}

/** The console summary. */
function resultLines(result, ok) {
  const { producer, worstMessage, worstInvocation } = result;
  return [
    `Digest run: ${SUBSCRIPTIONS} confirmed alerts, ${result.jobs} jobs (${NEW_JOBS} new), ${result.messages} queue messages`,
    `  composed ${result.composed}, sent ${result.sent}, nothing new ${result.empty}; ${result.wallSeconds} s end to end (one Node process, no network)`,
    `  producer (cron): ${producer.cpuMs} ms CPU, ${producer.d1Calls} D1 calls, ${producer.subrequests} subrequests`,
    `  worst message (100 alerts): ${worstMessage.cpuMs} ms CPU, ${worstMessage.d1Calls} D1 calls / ${worstMessage.d1Statements} statements, ${worstMessage.kv} KV reads, ${worstMessage.subrequests} subrequests`,
    `  worst invocation (${MESSAGES_PER_INVOCATION} messages): ${worstInvocation.cpuMs} ms CPU (limit ${LIMITS.cpuMs}), ${worstInvocation.d1Statements} D1 statements (limit ${LIMITS.d1Queries}), ${worstInvocation.kv} KV (limit ${LIMITS.kvOps}), ${worstInvocation.subrequests} subrequests (limit ${LIMITS.subrequests})`,
    ok ? "  within the Workers Paid limits" : "  OVER A LIMIT (or a digest not sent)",
  ];
}

await main();
