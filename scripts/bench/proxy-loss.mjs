#!/usr/bin/env node
import { mkdtempSync, rmSync } from "node:fs";
// Reproduces, in one command, the only way `npm start` still loses a request
// (issue 31, item 7; docs/security.md, Fuzzing; docs/architecture.md, Request plumbing):
//
//   node scripts/bench/proxy-loss.mjs              the production build on 127.0.0.1:8798
//   node scripts/bench/proxy-loss.mjs --port 8940  another port
//
// Each case sends one request, then a probe (DELETE with a small multipart body to
// /api/forms/resume, which the Worker answers 405), each on a new connection, three
// times. A probe answered 500 "Error: Network connection lost." was lost by wrangler
// dev's local proxy (wrangler's ProxyWorker, whose pooled connection to the runtime
// still held the bytes of the request before it that nobody read).
//
// What it shows: a body of more than 64 KiB that Static Assets answers (its 405 always,
// its 200 to a GET sometimes; on a prerendered page or a file, however the path is
// spelled) loses the next request; the same body answered by our Worker never does
// (worker/http/drain.ts reads it). Static Assets is the asset server in front of the
// Worker, not our code (workers-sdk #15203); Cloudflare's edge has no such proxy.
// Exit 1 if a Worker case loses a request (ours to fix), 0 otherwise.
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { START_SCRIPT, serverEnv, startGroup, waitUntilReady } from "../lib/server.ts";

const { values: args } = parseArgs({ options: { port: { type: "string", default: "8798" } } });
const port = Number(args.port);

function send(method, path, { body = null, headers = {} } = {}) {
  return new Promise((resolve) => {
    const all = { Connection: "close", ...headers };
    if (body) all["Content-Length"] = String(body.length);
    const req = http.request({ host: "127.0.0.1", port, method, path, headers: all, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.length < 4 && chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString("utf8", 0, 60) }));
    });
    req.on("error", (err) => resolve({ status: "error", text: String(err) }));
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.end(body ?? undefined);
  });
}

const boundary = "----proxy-loss";
const probe = () =>
  send("DELETE", "/api/forms/resume", {
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha\r\n--${boundary}--\r\n`,
    ),
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  });
const kib = (n) => Buffer.alloc(n * 1024, 0x41);

// [who answers, request, its body]
const CASES = [
  ["Static Assets", "POST /faq", kib(100)],
  ["Static Assets", "PATCH /hi/faq", kib(100)],
  ["Static Assets", "GET /faq", kib(100)],
  ["Static Assets", "POST /robots.txt", kib(100)],
  ["Static Assets", "POST /contact/", kib(100)],
  ["Static Assets", "POST /api/../faq", kib(100)],
  ["Static Assets", "POST /faq", kib(64)],
  ["Worker", "POST /nope", kib(100)],
  ["Worker", "PUT /api/forms/resume", kib(100)],
  ["Worker", "PATCH //%E0%A4%BE", kib(100)],
  ["Worker", "GET /job", kib(100)],
  ["Worker", "POST /contact", kib(100)],
];

async function main() {
  const persist = mkdtempSync(join(tmpdir(), "proxy-loss-"));
  const server = startGroup([START_SCRIPT], {
    env: serverEnv({ port, buildDir: process.env.BUILD_DIR || "build", persistDir: persist }),
  });
  try {
    const health = async () => typeof (await send("GET", "/api/health")).status === "number";
    await waitUntilReady(health, server, "the server");
    let ours = 0;
    console.log("answered by      request (body)                      then the probe, three times");
    for (const [who, request, body] of CASES) {
      const [method, path] = request.split(" ");
      const rounds = [];
      for (let i = 0; i < 3; i++) {
        const first = await send(method, path, { body, headers: { "Content-Type": "application/octet-stream" } });
        const next = await probe();
        const lost = next.status === 500 && next.text.startsWith("Error: Network connection lost");
        if (lost && who === "Worker") ours++;
        // A lost probe leaves its own small body behind, which can lose the next row's
        // first request; one request without a body takes that loss instead.
        if (lost) await send("GET", "/api/health");
        rounds.push(`${first.status} → ${lost ? "LOST" : next.status}`);
      }
      const label = `${request} (${body.length / 1024} KiB)`;
      console.log(`${who.padEnd(16)} ${label.padEnd(35)} ${rounds.join("   ")}`);
    }
    if (ours > 0) {
      console.error(`proxy-loss: ${ours} request(s) lost after an answer from the Worker: a body it left unread`);
      return 1;
    }
    console.log("proxy-loss: every loss followed an answer from Static Assets; none followed the Worker's");
    return 0;
  } finally {
    await server.stop();
    rmSync(persist, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
