#!/usr/bin/env node
// Issue 23's measurements at 10,000 and 100,000 jobs, in Node (V8, as in workerd),
// each in a fresh process so the JIT is as cold as a new isolate's:
//
//   node scripts/bench/bench-scale.mjs refresh --jobs 100000
//       the refresh workflow's steps (worker/jobs/refresh/steps.ts) run one after
//       another against an in-memory KV and the generated ATS pages: per step,
//       CPU time, upstream requests, KV operations, the largest value written
//       and the heap; then the cold first search over the shards it wrote and
//       the isolate's memory (parsed index + search text + place text + id map).
//       Also a cold isolate's first list page from the front value alone
//       (worker/jobs/front.ts, decision 031): what `/`, `/job` and `/api/jobs`
//       cost a new isolate of a snapshot in more than one value.
//   node scripts/bench/bench-scale.mjs store --jobs 100000
//       the two stores side by side: KV shards + in-isolate search (search.ts)
//       and a prototype of D1's engine, SQLite FTS5 with the trigram tokenizer
//       (node:sqlite, a local file: no network round trip, which D1 adds).
//
// Both print JSON (and write reports/scale-<mode>-<jobs>.json). The dataset is
// scripts/data/generate-jobs.mjs's (.tmp/perf/jobs-<N>.json, made when missing).
// The machine is shared: read medians and ratios.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { bundleForNode } from "./node-bundle.mjs";

const WORK = ".tmp/perf";
const BUNDLE = `${WORK}/scale-core.mjs`;
const mode = process.argv[2];
const jobsArg = process.argv.indexOf("--jobs");
const JOBS = jobsArg === -1 ? 100_000 : Number(process.argv[jobsArg + 1]);
const DATASET = `${WORK}/jobs-${JOBS}.json`;
const round = (x, d = 2) => Number(x.toFixed(d));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The JS heap plus typed arrays' buffers, which V8 keeps outside it (a merged index's columns are typed arrays).
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const heap = async () => {
  for (let i = 0; i < 4; i++) {
    globalThis.gc();
    await sleep(20);
  }
  return used();
};
const MB = (bytes) => round(bytes / 1024 / 1024, 1);

/** The refresh steps and the search, bundled for Node (the #worker/#shared imports resolved to .ts files). */
async function bundle() {
  await bundleForNode({
    exports: [
      'export * from "./worker/jobs/refresh/steps.ts";',
      'export { jobPagesStep, switchStep } from "./worker/jobs/refresh/last-steps.ts";',
      'export { encodeIndex, encodeShards } from "./worker/jobs/codec/encode.ts";',
      'export { JobStore } from "./worker/jobs/codec/job-store.ts";',
      'export { searchIndex, searchJobs, paginate } from "./worker/jobs/search/search.ts";',
      'export { similarPositions } from "./worker/jobs/similar.ts";',
      'export { decodeJobPage, jobPageOf } from "./worker/jobs/job-pages.ts";',
      'export { normalizeJob } from "./worker/jobs/normalize.ts";',
      'export { UpstreamError } from "./worker/jobs/upstream.ts";',
      'export { decodeFront, encodeFront } from "./worker/jobs/front.ts";',
    ],
    outfile: BUNDLE,
  });
}

function dataset() {
  if (existsSync(DATASET)) return;
  const gen = spawnSync(
    process.execPath,
    ["scripts/data/generate-jobs.mjs", "--count", String(JOBS), "--out", DATASET],
    {
      stdio: "inherit",
    },
  );
  if (gen.status !== 0) throw new Error("generate-jobs.mjs failed");
}

