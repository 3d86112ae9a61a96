// The servers the browser tests run against, in one list for both who may start them:
// Playwright (playwright.config.ts, webServer) and `npm test` (scripts/test.mjs), which starts
// them while Vitest runs and lets Playwright reuse them (decision 089). Plain TypeScript that
// Node runs as is: no syntax that needs compiling, imports with their extension.
import { START_SCRIPT, serverEnv } from "../../scripts/lib/server.ts";

export interface E2eServer {
  /** What the server is, for logs. */
  name: string;
  /** The script Node runs, and its arguments. */
  args: string[];
  env?: Record<string, string>;
  /** Answers 200 once the server is ready. */
  url: string;
}

/**
 * The fast tier needs the main and the "down" server; the slow tier the main one and the
 * hostile pair. Each server is a workerd whose start costs seconds of CPU, so none idles.
 */
export function e2eServers({ port, buildDir, slow }: { port: number; buildDir: string; slow: boolean }): E2eServer[] {
  const base = (p: number) => `http://127.0.0.1:${p}`;
  const hostileAtsPort = port + 3;
  // The production build (npm run build first) in workerd, with its own local state; BUILD_DIR
  // and a per-port state dir let parallel runs not collide.
  const main: E2eServer = {
    name: "main",
    args: [START_SCRIPT],
    url: `${base(port)}/api/health`,
    env: serverEnv({ port, buildDir, persistDir: process.env.PERSIST_DIR || `.wrangler/e2e-state-${port}` }),
  };
  if (!slow) {
    return [
      main,
      {
        // The same build configured with an ATS that is down (nothing listens on port 9) and no
        // stored snapshot: the honest failure states.
        name: "down",
        args: [START_SCRIPT],
        url: `${base(port + 1)}/api/health`,
        env: serverEnv({
          port: port + 1,
          buildDir,
          // Its refreshes always fail, so this state never holds a snapshot.
          persistDir: `.wrangler/e2e-down-${port + 1}`,
          // No mailer either: mail waits, which tests/e2e/staff.spec.ts retries.
          vars: { JOBS_API_URL: "http://127.0.0.1:9", DEV_MAILER: "0" },
        }),
      },
    ];
  }
  return [
    main,
    {
      name: "hostile ATS",
      args: ["tests/e2e/hostile-ats.mjs", String(hostileAtsPort)],
      url: `${base(hostileAtsPort)}/api/jobs`,
    },
    {
      // Ready once the jobs API answers 200: a request to a real upstream with nothing stored
      // answers 503 and starts the refresh behind it, so this poll also warms the snapshot
      // before the first test.
      name: "hostile",
      args: [START_SCRIPT],
      url: `${base(port + 2)}/api/jobs`,
      env: serverEnv({
        port: port + 2,
        buildDir,
        persistDir: `.wrangler/e2e-hostile-${port + 2}`,
        vars: { JOBS_API_URL: `http://127.0.0.1:${hostileAtsPort}` },
      }),
    },
  ];
}

/**
 * Set by scripts/test.mjs on the Playwright step once it has started this list and each
 * server answered: Playwright then uses them instead of starting its own.
 */
export const SERVERS_STARTED = "E2E_SERVERS_STARTED";
