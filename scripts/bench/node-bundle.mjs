// Bundles Worker code into one ES module for Node (the bench scripts time it
// there, where process.cpuUsage works): esbuild with the options every bench
// shares, and package.json's "imports" (#app/…, #worker/…, #shared/…) resolved
// the way TypeScript writes them, without an extension.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";

/** esbuild's resolver for "#app/x", "#worker/x", "#shared/x": the file as named, else with .ts, .tsx or .js, else x/index.ts. */
export const hashImports = {
  name: "hash-imports",
  setup(build) {
    build.onResolve({ filter: /^#(app|worker|shared)\// }, ({ path }) => {
      const base = resolve(path.replace(/^#(app|worker|shared)\//, "$1/"));
      // Paraglide's messages.js sits beside a messages/ folder: a folder is never the answer.
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`])
        if (existsSync(candidate) && statSync(candidate).isFile()) return { path: candidate };
      return undefined;
    });
  },
};

/**
 * Writes `outfile`: an ES module re-exporting `exports` (lines such as
 * 'export { x } from "./worker/…ts";'), with `options` added to (or
 * replacing) the shared esbuild options and `plugins` run before hashImports.
 */
export async function bundleForNode({ exports, outfile, plugins = [], ...options }) {
  const { build } = await import("esbuild");
  await build({
    stdin: { contents: exports.join("\n"), resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    outfile,
    logLevel: "warning",
    // CommonJS dependencies (sanitize-html and its parsers) require() Node built-ins.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    plugins: [...plugins, hashImports],
    ...options,
  });
}