/** KV in memory, counting operations and the largest value written. */
function countingKv() {
  const data = new Map();
  const ops = { get: 0, put: 0, delete: 0, list: 0, largestPut: 0 };
  return {
    data,
    ops,
    reset() {
      Object.assign(ops, { get: 0, put: 0, delete: 0, list: 0, largestPut: 0 });
    },
    async get(key, type) {
      ops.get++;
      const v = data.get(key) ?? null;
      return v !== null && type === "json" ? JSON.parse(v) : v;
    },
    async put(key, value) {
      ops.put++;
      ops.largestPut = Math.max(ops.largestPut, Buffer.byteLength(value));
      data.set(key, value);
    },
    async delete(key) {
      ops.delete++;
      data.delete(key);
    },
    async list({ prefix = "", cursor } = {}) {
      ops.list++;
      const names = [...data.keys()].filter((k) => k.startsWith(prefix)).sort();
      const at = cursor ? Number(cursor) : 0;
      const keys = names.slice(at, at + 1000).map((name) => ({ name }));
      const done = at + 1000 >= names.length;
      return { keys, list_complete: done, cursor: done ? undefined : String(at + 1000) };
    },
  };
}

/** The generated ATS as the Worker sees it: each page a JSON body it parses (20 jobs a page). */
function fakeUpstream(raw, UpstreamError, calls) {
  const pages = Math.ceil(raw.length / 20);
  return {
    source: "http://fake-ats.bench",
    async jobsPage(page) {
      calls.n++;
      if (page > pages) throw new UpstreamError(`page ${page}`, "http", 404);
      const body = JSON.stringify({
        count: raw.length,
        num_pages: pages,
        results: raw.slice((page - 1) * 20, page * 20),
      });
      const parsed = JSON.parse(body);
      return { count: parsed.count, numPages: parsed.num_pages, results: parsed.results };
    },
    async companyJobs() {
      calls.n++;
      return [];
    },
  };
}

async function refreshChild() {
  const core = await import(resolve(BUNDLE));
  const raw = JSON.parse(readFileSync(DATASET, "utf8")).jobs;
  const kv = countingKv();
  const env = { JOBS_KV: kv, JOBS_API_URL: "http://fake-ats.bench", JOBS_SHRINK_GUARD: "0.5" };
  const calls = { n: 0 };
  const upstream = fakeUpstream(raw, core.UpstreamError, calls);
  const now = Date.UTC(2026, 10, 26, 3, 0);
  const steps = [];
  const step = async (name, fn) => {
    kv.reset();
    calls.n = 0;
    globalThis.gc();
    const heap0 = process.memoryUsage().heapUsed;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await fn();
    const cpu = process.cpuUsage(cpu0);
    const heapEnd = process.memoryUsage().heapUsed;
    steps.push({
      name,
      cpuMs: round((cpu.user + cpu.system) / 1000, 0),
      wallMs: round(performance.now() - t0, 0),
      upstream: calls.n,
      kvOps: kv.ops.get + kv.ops.put + kv.ops.delete + kv.ops.list,
      kv: { ...kv.ops },
      largestPutMB: MB(kv.ops.largestPut),
      // What the step added to the heap (not a peak; the bench process itself holds the raw dataset).
      heapAddedMB: MB(heapEnd - heap0),
      resultBytes: Buffer.byteLength(JSON.stringify(result ?? null)),
    });
    return result;
  };
  const id = "bench-run";
  const begun = await step("begin", () => core.beginRun(env, id, now, upstream));
  const batches = [];
  for (let first = 1; first <= begun.pages; first += core.PAGES_PER_STEP) {
    const last = Math.min(begun.pages, first + core.PAGES_PER_STEP - 1);
    const batch = batches.length;
    batches.push(
      await step(`pages ${first}-${last}`, () => core.pagesStep(env, id, begun, batch, first, last, now, upstream)),
    );
  }
  const companyBatch = batches.length;
  batches.push(await step("company jobs", () => core.companyStep(env, begun, companyBatch, now, upstream)));
  const jobPages = await step("job pages", () => core.jobPagesStep(env, begun, batches));
  const status = await step("switch", () => core.switchStep(env, id, begun, batches, now, false, jobPages));
  if (!status.ok) throw new Error(`the run failed: ${status.kind} ${status.error}`);

  const pageSteps = steps.filter((s) => s.name.startsWith("pages "));
  const worst = (key) => steps.reduce((a, b) => (b[key] > a[key] ? b : a));
  const values = [...kv.data.entries()];
  const largestValue = values.reduce(
    (a, [k, v]) => (v.length > a.bytes ? { key: k, bytes: Buffer.byteLength(v) } : a),
    {
      key: "",
      bytes: 0,
    },
  );
  const shardKeys = values.map(([k]) => k).filter((k) => k.startsWith("jobs:index:"));
  writeFileSync(
    `${WORK}/scale-shards-${JOBS}.json`,
    JSON.stringify(shardKeys.sort((a, b) => a.length - b.length || a.localeCompare(b)).map((k) => kv.data.get(k))),
  );
  const jobPageValues = saveJobPage(core, kv);
  return {
    jobs: status.jobs,
    jobPageValues,
    steps: steps.length,
    pageSteps: {
      count: pageSteps.length,
      cpuMsMedian: median(pageSteps.map((s) => s.cpuMs)),
      cpuMsMax: Math.max(...pageSteps.map((s) => s.cpuMs)),
      upstreamMax: Math.max(...pageSteps.map((s) => s.upstream)),
      kvOpsMax: Math.max(...pageSteps.map((s) => s.kvOps)),
    },
    begin: steps[0],
    jobPages: steps.at(-2),
    switch: steps.at(-1),
    mostCpu: { name: worst("cpuMs").name, cpuMs: worst("cpuMs").cpuMs },
    mostUpstream: { name: worst("upstream").name, upstream: worst("upstream").upstream },
    mostKvOps: { name: worst("kvOps").name, kvOps: worst("kvOps").kvOps },
    largestStepResultBytes: Math.max(...steps.map((s) => s.resultBytes)),
    largestValue: { key: largestValue.key.replace(/:[0-9a-z]+-w[0-9a-f]+/, ":{v}"), MB: MB(largestValue.bytes) },
    indexShards: shardKeys.length,
    storedMB: MB(values.reduce((sum, [, v]) => sum + Buffer.byteLength(v), 0)),
  };
}

