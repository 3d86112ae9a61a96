import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import {
  EXTRA_SCOPES,
  LOCALE_MODULES_DIR,
  localeFunctions,
  MESSAGES_SPECIFIER,
  REGISTRY,
  tableModule,
  wordScopes,
} from "./scripts/lib/client-words";
import { runtimeStyleSources, styleHashSource } from "./scripts/lib/style-sources";
import { LANGS } from "./shared/i18n/lang";
import { FORM_PAGE_PATHS } from "./shared/lib/form-pages";

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

const WORDS_RUNTIME = "\0kshitij:words";
const WORDS_TABLE = "virtual:kshitij-words/";
const WORDS_MODULE = "/app/islands/words.ts";
const MESSAGES_IMPORT = /import\s+\*\s+as\s+(\w+)\s+from\s+["']#shared\/i18n\/paraglide\/messages["'];?/g;

/**
 * The browser's messages (decision 030). Paraglide compiles one module per
 * message holding both languages; on the server (the Worker) they stay as
 * they are. In the client build each island instead gets the words of the
 * page's language only, and only those it can show:
 * - `#shared/i18n/paraglide/messages` is a small runtime whose `words` stands
 *   for the namespace (`m.key(inputs, { locale })` reads a per-language
 *   table; a word that is not there throws, loudly);
 * - per scope (each island of app/islands/registry.ts, and the Save/Share
 *   code) and language, a table module with the functions of the messages
 *   that scope's modules name, found by walking their imports
 *   (scripts/lib/client-words.ts) and copied from the locale modules that
 *   scripts/i18n.mjs compiles into shared/i18n/paraglide-locales/;
 * - app/islands/words.ts's `loadWords(scope)` loads the scope's table in the
 *   language of `<html lang>`: app/islands/hydrate.tsx before the island
 *   renders, app/enhance/job-actions.ts before it handles a click.
 * Under `react-router dev` everything stays Paraglide's own.
 */
function clientWords(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let scopes = new Map<string, Set<string>>();
  const active = () => command === "build";
  return {
    name: "kshitij:client-words",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (!active()) return;
      scopes = wordScopes(root);
      for (const file of [REGISTRY, ...Object.values(EXTRA_SCOPES)]) this.addWatchFile(join(root, file));
    },
    resolveId(id) {
      if (!active()) return undefined;
      if (id === MESSAGES_SPECIFIER) return WORDS_RUNTIME;
      if (id.startsWith(WORDS_TABLE)) return `\0${id}`;
      return undefined;
    },
    transform(code, id) {
      if (!active() || id.startsWith("\0") || id.includes("/node_modules/")) return undefined;
      if (!code.includes(MESSAGES_SPECIFIER) || id.split("?")[0].endsWith(WORDS_MODULE)) return undefined;
      const replaced = code.replace(
        MESSAGES_IMPORT,
        (_all, local: string) => `import { words as ${local} } from "${MESSAGES_SPECIFIER}";`,
      );
      if (replaced === code) this.error(`${id}: import the messages as \`import * as m from "${MESSAGES_SPECIFIER}"\``);
      return { code: replaced, map: null };
    },
    load(id) {
      if (!active()) return undefined;
      if (id.split("?")[0].endsWith(WORDS_MODULE)) {
        return `export { loadWords } from "${MESSAGES_SPECIFIER}";`;
      }
      if (id === WORDS_RUNTIME) {
        // One table per scope and language of the table (shared/i18n/languages.ts), loaded on demand.
        const loaders = [...scopes]
          .filter(([, keys]) => keys.size > 0)
          .map(
            ([scope]) =>
              `  ${JSON.stringify(scope)}: {${LANGS.map((lang) => ` ${lang}: () => import("${WORDS_TABLE}${scope}/${lang}")`).join(",")} },`,
          );
        return [
          `const tables = { ${LANGS.map((lang) => `${lang}: {}`).join(", ")} };`,
          "export const words = new Proxy({}, {",
          "  get: (_, key) => (inputs, options) => {",
          '    const locale = options?.locale ?? "en";',
          "    const message = tables[locale]?.[key];",
          '    if (typeof message !== "function") throw new Error("No words loaded for " + String(key) + " (" + locale + "): app/islands/words.ts");',
          "    return message(inputs ?? {});",
          "  },",
          "});",
          `const scopes = {\n${loaders.join("\n")}\n};`,
          "export function loadWords(scope, wanted) {",
          '    const page = document.documentElement.lang.toLowerCase().split("-")[0];',
          '    const lang = wanted ?? (page in tables ? page : "en");',
          "    const load = scopes[scope]?.[lang];",
          "    return load ? load().then((table) => { Object.assign(tables[lang], table.default); }) : Promise.resolve();",
          "}",
        ].join("\n");
      }
      if (id.startsWith(`\0${WORDS_TABLE}`)) {
        const [scope, lang] = id.slice(WORDS_TABLE.length + 1).split("/");
        const keys = scopes.get(scope);
        if (!keys || !(LANGS as readonly string[]).includes(lang)) this.error(`unknown words table ${id}`);
        const file = join(root, LOCALE_MODULES_DIR, "messages", `${lang}.js`);
        this.addWatchFile(file);
        return tableModule(localeFunctions(readFileSync(file, "utf8"), file), keys);
      }
      return undefined;
    },
  };
}

