import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { runtimeStyleSources, styleHashSource } from "./scripts/lib/style-sources";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

const ENHANCE_ENTRY = "app/enhance/main.ts";
const VIRTUAL_ID = "virtual:enhance-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** build/client/<this>: the entry chunk's file name, for scripts/postbuild.mjs. */
export const ENTRY_RECORD = "enhance-entry.json";

/**
 * Pages are rendered by React on the server; only islands hydrate (decision
 * 013). The browser gets one small module, app/enhance/main.ts, which loads
 * the enhancement for each feature present on the page and schedules the
 * page's islands (app/islands/loader.ts).
 *
 * The client build emits that module as an extra entry chunk; the server build
 * then reads its hashed URL from `virtual:enhance-entry`. Vite builds the
 * client environment before the server one, in the same process, so the
 * module-level variable carries the file name across. In `react-router dev`
 * the URL is the source file, which Vite serves transformed. The client build
 * also writes the name to ENTRY_RECORD, from which scripts/postbuild.mjs
 * walks the chunks a page can load (and deletes the record and the rest).
 */
function enhanceEntry(): Plugin {
  let clientFile: string | undefined;
  let command: "build" | "serve" = "build";
  return {
    name: "kshitij:enhance-entry",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (this.environment.name === "client" && command === "build") {
        this.emitFile({ type: "chunk", id: ENHANCE_ENTRY, name: "enhance" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId?.endsWith(ENHANCE_ENTRY)) {
          clientFile = chunk.fileName;
        }
      }
      if (clientFile)
        this.emitFile({ type: "asset", fileName: ENTRY_RECORD, source: JSON.stringify({ file: clientFile }) });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve") return `export default "/${ENHANCE_ENTRY}";`;
      if (this.environment.name === "client") return `export default "";`;
      if (!clientFile) this.error("The client build did not emit app/enhance/main.ts");
      return `export default ${JSON.stringify(`/${clientFile}`)};`;
    },
  };
}

/**
 * React Router's prerender asks each page with a fixed 10 s timeout and no
 * retry. The first page request loads the whole server build into workerd,
 * which on a busy machine (several builds at once) takes longer, and the
 * build fails on its first path. While building, this hook, which runs after
 * the Cloudflare plugin has put the Worker behind the preview server and
 * before that server listens, sends one page request through the same
 * middleware (on a throwaway port) and waits for it: the prerender then
 * starts against a warm Worker. `vite preview` run by hand is unaffected.
 */
function warmPrerender(): Plugin {
  return {
    name: "kshitij:warm-prerender",
    async configurePreviewServer(server) {
      if (process.env.IS_RR_BUILD_REQUEST !== "yes") return;
      const probe = createServer(server.middlewares);
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const { port } = probe.address() as AddressInfo;
      try {
        await fetch(`http://127.0.0.1:${port}/prerender-warm-up`, { signal: AbortSignal.timeout(300_000) });
      } catch (error) {
        server.config.logger.warn(`prerender warm-up failed: ${String(error)}`);
      } finally {
        probe.close();
      }
    },
  };
}

const INLINE_STYLES_ID = "virtual:inline-styles";
const RESOLVED_INLINE_STYLES_ID = `\0${INLINE_STYLES_ID}`;
/** The placeholder module whose content the server build gets from here. */
const STYLE_SOURCES_MODULE = "/worker/http/style-sources.ts";

/**
 * Pages carry their stylesheets inline, so the first response paints them
 * (decision 023). The client build's CSS files, as emitted, become
 * `virtual:inline-styles` for the server build (app/lib/page-styles.server.ts
 * picks each page's), and their sha256 hashes, with those of styles a library
 * inserts at run time, replace worker/http/style-sources.ts there: the
 * Worker's CSP allows exactly these <style> texts. Like enhanceEntry, this
 * relies on the client environment being built first, in the same process.
 * Under `react-router dev` nothing is inlined and Vite's injected styles need
 * 'unsafe-inline'.
 */
function inlineStyles(): Plugin {
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
        const source = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        // Vite's own marker (removed when it writes the file) is dropped here too.
        const css = source.replace(/\s*\/\*\$vite\$:\d+\*\/\s*$/, "");
        // Inside <style> only "</style" could end the element early.
        if (/<\/style/i.test(css)) this.error(`${file.fileName} contains "</style": it cannot be inlined`);
        sheets[`/${file.fileName}`] = css;
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
        if (command === "serve") return `export const STYLE_SOURCES = ["'unsafe-inline'"];`;
        if (!server) return undefined;
        if (!sheets) this.error("The client build emitted no stylesheets to hash");
        const sources = [...Object.values(sheets).map(styleHashSource), ...runtimeStyleSources()];
        return `export const STYLE_SOURCES = ${JSON.stringify([...new Set(sources)])};`;
      }
      return undefined;
    },
  };
}

/**
 * Paraglide's compiled messages (shared/i18n/paraglide/messages/*.js) fall
 * back to the runtime's `getLocale()` when no locale is passed, and so pull
 * its whole runtime (URL patterns, cookies, about 1.5 KiB gzip) into every
 * island that shows a message. Nothing here ever reads a global locale: every
 * call passes `{ locale: lang }` (shared/i18n/lang.ts), and with the
 * `baseLocale` strategy the runtime would answer "en" anyway. So in the
 * browser build each message module says just that itself, and the islands
 * carry their words only (issue 24's JavaScript budgets).
 */
function paraglideLocaleStub(): Plugin {
  const runtimeImport =
    /import\s*\{\s*getLocale\s*,\s*experimentalStaticLocale\s*\}\s*from\s*['"]\.\.\/runtime\.js['"];?/;
  return {
    name: "kshitij:paraglide-locale-stub",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").includes("/shared/i18n/paraglide/messages/")) return undefined;
      if (!runtimeImport.test(code)) return undefined;
      return {
        code: code.replace(runtimeImport, 'const getLocale = () => "en", experimentalStaticLocale = undefined;'),
        map: null,
      };
    },
  };
}

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
                {
                  // The forms' notices are island props rendered by the server (app/components/forms/):
                  // a chunk of their own, so no island chunk that pages load carries them. Only the message
                  // modules: a group also takes in what its modules import, and form-notices.ts imports the
                  // messages' index, which put every island's words, in both languages, in this one chunk
                  // (41 KiB gzip that every island loaded; npm run audit, 2026-11-26).
                  name: (id: string) =>
                    /paraglide\/messages\/forms_(notice_(enquiry|resume|newsletter)|consent_resume)\.js$/.test(
                      id,
                    )
                      ? "form-notices"
                      : null,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    enhanceEntry(),
    warmPrerender(),
    inlineStyles(),
    paraglideLocaleStub(),
  ],
});