/**
 * What a new isolate's first job page reads (decision 036), kept for
 * jobPageChild: the middle job's job-page value and description chunk, and
 * its related ids as the whole index gives them.
 */
function saveJobPage(core, kv) {
  const meta = JSON.parse(kv.data.get("jobs:meta"));
  const shards = [...kv.data.keys()].filter((k) => k.startsWith(`jobs:index:${meta.version}`));
  shards.sort((a, b) => a.length - b.length || a.localeCompare(b));
  const index = core.JobStore.merge(shards.map((k) => core.JobStore.load(JSON.parse(kv.data.get(k)))));
  const position = Math.floor(index.size / 2);
  const id = index.idAt(position);
  const related = core.similarPositions(index, position, 10).map((p) => index.idAt(p));
  const page = kv.data.get(`jobs:jobpage:${meta.version}:${core.jobPageOf(id, meta.pages)}`);
  const chunk = kv.data.get(`jobs:details:${meta.version}:${index.chunkAt(position, 16)}`);
  const values = [...kv.data.keys()].filter((k) => k.startsWith(`jobs:jobpage:${meta.version}:`));
  const bytes = values.map((k) => Buffer.byteLength(kv.data.get(k)));
  writeFileSync(`${WORK}/scale-jobpage-${JOBS}.json`, JSON.stringify({ meta, id, related, page, chunk }));
  return { values: values.length, largestMB: MB(Math.max(...bytes)), totalMB: MB(bytes.reduce((a, b) => a + b, 0)) };
}

/**
 * A new isolate's first job page from its job-page value: the value read
 * and decoded (its job and ten related jobs) and the description chunk
 * parsed; checked against the whole index's related jobs.
 */