/**
 * Every page with islands (all have the footer's newsletter form) hydrates
 * through the same modules: React DOM, app/islands/hydrate.tsx and the
 * newsletter form with the form code it shares with the other forms. Left to
 * itself rolldown splits them into a dozen chunks by which islands use them;
 * one chunk gzips about 3 KiB smaller and saves as many requests (npm run
 * audit, 2026-11-26; decision 030). This names the chunk "islands": the
 * static imports of those modules, less the entry's own (they stay in the
 * entry chunk, which must not import this one). Not recursively: a module
 * the entry also imports is left where it is.
 */
/** The icon files (lucide-react/dist/esm/icons/<name>.mjs) that `sources` import by name from lucide-react. */
function lucideIcons(sources: string[]): Set<string> {
  const index = readFileSync(join(process.cwd(), "node_modules/lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of names.matchAll(/default as (\w+)/g)) fileOf.set(name[1], file);
  }
  const files = new Set<string>();
  for (const source of sources) {
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
        const file = fileOf.get(name);
        if (name && !file) throw new Error(`lucideIcons: no icon file for ${name}`);
        if (file) files.add(file);
      }
    }
  }
  return files;
}

function islandCore() {
  const roots = ["app/islands/hydrate.tsx", "app/islands/forms/newsletter-form.tsx"];
  let members: Set<string> | undefined;
  const staticGraph = (
    ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
    from: string[],
  ) => {
    const seen = new Set<string>();
    const queue = [...from];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds);
    }
    return seen;
  };
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!members) {
      const root = process.cwd();
      const entry = staticGraph(ctx, [join(root, ENHANCE_ENTRY)]);
      const core = staticGraph(
        ctx,
        roots.map((file) => join(root, file)),
      );
      if (core.size < roots.length) throw new Error(`islandCore: ${roots.join(", ")} not all in the client build`);
      // lucide-react's index imports every icon; only those these modules name join them (an icon
      // left out would import this chunk while this chunk imports it: a cycle, run in the wrong order).
      const icon = /\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/;
      const used = lucideIcons(
        [...core]
          .filter((module) => module.startsWith(join(root, "app/")))
          .map((module) => readFileSync(module, "utf8")),
      );
      members = new Set(
        [...core].filter((module) => {
          const match = icon.exec(module);
          return !entry.has(module) && (!match || used.has(match[1]));
        }),
      );
    }
    return members.has(id) ? "islands" : null;
  };
}

/**
 * React Router asks the client build to keep each entry's exports exactly
 * ("exports-only"); rolldown refuses that with a group that is not recursive
 * (islandCore). "allow-extension" keeps every export too, and lets an entry
 * chunk export more: nothing imports a route chunk's extra names.
 */
function entrySignatures(): Plugin {
  return {
    name: "kshitij:entry-signatures",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
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
              groups: [{ name: islandCore(), includeDependenciesRecursively: false }],
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
    reactRouter(),
    enhanceEntry(),
    warmPrerender(),
    inlineStyles(),
    clientWords(),
    entrySignatures(),
  ],
});
