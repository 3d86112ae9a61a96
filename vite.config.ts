import { readFileSync } from "node:fs";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientWords } from "./scripts/build/plugins/client-words.ts";
import { enhanceEntry } from "./scripts/build/plugins/enhance-entry.ts";
import { entrySignatures } from "./scripts/build/plugins/entry-signatures.ts";
import { iconSpriteAsset } from "./scripts/build/plugins/icon-sprite.ts";
import { inlineStyles } from "./scripts/build/plugins/inline-styles.ts";
import { islandCore, islandParts } from "./scripts/build/plugins/island-chunk.ts";
import { smallPreloadHelper } from "./scripts/build/plugins/preload-helper.ts";
import { testimonialsRestAsset } from "./scripts/build/plugins/testimonials-rest.ts";
import { warmPrerender } from "./scripts/build/plugins/warm-prerender.ts";
import { FORM_PAGE_PATHS } from "./shared/lib/form-pages.ts";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

// The build's own plugins are in scripts/build/plugins/, one file each, named
// for what it does (decision 041): the enhance entry chunk, the prerender
// warm-up, the inlined stylesheets, the islands' words, the islands chunk and
// the icon sprite and the testimonials file (both made by built-asset.ts).
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  // @react-email/render loads prettier only for `pretty` output, never used here (worker/mail/templates/no-prettier.ts).
  resolve: {
    alias: {
      "prettier/standalone": new URL("./worker/mail/templates/no-prettier.ts", import.meta.url).pathname,
      "prettier/plugins/html": new URL("./worker/mail/templates/no-prettier.ts", import.meta.url).pathname,
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: islandCore(), includeDependenciesRecursively: false },
                { name: islandParts(), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The form pages in every language run the Worker first, so their POSTs reach it
      // (shared/lib/form-pages.ts, from the language table); wrangler.jsonc lists /api/* only.
      config: (worker) => {
        // Mutated, not returned: a returned config is merged with arrays concatenated.
        const first = worker.assets?.run_worker_first;
        if (worker.assets)
          worker.assets.run_worker_first = [...new Set([...(Array.isArray(first) ? first : []), ...FORM_PAGE_PATHS])];
      },
    }),
    smallPreloadHelper(),
    reactRouter(),
    enhanceEntry(),
    warmPrerender(),
    inlineStyles(),
    clientWords(),
    entrySignatures(),
    iconSpriteAsset(),
    testimonialsRestAsset(),
  ],
});
