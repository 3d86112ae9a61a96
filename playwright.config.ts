import { defineConfig, devices } from "@playwright/test";
import { e2eServers, SERVERS_STARTED } from "./tests/e2e/servers";

const port = Number(process.env.E2E_PORT || 8799);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server whose jobs upstream is down. */
export const downURL = `http://127.0.0.1:${port + 1}`;
/** A third server whose jobs upstream serves the XSS corpus (tests/e2e/hostile-ats.mjs). */
export const hostileURL = `http://127.0.0.1:${port + 2}`;
const buildDir = process.env.BUILD_DIR || "build";
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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Four browsers on two cores (decisions 066 and 089): the suite waits far more than it
  // computes (its whole process tree, servers and browsers included, used about half of one
  // core on a quiet host with two workers). A fourth took 325 s against 362 s for three in the
  // same clean clone; it waited for the language switch's race to end (decision 089).
  // E2E_WORKERS=N overrides it.
  workers: Number(process.env.E2E_WORKERS) || 4,
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
  // The tier's servers (tests/e2e/servers.ts). `npm test` starts the same list while Vitest
  // runs (scripts/test.mjs, decision 089) and says so: then each is reused, not started again.
  webServer: e2eServers({ port, buildDir, slow }).map((server) => ({
    command: `node ${server.args.join(" ")}`,
    url: server.url,
    env: server.env,
    reuseExistingServer: process.env[SERVERS_STARTED] === "1",
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
