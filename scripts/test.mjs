#!/usr/bin/env node
// The test tiers (decision 042), each a set of steps that start as soon as
// the steps they need have passed, with every step's time printed at the end.
//
//   npm test              the fast tier: messages compiled once; lint and the build; the worker
//                         and unit projects in one Vitest run, with the typecheck, 600 fuzzed
//                         requests and the start of the browser tests' servers beside it; then
//                         the browser tests, on those servers
//   npm run test:slow     the slow tier: the tests tagged @slow (the hostile corpus in the
//                         browser) and the worker tests in tests/worker/**/*.slow.test.ts,
//                         against the build npm test made (built first if there is none)
//   node scripts/test.mjs fast --only vitest,e2e     some steps only (their needs are assumed done)
//
// Each step's output goes to .tmp/test-logs/<step>.log and is printed whole when the step
// ends, so steps that run side by side do not interleave. The first failure stops the rest.
// TEST_CPU=1 also reports each step's CPU time (GNU time, /usr/bin/time).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { e2eServers, SERVERS_STARTED } from "../tests/e2e/servers.ts";
import { answers, startGroup, waitUntilReady } from "./lib/server.ts";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { only: { type: "string" } },
});
const tierName = positionals[0] ?? "fast";
// The fuzzer serves the build on its own port (8797 unless told): beside a browser suite on
// E2E_PORT … E2E_PORT+3 it takes the next one, so two worktrees' runs do not meet there.
if (process.env.E2E_PORT && !process.env.FUZZ_PORT) process.env.FUZZ_PORT = String(Number(process.env.E2E_PORT) + 4);
const buildDir = process.env.BUILD_DIR || "build";

/**
 * name: [command, args, steps it needs, extra environment]. The fast tier's
 * order was measured on the 2-core machine (docs/performance.md, House, speed
 * and quick): lint shares the cores with the build (which waits on workerd
 * while prerendering), typecheck with Vitest; the Vitest run and the browser tests each
 * fill both cores, so they run one after the other. The fuzzer needs only the
 * build and has no timeouts to trip: it runs beside Vitest (whose limits are
 * 20 s a test) rather than after the browser tests, which are the steps that
 * turn contention into flakes.
 */
const TIERS = {
  fast: {
    messages: ["npm", ["run", "i18n"], []],
    // After the build, not beside it: the build's prerender starts a Vite preview server, and
    // React Router's plugin then deletes and rewrites .react-router/types (its typegen watcher
    // runs under every Vite server); a tsc reading them at that moment missed a route's types
    // (a clean clone's typecheck failed on ./+types/freelance-recruiters, decision 066). It
    // runs beside Vitest instead, and the browser tests wait for it.
    typecheck: ["npm", ["run", "typecheck"], ["build"]],
    lint: ["npm", ["run", "lint"], []],
    build: ["npm", ["run", "build"], ["messages"]],
    vitest: [
      "npx",
      ["vitest", "run", "--project", "worker", "--project", "worker-isolated", "--project", "unit"],
      ["build"],
    ],
    // The browser tests' servers, started beside Vitest (decision 089): their workerd starts
    // cost seconds of CPU that otherwise came after Vitest, on the path to the end. The step
    // passes once each answers, and they run until the tier ends, whatever its result.
    servers: [startServers, [], ["build"]],
    e2e: ["npx", ["playwright", "test"], ["vitest", "typecheck", "servers"]],
    fuzz: ["npm", ["run", "test:fuzz"], ["build"]],
  },
  slow: {
    build: existsSync(join(buildDir, "server/wrangler.json"))
      ? ["node", ["-e", `console.log("using the existing build in ${buildDir}")`], []]
      : ["npm", ["run", "build"], []],
    "e2e-slow": ["npx", ["playwright", "test"], ["build"], { E2E_TIER: "slow" }],
    "worker-slow": [
      "npx",
      ["vitest", "run", "--project", "worker-isolated", "--passWithNoTests"],
      ["e2e-slow"],
      { VITEST_TIER: "slow" },
    ],
  },
};

/** The server groups the servers step started: stopped when the tier ends, or is stopped. */
const services = [];

/**
 * Starts the fast tier's browser servers (tests/e2e/servers.ts, the list Playwright starts on its
 * own otherwise) one after another, as Playwright would, each waited for until it answers.
 */
async function startServers(log) {
  const port = Number(process.env.E2E_PORT || 8799);
  for (const server of e2eServers({ port, buildDir, slow: false })) {
    if (await answers(server.url)()) throw new Error(`port taken: ${server.url} answers before its server started`);
    const group = startGroup(server.args, { env: server.env, log: "ignore" });
    services.push(group);
    log(`${server.name}: ${server.url} (pid ${group.child.pid})`);
    await waitUntilReady(answers(server.url), group, `the ${server.name} server`, {
      timeoutMs: 120_000,
      intervalMs: 200,
    });
    log(`${server.name}: answered`);
  }
}

async function stopServices() {
  await Promise.all(services.splice(0).map((group) => group.stop()));
}
// Whatever ends this process (an exception included), the servers' groups are signalled.
process.on("exit", () => {
  for (const group of services) group.stop();
});

const tier = TIERS[tierName];
if (!tier) {
  console.error(`usage: node scripts/test.mjs [${Object.keys(TIERS).join("|")}] [--only step,step]`);
  process.exit(2);
}
const wanted = args.only ? new Set(args.only.split(",")) : new Set(Object.keys(tier));
for (const name of wanted) {
  if (!tier[name]) {
    console.error(`test: no step "${name}" in the ${tierName} tier (${Object.keys(tier).join(", ")})`);
    process.exit(2);
  }
}

