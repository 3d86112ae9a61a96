import type { Plugin } from "vite";
import { firstScreenCss } from "../later-styles.ts";
import { runtimeStyleSources, styleHashSource } from "../style-sources.ts";

const INLINE_STYLES_ID = "virtual:inline-styles";
const RESOLVED_INLINE_STYLES_ID = `\0${INLINE_STYLES_ID}`;
/** The placeholder module whose content the server build gets from here. */
const STYLE_SOURCES_MODULE = "/worker/http/style-sources.ts";
/** The whole site's CSS, linked after the first paint (decision 051), never inlined. */
const LATER_SHEET = "app/styles/site.css";

/**
 * Pages carry their stylesheets inline, so the first response paints them
 * (decision 023). The client build's CSS files, as emitted, become
 * `virtual:inline-styles` for the server build (app/lib/page-styles.server.ts
 * picks each page's), and their sha256 hashes, with those of styles a library
 * inserts at run time, replace worker/http/style-sources.ts there: the
 * Worker's CSP allows exactly these <style> texts. What a page inlines is each
 * file's first-screen part: its `@supports (--later: 1)` blocks come later,
 * with the whole site's CSS in app/styles/site.css (decision 051), which is
 * linked, not inlined. Like enhanceEntry, this
 * relies on the client environment being built first, in the same process.
 * Under `react-router dev` nothing is inlined and Vite's injected styles need
 * 'unsafe-inline'.
 */
export function inlineStyles(): Plugin {
  let sheets: Record<string, string> | undefined;
  let command: "build" | "serve" = "build";
  return {
    name: "kshitij:inline-styles",
    configResolved(config) {
      command = config.command;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      sheets = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        if (file.originalFileNames.some((name) => name.endsWith(LATER_SHEET))) continue;
        const source = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        // Vite's own marker (removed when it writes the file) is dropped here too.
        const css = source.replace(/\s*\/\*\$vite\$:\d+\*\/\s*$/, "");
        // Inside <style> only "</style" could end the element early.
        if (/<\/style/i.test(css)) this.error(`${file.fileName} contains "</style": it cannot be inlined`);
        sheets[`/${file.fileName}`] = firstScreenCss(css, file.fileName);
      }
    },
    resolveId(id) {
      return id === INLINE_STYLES_ID ? RESOLVED_INLINE_STYLES_ID : undefined;
    },
    load(id) {
      const server = command === "build" && this.environment.name !== "client";
      if (id === RESOLVED_INLINE_STYLES_ID) {
        if (!server) return "export default {};";
        if (!sheets) this.error("The client build emitted no stylesheets to inline");
        return `export default ${JSON.stringify(sheets)};`;
      }
      if (id.split("?")[0].endsWith(STYLE_SOURCES_MODULE)) {
        if (command === "serve") {
          return `export const STYLE_SOURCES = ["'unsafe-inline'"];export const SHEET_STYLE_SOURCES = {};export const RUNTIME_STYLE_SOURCES = [];`;
        }
        if (!server) return undefined;
        if (!sheets) this.error("The client build emitted no stylesheets to hash");
        const bySheet = Object.fromEntries(Object.entries(sheets).map(([href, css]) => [href, styleHashSource(css)]));
        const runtime = runtimeStyleSources();
        const sources = [...Object.values(bySheet), ...runtime];
        return [
          `export const STYLE_SOURCES = ${JSON.stringify([...new Set(sources)])};`,
          `export const SHEET_STYLE_SOURCES = ${JSON.stringify(bySheet)};`,
          `export const RUNTIME_STYLE_SOURCES = ${JSON.stringify(runtime)};`,
        ].join("\n");
      }
      return undefined;
    },
  };
}
