#!/usr/bin/env node
// A tiny stand-in for the agency's ATS, serving the contract the Worker walks
// (worker/jobs/upstream.ts) from a dataset file written by generate-jobs.mjs:
//
//   GET /api/jobs?page=N    {count, num_pages, limit, page_number, page_count, next, previous, results[]}, 20 a page
//   GET /api/skywingsjobs   {results[]}: the agency's own openings (client = COMPANY_NAME)
//   GET /api/jobs/{id}      one job, or 404
//
// Usage:
//   node scripts/ops/fake-ats.mjs                          embedded dataset on http://127.0.0.1:9000
//   node scripts/ops/fake-ats.mjs --port 9001 --data f.json
//   node scripts/ops/fake-ats.mjs --count 10000            generates 10,000 jobs into .tmp/ first
//   node scripts/ops/fake-ats.mjs --token s3cret           requires "Authorization: Bearer s3cret"
//
// Then: JOBS_API_URL=http://127.0.0.1:9000 npm start
// (add JOBS_API_TOKEN=s3cret when the fake ATS was given --token).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PAGE_SIZE = 20;
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

function parseArgs(argv) {
  const args = {
    port: 9000,
    host: "127.0.0.1",
    data: resolve(root, "worker/jobs/data/embedded-jobs.json"),
    count: null,
    token: process.env.FAKE_ATS_TOKEN || "",
    company: process.env.COMPANY_NAME || "Kshitij Talent Partners",
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`Missing value for ${flag}`);
      return v;
    };
    if (flag === "--port") args.port = Number(value());
    else if (flag === "--host") args.host = value();
    else if (flag === "--data") args.data = resolve(value());
    else if (flag === "--count") args.count = Number.parseInt(value(), 10);
    else if (flag === "--token") args.token = value();
    else if (flag === "--company") args.company = value();
    else if (flag === "--help" || flag === "-h") {
      console.log(
        "Usage: node scripts/ops/fake-ats.mjs [--port 9000] [--host 127.0.0.1] [--data FILE | --count N] [--token T] [--company NAME]",
      );
      process.exit(0);
    } else throw new Error(`Unknown argument: ${flag}`);
  }
  if (!Number.isInteger(args.port) || args.port < 1 || args.port > 65535) throw new Error("--port must be 1-65535");
  if (args.count !== null && (!Number.isInteger(args.count) || args.count < 1)) throw new Error("--count must be ≥ 1");
  return args;
}

/** The generator is deterministic per count, so an existing file is reused. */
function generated(count) {
  const out = resolve(root, `.tmp/fake-ats/jobs-${count}.json`);
  if (!existsSync(out)) {
    const result = spawnSync(
      process.execPath,
      [resolve(root, "scripts/data/generate-jobs.mjs"), "--count", String(count), "--out", out],
      {
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    if (result.status !== 0) throw new Error(`generate-jobs.mjs exited with ${result.status}`);
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const dataFile = args.count ? generated(args.count) : args.data;
const { jobs } = JSON.parse(readFileSync(dataFile, "utf8"));
if (!Array.isArray(jobs)) throw new Error(`${dataFile} has no jobs[] array`);
// The ATS sends ids as it likes (numbers or digit strings); look them up as strings.
const byId = new Map(jobs.map((job) => [String(job.id), job]));
const company = args.company.trim().toLowerCase();
const companyJobs = jobs.filter(
  (job) =>
    String(job.client ?? "")
      .trim()
      .toLowerCase() === company,
);
const numPages = Math.max(1, Math.ceil(jobs.length / PAGE_SIZE));

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

function pageLink(url, page) {
  const next = new URL(url);
  next.searchParams.set("page", String(page));
  return next.toString();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${args.host}:${args.port}`}`);
  if (req.method !== "GET") return send(res, 405, { detail: `Method "${req.method}" not allowed.` });
  if (args.token && req.headers.authorization !== `Bearer ${args.token}`) {
    return send(res, 401, { detail: "Authentication credentials were not provided." });
  }
  const path = url.pathname.replace(/\/+$/, "");

  if (path === "/api/jobs") {
    const raw = url.searchParams.get("page") ?? "1";
    const page = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    // Like the Django REST Framework paginator the real ATS uses: a page out of range is a 404.
    if (!(page >= 1 && page <= numPages)) return send(res, 404, { detail: "Invalid page." });
    const results = jobs.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return send(res, 200, {
      count: jobs.length,
      num_pages: numPages,
      limit: PAGE_SIZE,
      page_number: page,
      page_count: results.length,
      next: page < numPages ? pageLink(url, page + 1) : null,
      previous: page > 1 ? pageLink(url, page - 1) : null,
      results,
    });
  }
  if (path === "/api/skywingsjobs") return send(res, 200, { count: companyJobs.length, results: companyJobs });
  const one = path.match(/^\/api\/jobs\/([^/]+)$/);
  if (one) {
    const job = byId.get(decodeURIComponent(one[1]));
    return job ? send(res, 200, job) : send(res, 404, { detail: "Not found." });
  }
  return send(res, 404, { detail: "Not found." });
});

server.listen(args.port, args.host, () => {
  console.log(
    `fake ATS: ${jobs.length} jobs (${numPages} pages, ${companyJobs.length} company jobs) from ${dataFile} ` +
      `at http://${args.host}:${args.port}${args.token ? " (bearer token required)" : ""}`,
  );
});
// Keep-alive connections from the Worker would hold close() open: end them too.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
