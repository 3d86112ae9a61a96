import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const buildDir = process.env.BUILD_DIR || "build";
// D1 migrations, applied to each test file's fresh database by tests/worker/apply-migrations.ts.
const migrations = await readD1Migrations("./migrations");
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
// Worker tests named *.slow.test.ts (the 100,000-job runs) run only in `npm run test:slow`,
// which sets VITEST_TIER=slow (scripts/test.mjs, decision 042).
const slowTier = process.env.VITEST_TIER === "slow";
const SLOW = "**/*.slow.test.ts";

/**
 * Worker test files that need a workerd of their own (decision 078). Every other worker test
 * file shares one workerd with the files its Vitest worker ran before it: one start instead of
 * one per file, and modules imported once (about a third of the CPU, docs/performance.md,
 * tempo). Storage is emptied before each file (tests/worker/apply-migrations.ts), but what the
 * Worker keeps in isolate memory is not, so a file that touches it has its own:
 * - JOBS_KV: it stores or damages snapshots, and the Worker keeps the parsed snapshot, the
 *   page cache's version and its refresh lock in memory; a later file would serve its jobs;
 * - reset…(): it resets that memory to play a new isolate;
 * - runScheduled or createScheduledController: it runs the cron, which refreshes the jobs (the
 *   embedded ones are dated from the run's time, which these files set days ahead);
 * - tests/mocks/access: it signs staff tokens with keys made for the file, and the Worker keeps
 *   the Access team's keys it fetched;
 * - caches.default: the edge page cache outlives the file;
 * - `@isolate` in a comment, for any other reason the comment gives.
 */
const OWN_WORKERD =
  /JOBS_KV|\breset[A-Z]\w*\(|runScheduled|createScheduledController|mocks\/access|caches\.default|@isolate\b/;
const workerTestFiles = ["tests/worker", "worker"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${dir}/${name}`),
);
const ownWorkerd = (file: string) => OWN_WORKERD.test(readFileSync(file, "utf8"));
const sharedFiles = workerTestFiles.filter((file) => !ownWorkerd(file) && !file.endsWith(".slow.test.ts"));
const isolatedFiles = workerTestFiles.filter((file) => ownWorkerd(file) && !file.endsWith(".slow.test.ts"));

/** The worker project's settings, for the files that share a workerd and for those that do not. */
function workerProject(name: string, isolate: boolean, include: string[]): TestProjectInlineConfiguration {
  return {
    // Worker tests run inside workerd against the production server build
    // (npm run build first), so SSR, the API and scheduled() are the real ones.
    plugins: [
      cloudflareTest({
        main: `./${buildDir}/server/index.js`,
        wrangler: { configPath: `./${buildDir}/server/wrangler.json` },
        miniflare: {
          // RESEND_API_KEY: the forms tests mail through Resend, intercepted by msw (tests/mocks/resend.ts).
          // SIGNING_SECRET: newsletter unsubscribe links (tests/worker/privacy-unsubscribe.test.ts).
          // ACCESS_*: the staff console's Cloudflare Access team, its keys served by msw (tests/mocks/access.ts).
          bindings: {
            APP_VERSION: "test",
            RESEND_API_KEY: "re_test_key",
            SIGNING_SECRET: "test-only-signing-secret-0123456789abcdef",
            TEST_MIGRATIONS: migrations,
            ACCESS_TEAM_DOMAIN: "kshitij-test.cloudflareaccess.com",
            ACCESS_AUD: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
          },
        },
      }),
    ],
    resolve: {
      alias: {
        "react/jsx-runtime": new URL("./tests/worker/jsx-runtime.ts", import.meta.url).pathname,
        "react/jsx-dev-runtime": new URL("./tests/worker/jsx-runtime.ts", import.meta.url).pathname,
      },
    },
    test: {
      name,
      // Files share their Vitest worker's workerd one after another, unless listed above.
      isolate,
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // sanitize-html and its parser, and the Resend SDK's webhook helper
      // (standardwebhooks), are CommonJS: pre-bundle them to ESM for workerd.
      // msw (with the graphql it imports), zod, hono, jose and fast-check are ESM but
      // hundreds of small files: every test file's fresh isolate fetched and ran each of
      // them one by one (453 modules for forms-api.test.ts, 340 of them msw, graphql and
      // zod). Pre-bundled, each is one module: about 110 for that file (decision 061).
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "sanitize-html",
              "resend",
              "@react-email/render > react",
              "react-dom/server.edge",
              "@react-email/render",
              "@react-email/components",
              "msw",
              "msw/native",
              "zod",
              "zod/mini",
              "hono",
              "hono/utils/http-status",
              "hono/router/trie-router",
              "jose",
              "fast-check",
            ],
          },
        },
      },
      include,
      // Some tests render every content page or run the cron several times:
      // seconds of work that a busy 2-core CI machine can stretch past 5 s, and at a
      // load average of 25-30 (six helpers on two cores) past 20 s: the WhatsApp STOP
      // words of every language took 35 s, the mail's eight failed attempts 38 s.
      // The limit guards against a hang; no test here measures time.
      testTimeout: 60_000,
    },
  };
}

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify("2026-01-01"),
    // Tests that run the built Worker with another environment import it from here.
    __BUILD_DIR__: JSON.stringify(buildDir),
  },
  test: {
    // Vitest's default is one worker less than the cores: one test file at a time on a 2-core
    // machine, while the main process mostly waits. Two files at a time took a fifth less
    // (docs/performance.md, House).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The slow tier's worker files (*.slow.test.ts, the 100,000-job runs) each get a workerd.
      workerProject("worker", false, slowTier ? [] : sharedFiles),
      workerProject("worker-isolated", true, slowTier ? [`tests/worker/${SLOW}`] : isolatedFiles),
      {
        test: {
          name: "unit",
          environment: "happy-dom",
          // No cookie or storage survives from one test to the next (the reason is in the file).
          setupFiles: ["./tests/unit/setup.ts"],
          // The islands' tests render and hydrate React in happy-dom: 0.4-4 s each here, and
          // past Vitest's default 5 s when the shared 2-core machine's load passed 30 (4 tests
          // timed out in 1 of 5 runs; what they leave running then fails the next one). The
          // limit guards against a hang; none of these tests measures time.
          testTimeout: 20_000,
          include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