async function jobPageChild() {
  const { decodeJobPage } = await import(resolve(BUNDLE));
  const { meta, id, related, page, chunk } = JSON.parse(readFileSync(`${WORK}/scale-jobpage-${JOBS}.json`, "utf8"));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const found = decodeJobPage(page, meta.pages, id);
  const description = JSON.parse(chunk)[String(id)];
  const wallMs = round(performance.now() - t0, 2);
  const cpu = process.cpuUsage(cpu0);
  if (!found || found === "absent" || typeof description !== "string") throw new Error("the job page did not read");
  if (found.related.map((j) => j.id).join() !== related.join()) throw new Error("related jobs differ from the index's");
  return { cpuMs: round((cpu.user + cpu.system) / 1000, 2), wallMs, valueKB: round(Buffer.byteLength(page) / 1024, 0) };
}

/**
 * A cold isolate's first search over the stored shards, then its memory with
 * everything built; `--page` instead: a cold isolate's first job page (the
 * job found by id, its ten related jobs).
 */
async function coldChild(jobPage = false) {
  const { JobStore, searchIndex, paginate, similarPositions } = await import(resolve(BUNDLE));
  const before = await heap();
  let texts = JSON.parse(readFileSync(`${WORK}/scale-shards-${JOBS}.json`, "utf8"));
  const steps = {};
  // CPU time as well as wall time: on a shared machine the wall clock counts other work.
  const cpu0 = process.cpuUsage();
  let t = performance.now();
  const lap = (name) => {
    const n = performance.now();
    steps[name] = round(n - t, 1);
    t = n;
  };
  const parsed = texts.map((s) => JSON.parse(s));
  lap("parse");
  const stores = parsed.map((p) => JobStore.load(p));
  lap("guard");
  const index = JobStore.merge(stores);
  lap("merge");
  if (jobPage) {
    const id = index.idAt(Math.floor(index.size / 2));
    const job = index.find(id);
    lap("find");
    const related = similarPositions(index, index.positionOf(id), 10).map((p) => index.jobAt(p));
    lap("related");
    if (!job || related.length !== 10) throw new Error("expected a job and ten related jobs");
  } else {
    const first = paginate(searchIndex(index, { query: "java" }), 1).results.map((p) => index.jobAt(p));
    lap("firstSearch");
    if (first.length !== 20) throw new Error("expected a full first page");
  }
  const cpu = process.cpuUsage(cpu0);
  const coldCpuMs = round((cpu.user + cpu.system) / 1000, 1);
  const result = {
    coldCpuMs,
    coldMs: round(
      Object.values(steps).reduce((a, b) => a + b, 0),
      1,
    ),
    steps,
  };
  if (jobPage) return result;
  const peak = used();
  texts = null;
  parsed.length = 0;
  stores.length = 0;
  const loaded = await heap();
  // What a serving isolate builds on first use: lower-cased strings and place aliases
  // (text and location searches), posted days and salaries (filters), the id map.
  searchIndex(index, { query: "sales manager" });
  searchIndex(index, { location: "delhi ncr" });
  index.postedDays();
  index.salaryLpa();
  index.find(index.idAt(index.size - 1));
  const all = await heap();
  // A job page's related jobs: title words, skills, places per job and the postings.
  const t0 = performance.now();
  similarPositions(index, 5, 10);
  const relatedFirstMs = round(performance.now() - t0, 1);
  const later = [];
  for (let i = 0; i < 20; i++) {
    const t1 = performance.now();
    similarPositions(index, (100 + i * 4_999) % index.size, 10);
    later.push(performance.now() - t1);
  }
  const withRelated = await heap();
  return {
    shards: JSON.parse(readFileSync(`${WORK}/scale-shards-${JOBS}.json`, "utf8")).length,
    coldFirstSearchCpuMs: coldCpuMs,
    coldFirstSearchMs: result.coldMs,
    steps,
    heapLoadedMB: MB(loaded - before),
    heapAllBuiltMB: MB(all - before),
    heapWithRelatedMB: MB(withRelated - before),
    heapPeakMB: MB(peak - before),
    relatedFirstMs,
    relatedP50Ms: round(median(later), 2),
    kept: index.size,
  };
}

const FRONT = () => `${WORK}/scale-front-${JOBS}.json`;
const TODAY = new Date().toISOString().slice(0, 10);