const logDir = ".tmp/test-logs";
mkdirSync(logDir, { recursive: true });
const t0 = performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
/** name → { state, start, end, child, log } */
const steps = new Map([...wanted].map((name) => [name, { state: "waiting" }]));
let failed = null;

function ready(name) {
  const [, , needs] = tier[name];
  return needs.every((need) => !wanted.has(need) || steps.get(need).state === "passed");
}

function start(name) {
  const [command, commandArgs, , stepEnv = {}] = tier[name];
  const env = { ...stepEnv };
  const step = steps.get(name);
  step.state = "running";
  step.start = performance.now();
  step.load = loadavg()[0];
  step.log = join(logDir, `${name}.log`);
  const out = createWriteStream(step.log);
  if (typeof command === "function") {
    console.log(`▶ ${name} (at ${seconds(step.start - t0)} s): ${command.name}`);
    command((line) => out.write(`${line}\n`)).then(
      () => out.end(() => finish(name, "passed")),
      (error) => {
        out.write(`${error?.stack ?? error}\n`);
        out.end(() => finish(name, "failed"));
      },
    );
    return;
  }
  if (steps.get("servers")?.state === "passed") env[SERVERS_STARTED] = "1";
  console.log(`▶ ${name} (at ${seconds(step.start - t0)} s): ${command} ${commandArgs.join(" ")}`);
  // With TEST_CPU=1 each step runs under GNU time, which reports the CPU its whole process
  // tree used: on a shared machine a better measure than its wall time.
  step.cpuFile = join(logDir, `${name}.cpu`);
  const [run, runArgs] = process.env.TEST_CPU
    ? ["/usr/bin/time", ["-f", "%U %S", "-o", step.cpuFile, command, ...commandArgs]]
    : [command, commandArgs];
  // Its own process group, so a failure elsewhere can stop it with everything it started.
  const child = spawn(run, runArgs, {
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  step.child = child;
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  child.on("close", (code, signal) => {
    out.end(() => finish(name, code === 0 ? "passed" : signal ? "stopped" : "failed"));
  });
}

function finish(name, state) {
  const step = steps.get(name);
  step.state = failed && state !== "passed" && failed !== name ? "stopped" : state;
  step.end = performance.now();
  const text = readFileSync(step.log, "utf8");
  console.log(`\n──── ${name}: ${step.state} in ${seconds(step.end - step.start)} s ────`);
  process.stdout.write(text.endsWith("\n") || text === "" ? text : `${text}\n`);
  if (step.state === "failed" && !failed) {
    failed = name;
    for (const [other, s] of steps) {
      if (s.state === "running" && other !== name) {
        try {
          process.kill(-s.child.pid, "SIGTERM");
        } catch {}
      }
    }
  }
  schedule();
}

function schedule() {
  if (!failed) {
    for (const [name, step] of steps) if (step.state === "waiting" && ready(name)) start(name);
  }
  if ([...steps.values()].some((s) => s.state === "running")) return;
  stopServices().then(report);
}

/** What each test runner said it ran, read from its log. */
function counts(name) {
  const log = steps.get(name)?.log;
  if (!log || !existsSync(log)) return "";
  // Vitest colours its output even with FORCE_COLOR=0; the counts are read without the colours.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what this removes
  const text = readFileSync(log, "utf8").replace(/\x1b\[[0-9;]*m/g, "");
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+?)\s*$/gm)].map((m) => m[1]).at(-1);
  const playwright = [...text.matchAll(/^\s+(\d+ (?:passed|failed|skipped|flaky|did not run)[^\n]*)$/gm)]
    .map((m) => m[1])
    .join(", ");
  const fuzz = text.match(/(\d+) requests/)?.[0];
  return vitest ?? (playwright || fuzz || "");
}

/** CPU seconds (user + system) of a step's process tree, when TEST_CPU=1 measured it. */
function cpu(step) {
  if (!step.cpuFile || !existsSync(step.cpuFile)) return "";
  const [user, system] = readFileSync(step.cpuFile, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
  return Number.isFinite(user + system) ? `${(user + system).toFixed(1)} s` : "";
}

function report() {
  const total = performance.now() - t0;
  console.log(`\n${tierName} tier: ${failed ? `FAILED at ${failed}` : "passed"} in ${seconds(total)} s`);
  console.log("step          start      time   load at start  result");
  for (const [name, s] of steps) {
    const time = s.end ? `${seconds(s.end - s.start).padStart(7)} s` : "        -";
    const at = s.start ? `${seconds(s.start - t0).padStart(7)} s` : "        -";
    const load = s.load === undefined ? "" : s.load.toFixed(2);
    const used = cpu(s) ? ` (CPU ${cpu(s)})` : "";
    console.log(`${name.padEnd(12)} ${at} ${time}  ${load.padStart(13)}  ${s.state}${used} ${counts(name)}`.trimEnd());
  }
  process.exitCode = failed || [...steps.values()].some((s) => s.state !== "passed") ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const s of steps.values()) {
      if (s.state === "running") {
        try {
          process.kill(-s.child.pid, "SIGTERM");
        } catch {}
      }
    }
    stopServices().finally(() => process.exit(130));
  });
}

schedule();
