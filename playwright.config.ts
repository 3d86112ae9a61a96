import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { START_SCRIPT, serverEnv } from "./scripts/lib/server";

const port = Number(process.env.E2E_PORT || 8799);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server whose jobs upstream is down. */
export const downURL = `http://127.0.0.1:${port + 1}`;
/** A third server whose jobs upstream serves the XSS corpus (tests/e2e/hostile-ats.mjs). */
export const hostileURL = `http://127.0.0.1:${port + 2}`;
const hostileAtsPort = port + 3;
const buildDir = process.env.BUILD_DIR || "build";
const start = `node ${START_SCRIPT}`;
/** `npm test` runs the fast tier; `npm run test:slow` the tests tagged `@slow` (the hostile corpus). */
const slow = process.env.E2E_TIER === "slow";

/**
 * A project's filters for this tier: `only` (tests must match it) and
 * `invert` (tests must match none), plus the tier's own tag.
 */
function tier({ only, invert = [] }: { only?: RegExp; invert?: RegExp[] }) {
  // In the slow tier a test must be @slow and, when `only` is given, match it too.
  const grep = slow ? new RegExp(`^(?=.*@slow\\b)${only ? `(?=.*(?:${only.source}))` : ""}`) : only;
  return { grep, grepInvert: slow ? invert : [...invert, /@slow\b/] };
}

type Server = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];
/** `[server]` when `wanted`, else nothing: the servers a tier does not use are not started. */
const only = (wanted: boolean, server: Server): Server[] => (wanted ? [server] : []);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three browsers on two cores (decision 066): the suite waits far more than it computes (its
  // whole process tree, servers and browsers included, used about half of one core on a quiet
  // host with two workers), so a third keeps the cores busy. E2E_WORKERS=N overrides it.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Each test runs in the viewport it is about (decision 042): untagged at 390 px, where most
  // visitors are; `@desktop` at 1280 px only; `@both` in both, where the layout differs and the
  // test looks at it. `@slow` tests run only in `npm run test:slow` (E2E_TIER=slow).
  projects: [
    // Desktop first: workers take tests in the order the projects are listed, and the desktop
    // project holds the longest test (the alerts journey, 40 s with its own Worker and ATS).
    // Listed second, it began with about 50 of 309 tests left and ended among the last 20.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      ...tier({ only: /@desktop\b|@both\b/ }),
    },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true },
      ...tier({ invert: [/@desktop\b/] }),
    },
  ],
  // The fast tier needs the main and the "down" server; the slow tier the main one and the
  // hostile pair. Each server is a workerd whose start costs seconds of CPU, so none idles.
  webServer: [
    {
      // The production build (npm run build first) in workerd, with its own local state.
      command: start,
      url: `${baseURL}/api/health`,
      // BUILD_DIR and a per-port state dir let parallel runs not collide.
      env: serverEnv({ port, buildDir, persistDir: process.env.PERSIST_DIR || `.wrangler/e2e-state-${port}` }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...only(!slow, {
      // The same build configured with an ATS that is down (nothing listens on
      // port 9) and no stored snapshot: the honest failure states.
      command: start,
      url: `${downURL}/api/health`,
      env: serverEnv({
        port: port + 1,
        buildDir,
        // Its refreshes always fail, so this state never holds a snapshot.
        persistDir: `.wrangler/e2e-down-${port + 1}`,
        // No mailer either: mail waits, which tests/e2e/staff.spec.ts retries.
        vars: { JOBS_API_URL: "http://127.0.0.1:9", DEV_MAILER: "0" },
      }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    }),
    ...only(slow, {
      command: `node tests/e2e/hostile-ats.mjs ${hostileAtsPort}`,
      url: `http://127.0.0.1:${hostileAtsPort}/api/jobs`,
      reuseExistingServer: false,
      stdout: "ignore",
    }),
    ...only(slow, {
      command: start,
      // Ready once the jobs API answers 200: a request to a real upstream with
      // nothing stored answers 503 and starts the refresh behind it, so this
      // poll also warms the snapshot before the first test.
      url: `${hostileURL}/api/jobs`,
      env: serverEnv({
        port: port + 2,
        buildDir,
        persistDir: `.wrangler/e2e-hostile-${port + 2}`,
        vars: { JOBS_API_URL: `http://127.0.0.1:${hostileAtsPort}` },
      }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    }),
  ],
});