/** The front value of the shards the last `refresh` wrote (written once; the refresh run's last isolate would). */
async function frontWriteChild() {
  const { JobStore, encodeFront } = await import(resolve(BUNDLE));
  const texts = JSON.parse(readFileSync(`${WORK}/scale-shards-${JOBS}.json`, "utf8"));
  const index = JobStore.merge(texts.map((s) => JobStore.load(JSON.parse(s))));
  const meta = { version: "bench", source: "bench", fetchedAt: Date.now(), count: index.size, dropped: 0, hash: "" };
  const t0 = performance.now();
  const text = encodeFront({ meta, index, details: new Map(), checkedAt: 0 }, TODAY, "");
  const encodeMs = round(performance.now() - t0, 1);
  writeFileSync(FRONT(), JSON.stringify({ meta, text }));
  return { frontBytes: Buffer.byteLength(text), encodeMs };
}

/** A cold isolate's first list page (20 jobs, count, facets) and the home page's newest 5, from the front alone. */
async function frontChild() {
  const { decodeFront } = await import(resolve(BUNDLE));
  const { meta, text } = JSON.parse(readFileSync(FRONT(), "utf8"));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const front = decodeFront(text, meta, "");
  if (!front) throw new Error("the front does not read");
  const page = [];
  for (let p = 0; p < 20; p++) page.push(front.jobs.jobAt(p));
  const facets = front.facets(TODAY);
  const newest = [];
  for (let p = 0; p < 5; p++) newest.push(front.jobs.jobAt(p));
  const wallMs = round(performance.now() - t0, 2);
  const cpu = process.cpuUsage(cpu0);
  if (page.length !== 20 || !facets.posted.length) throw new Error("expected a full first page and facets");
  return { cpuMs: round((cpu.user + cpu.system) / 1000, 2), wallMs };
}

const QUERIES = [
  { query: "java" },
  { query: "sales manager" },
  { query: "Engineer" },
  { query: "python" },
  { location: "bangalore" },
  { location: "Gurgaon" },
  { location: "pune" },
  { location: "delhi ncr" },
  { location: "560102" },
  { query: "java", location: "pune" },
  { query: "developer", location: "bengaluru" },
  { query: "teacher", location: "mumbai" },
  { query: "zzzz-no-such-role" },
  { query: "java", location: "atlantis" },
];
const FILTERED = [
  { experience: 3 },
  { salary: "6-10" },
  { work_mode: "remote" },
  { posted: "7" },
  { query: "java", experience: 4 },
];

