import { readFileSync } from "node:fs";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const buildDir = process.env.BUILD_DIR || "build";
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  test: {
    projects: [
      {
        // Worker tests run inside workerd against the production server build
        // (npm run build first), so SSR, the API and scheduled() are the real ones.
        plugins: [
          cloudflareTest({
            main: `./${buildDir}/server/index.js`,
            wrangler: { configPath: `./${buildDir}/server/wrangler.json` },
            miniflare: {
              bindings: { APP_VERSION: "test" },
            },
          }),
        ],
        test: {
          name: "worker",
          // sanitize-html and its parser are CommonJS: pre-bundle them to ESM for workerd.
          deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
          include: ["tests/worker/**/*.test.ts", "worker/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "unit",
          environment: "happy-dom",
          include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
        },
      },
    ],
  },
});
