import type { Plugin } from "vite";
import { ENHANCE_ENTRY } from "./enhance-entry.ts";

/** The module Vite imports `__vitePreload` from in every chunk that has a dynamic import. */
const HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps each dynamic `import()` of the client build in `__vitePreload(load, deps)`,
 * which adds a `<link rel="modulepreload">` for each chunk the imported one imports, so they
 * download side by side rather than one after another. Its own helper also loads CSS chunks,
 * reads a CSP nonce, dedupes against every `<link>` in the document and dispatches
 * `vite:preloadError`: none of which this site uses (island chunks carry no CSS, decision 051;
 * the CSP allows 'self' scripts; a failed import is each caller's to report). It is on every
 * page before any interaction (0.81 KiB gzip). This one keeps the preloading (0.3 KiB;
 * decision 055). The build fails if a client chunk ever imports CSS, which it would not load.
 */
export function smallPreloadHelper(): Plugin {
  return {
    name: "kshitij:small-preload-helper",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== HELPER_ID) return undefined;
        // deps are file names under the site's root ("assets/x-hash.js"), as Vite's helper takes them.
        return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = "/" + dep;
    document.head.appendChild(link);
  }
  return load();
};`;
      },
    },
    generateBundle(_options, bundle) {
      // The chunks a page can load: the entry's, and what they import statically or lazily
      // (React Router's route chunks import CSS, but no page loads them: scripts/build/postbuild.mjs).
      const queue = Object.values(bundle).filter(
        (chunk) => chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId?.endsWith(ENHANCE_ENTRY),
      );
      const seen = new Set<string>();
      while (queue.length > 0) {
        const chunk = queue.pop();
        if (chunk?.type !== "chunk" || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0)
          this.error(
            `${chunk.fileName} imports CSS (${[...css].join(", ")}), which the small preload helper does not load`,
          );
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) if (bundle[next]) queue.push(bundle[next]);
      }
      if (seen.size === 0) this.error(`no chunk of ${ENHANCE_ENTRY} in the client build`);
    },
  };
}