/** Both stores on the same jobs: search + first page, filters + facets + first page, list page, related jobs. */
async function storeChild() {
  const { JobStore, encodeIndex, searchIndex, searchJobs, paginate, normalizeJob, similarPositions } = await import(
    resolve(BUNDLE)
  );
  const { DatabaseSync } = await import("node:sqlite");
  const raw = JSON.parse(readFileSync(DATASET, "utf8")).jobs;
  const jobs = [];
  for (const r of raw) {
    const n = normalizeJob(r);
    if (n) jobs.push(n.job);
  }
  const index = JobStore.load(JSON.parse(JSON.stringify(encodeIndex(jobs))));
  const today = "2026-11-24";
  const kvSearch = (f) => paginate(searchIndex(index, f), 1).results.map((p) => index.jobAt(p));
  const kvFiltered = (f) =>
    paginate(searchJobs(index, { ...f, today }, true).positions, 1).results.map((p) => index.jobAt(p));

  // The FTS5 prototype: a job table (filter columns + the card as JSON) and a contentless trigram index.
  const file = `${WORK}/scale-fts-${JOBS}.db`;
  rmSync(file, { force: true });
  let db = new DatabaseSync(file);
  db.exec(`CREATE TABLE job (pos INTEGER PRIMARY KEY, id INTEGER, posted INTEGER, exp_min INTEGER, exp_max INTEGER,
    sal_min REAL, sal_max REAL, remote TEXT, industry TEXT, card TEXT);
    CREATE VIRTUAL TABLE job_text USING fts5(text, place, tokenize='trigram', content='');`);
  const texts = index.searchTexts();
  const places = index.placeTexts();
  const posted = index.postedDays();
  const sal = index.salaryLpa();
  let t = performance.now();
  db.exec("BEGIN");
  const ins = db.prepare("INSERT INTO job VALUES (?,?,?,?,?,?,?,?,?,?)");
  const insText = db.prepare("INSERT INTO job_text (rowid, text, place) VALUES (?,?,?)");
  for (let i = 0; i < index.size; i++) {
    const j = index.jobAt(i);
    const num = (x) => (Number.isNaN(x) ? null : x);
    ins.run(
      i,
      j.id,
      posted[i],
      j.experience.min,
      j.experience.max,
      num(sal.min[i]),
      num(sal.max[i]),
      j.remote,
      j.industry.toLowerCase(),
      JSON.stringify(j),
    );
    insText.run(i, texts[i], places[i]);
  }
  db.exec("COMMIT; CREATE INDEX job_posted ON job(posted); CREATE INDEX job_industry ON job(industry)");
  const ftsBuildMs = performance.now() - t;
  db.close();
  t = performance.now();
  db = new DatabaseSync(file, { readOnly: true });
  const quote = (w) => `"${w.replaceAll('"', '""')}"`;
  const ftsSearch = (f, facets) => {
    const where = [];
    const args = [];
    const match = [];
    for (const w of (f.query ?? "")
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean))
      match.push(`text : ${quote(w)}`);
    for (const w of (f.location ?? "")
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean))
      match.push(`place : ${quote(w)}`);
    if (match.length) {
      where.push("pos IN (SELECT rowid FROM job_text WHERE job_text MATCH ?)");
      args.push(match.join(" AND "));
    }
    if (f.experience !== undefined) {
      where.push("exp_min <= ? AND (exp_max IS NULL OR exp_max >= ?)");
      args.push(f.experience, f.experience);
    }
    if (f.work_mode) {
      where.push("remote = ?");
      args.push(f.work_mode);
    }
    if (f.posted) {
      where.push("posted >= ?");
      args.push(20261124 - Number(f.posted));
    }
    const w = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const total = db.prepare(`SELECT count(*) AS c FROM job ${w}`).get(...args).c;
    const rows = db
      .prepare(`SELECT card FROM job ${w} ORDER BY pos LIMIT 20`)
      .all(...args)
      .map((r) => JSON.parse(r.card));
    if (facets) {
      db.prepare(`SELECT remote, count(*) FROM job ${w} GROUP BY remote`).all(...args);
      db.prepare(`SELECT industry, count(*) c FROM job ${w} GROUP BY industry ORDER BY c DESC LIMIT 30`).all(...args);
      db.prepare(`SELECT sum(posted >= 20261117), sum(posted >= 20261110), sum(posted >= 20261024) FROM job ${w}`).get(
        ...args,
      );
      db.prepare(
        `SELECT sum(exp_min <= 0 AND (exp_max IS NULL OR exp_max >= 0)), sum(exp_min <= 3 AND (exp_max IS NULL OR exp_max >= 3)) FROM job ${w}`,
      ).get(...args);
      db.prepare(
        `SELECT sum(sal_max >= 3 AND sal_min < 6), sum(sal_max >= 6 AND sal_min < 10), sum(sal_max >= 10) FROM job ${w}`,
      ).get(...args);
    }
    return { total, rows };
  };
  ftsSearch({ query: "java" });
  const ftsColdMs = performance.now() - t;

  for (let i = 0; i < 3; i++) {
    for (const q of QUERIES) {
      kvSearch(q);
      ftsSearch(q);
    }
    for (const q of FILTERED) {
      kvFiltered(q);
      ftsSearch(q, true);
    }
  }
  const time = (fn) => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  };
  const r = { kv: { search: [], filtered: [], list: [] }, fts: { search: [], filtered: [], list: [] } };
  for (let round_ = 0; round_ < 10; round_++) {
    for (const q of QUERIES) {
      r.kv.search.push(time(() => kvSearch(q)));
      r.fts.search.push(time(() => ftsSearch(q)));
    }
    for (const q of FILTERED) {
      r.kv.filtered.push(time(() => kvFiltered(q)));
      r.fts.filtered.push(time(() => ftsSearch(q, true)));
    }
    r.kv.list.push(time(() => kvSearch({})));
    r.fts.list.push(time(() => ftsSearch({})));
  }
  const related = [];
  const relatedFirst = time(() => similarPositions(index, 5, 6));
  for (let i = 0; i < 10; i++) related.push(time(() => similarPositions(index, 100 + i * 37, 6)));
  const p50 = (xs) => round(median(xs));
  return {
    jobs: index.size,
    kv: {
      searchP50: p50(r.kv.search),
      filteredP50: p50(r.kv.filtered),
      listP50: p50(r.kv.list),
      relatedFirstMs: round(relatedFirst, 0),
      relatedP50: p50(related),
    },
    fts: {
      searchP50: p50(r.fts.search),
      filteredP50: p50(r.fts.filtered),
      listP50: p50(r.fts.list),
      coldOpenAndFirstSearchMs: round(ftsColdMs, 1),
      buildS: round(ftsBuildMs / 1000, 1),
      fileMB: MB(statSync(file).size),
    },
  };
}

