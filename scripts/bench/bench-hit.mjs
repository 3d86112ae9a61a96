#!/usr/bin/env node
// The Worker's own CPU time for a page served from the edge page cache (issue 23:
// "a cache hit costing at most 1 ms of Worker CPU"), measured in Node (V8, as in
// workerd), where process.cpuUsage() can time it. workerd under `wrangler dev`
// cannot: its clock does not advance while a request computes, and the local
// Cache API is emulated by another process, so the bench's other figures for a
// hit (latency, server CPU from /proc) count the emulator too.
//
//   node scripts/bench/bench-hit.mjs --base http://127.0.0.1:8787
//
// What runs is the Worker's real request path: worker/app.ts's Hono app with
// every middleware (body drain, security headers, configuration check, the
// language cookie, the staff guard, the cross-site check) up to
// worker/http/page-cache.ts's lookup and reply (the stored page's headers
// restored, the snapshot age, the ETag compared for a 304). Two things are
// stand-ins, both I/O rather than Worker CPU in production: caches.default is
// a Map of the pages fetched from the running server at --base (so the stored
// bodies and headers are the real ones), and the live snapshot version is a
// constant, as it is inside an isolate for 30 s after each check
// (liveSnapshotMeta in worker/jobs/snapshot.ts reads jobs:meta at most that
// often). React Router is never reached on a hit; its build is a stub that
// fails the run if it is.
//
// Prints JSON: per page, the median and p99 CPU microseconds of a hit (body
// read to the end, as the runtime streams it) and of a 304.
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { bundleForNode } from "./node-bundle.mjs";

const args = process.argv.slice(2);
const base = args.includes("--base") ? args[args.indexOf("--base") + 1] : "http://127.0.0.1:8787";
const RUNS = 2000;
const WORK = ".tmp/perf";
const BUNDLE = `${WORK}/bench-hit-app.mjs`;

const META = { version: "bench-snapshot", fetchedAt: Date.now(), source: "bench", count: 1 };

async function bundle() {
  mkdirSync(WORK, { recursive: true });
  await bundleForNode({
    exports: [
      'export { createApp } from "./worker/app.ts";',
      'export { cacheKeyUrl, indiaDay } from "./worker/http/page-cache.ts";',
    ],
    outfile: BUNDLE,
    logLevel: "error",
    plugins: [
      {
        name: "hit-stand-ins",
        setup(b) {
          // The live snapshot version, as an isolate holds it between checks.
          // (worker/jobs/reader.ts, the page cache's way to it, imports it as "./snapshot".)
          b.onResolve({ filter: /(^|\/)snapshot(\.ts)?$/ }, (args) =>
            args.namespace === "stand-in" ? undefined : { path: "snapshot", namespace: "stand-in" },
          );
          b.onResolve({ filter: /^cloudflare:/ }, () => ({ path: "cloudflare", namespace: "stand-in" }));
          b.onLoad({ filter: /^snapshot$/, namespace: "stand-in" }, () => ({
            // The real module, less the function a hit calls.
            contents: `export * from ${JSON.stringify(resolve("worker/jobs/snapshot.ts"))};
              const META = ${JSON.stringify(META)};
              export const liveSnapshotMeta = async () => META;`,
            resolveDir: process.cwd(),
            loader: "js",
          }));
          b.onLoad({ filter: /^cloudflare$/, namespace: "stand-in" }, () => ({
            contents:
              "export class WorkflowEntrypoint {}; export class WorkerEntrypoint {}; export class DurableObject {}; export const env = {}; export const exports = {};",
            loader: "js",
          }));
        },
      },
    ],
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

async function main() {
  await bundle();
  const { createApp, cacheKeyUrl, indiaDay } = await import(`${process.cwd()}/${BUNDLE}?${Date.now()}`);
  const jobs = await (await fetch(`${base}/api/jobs`)).json();
  const pages = { "/": "/", "/job?query=java": "/job?query=java", "job page": `/jobdetails/${jobs.results[0].id}` };

  // caches.default: the pages as the running server stored them (no per-request value: decision 022).
  const stored = new Map();
  globalThis.caches = {
    default: {
      match: async (key) => stored.get(key)?.clone(),
      put: async () => {},
    },
  };
  const deployment = "bench-deployment";
  // The deployed configuration (wrangler.jsonc's vars), so the configuration check passes as in production.
  const jsonc = readFileSync("wrangler.jsonc", "utf8").replace(/^\s*\/\/.*$/gm, "");
  const vars = JSON.parse(jsonc.replace(/,(\s*[}\]])/g, "$1")).vars;
  const env = {
    ...vars,
    CF_VERSION_METADATA: { id: deployment, tag: "", timestamp: "" },
    ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
  };
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
  const build = async () => {
    throw new Error("a cache hit reached React Router");
  };
  const app = createApp(build, "production");
  const ORIGIN = vars.SITE_ORIGIN;

  // Every page from the server first, then the timings: a page fetched after a few seconds of
  // timing went out on a keep-alive connection the server had closed meanwhile ("other side closed").
  const fetched = {};
  for (const [name, path] of Object.entries(pages)) {
    const live = await fetch(`${base}${path}`);
    fetched[name] = { html: await live.text(), headers: new Headers(live.headers) };
  }

  const results = {};
  for (const [name, path] of Object.entries(pages)) {
    const { html, headers } = fetched[name];
    headers.set("X-Page-Cache-Control", headers.get("Cache-Control") ?? "");
    headers.set("Cache-Control", "public, max-age=3600");
    const key = cacheKeyUrl(new URL(`${ORIGIN}${path}`), {
      deployment,
      snapshot: META.version,
      day: indiaDay(Date.now()),
    });
    stored.set(key, new Response(html, { status: 200, headers }));
    const etag = headers.get("ETag");

    const one = async (init) => {
      const request = new Request(`${ORIGIN}${path}`, init);
      const start = cpuMicros();
      const res = await app.fetch(request, env, ctx);
      await res.arrayBuffer();
      const spent = cpuMicros() - start;
      if (res.headers.get("X-Page-Cache") !== "hit") throw new Error(`${path}: not a hit (${res.status})`);
      return { spent, status: res.status };
    };
    const hit = [];
    const notModified = [];
    // Warm the JIT as a busy isolate would be, then measure.
    for (let i = 0; i < 300; i++) await one({ headers: { "Accept-Encoding": "gzip" } });
    for (let i = 0; i < RUNS; i++) {
      const a = await one({ headers: { "Accept-Encoding": "gzip" } });
      if (a.status !== 200) throw new Error(`${path}: a hit answered ${a.status}`);
      hit.push(a.spent);
      if (etag) {
        const b = await one({ headers: { "If-None-Match": etag } });
        if (b.status !== 304) throw new Error(`${path}: If-None-Match answered ${b.status}`);
        notModified.push(b.spent);
      }
    }
    results[name] = {
      path,
      bytes: html.length,
      hitMicros: { p50: median(hit), p99: p99(hit) },
      notModifiedMicros: notModified.length ? { p50: median(notModified), p99: p99(notModified) } : null,
    };
  }
  const worst = Math.max(...Object.values(results).map((r) => r.hitMicros.p50));
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        measuredAt: new Date().toISOString(),
        performanceNow: performance.now() > 0,
        results,
        worstHitP50Ms: worst / 1000,
      },
      null,
      2,
    ),
  );
  if (worst / 1000 > 1) process.exitCode = 1;
}

await main();