function child(name) {
  const r = spawnSync(
    process.execPath,
    [
      "--expose-gc",
      "--max-old-space-size=6144",
      "scripts/bench/bench-scale.mjs",
      ...name.split(" "),
      "--jobs",
      String(JOBS),
    ],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (r.status !== 0) throw new Error(`${name} failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Three cold first searches and three cold first job pages, each a fresh process; medians. */
function coldRuns() {
  const cold = [child("--cold-child"), child("--cold-child"), child("--cold-child")];
  const pages = [child("--jobpage-child"), child("--jobpage-child"), child("--jobpage-child")];
  const whole = [child("--cold-child --page"), child("--cold-child --page"), child("--cold-child --page")];
  const written = child("--front-write-child");
  const fronts = [child("--front-child"), child("--front-child"), child("--front-child")];
  return {
    front: { ...written, runs: fronts, coldFirstListPageCpuMedianMs: median(fronts.map((f) => f.cpuMs)) },
    cold,
    coldFirstSearchMedianMs: median(cold.map((c) => c.coldFirstSearchMs)),
    coldFirstSearchCpuMedianMs: median(cold.map((c) => c.coldFirstSearchCpuMs)),
    coldJobPage: pages,
    coldJobPageCpuMedianMs: median(pages.map((c) => c.cpuMs)),
    coldJobPageWholeIndex: whole,
    coldJobPageWholeIndexCpuMedianMs: median(whole.map((c) => c.coldCpuMs)),
  };
}

async function main() {
  if (!["refresh", "store", "cold"].includes(mode)) {
    console.error("Usage: node scripts/bench/bench-scale.mjs refresh|cold|store [--jobs N]");
    console.error("  (`cold` measures the shards the last `refresh` run wrote)");
    process.exit(2);
  }
  mkdirSync(WORK, { recursive: true });
  mkdirSync("reports", { recursive: true });
  dataset();
  await bundle();
  let result;
  if (mode === "refresh") {
    result = { ...child("--refresh-child"), ...coldRuns() };
  } else if (mode === "cold") {
    // Only the cold loads, over the shards the last `refresh` run wrote.
    result = coldRuns();
  } else {
    result = child("--store-child");
  }
  writeFileSync(`reports/scale-${mode}-${JOBS}.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

const out = (value) => process.stdout.write(JSON.stringify(value));
if (mode === "--refresh-child") out(await refreshChild());
else if (mode === "--cold-child") out(await coldChild(process.argv[3] === "--page"));
else if (mode === "--store-child") out(await storeChild());
else if (mode === "--front-write-child") out(await frontWriteChild());
else if (mode === "--front-child") out(await frontChild());
else if (mode === "--jobpage-child") out(await jobPageChild());
else await main();
