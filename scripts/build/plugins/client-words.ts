import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { LANGS } from "../../../shared/i18n/lang.ts";
import {
  EXTRA_SCOPES,
  LOCALE_MODULES_DIR,
  localeFunctions,
  MESSAGES_SPECIFIER,
  REGISTRY,
  tableModule,
  wordScopes,
} from "../client-words.ts";

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
 *   (scripts/build/client-words.ts) and copied from the locale modules that
 *   scripts/build/compile-messages.mjs compiles into shared/i18n/paraglide-locales/;
 * - app/islands/words.ts's `loadWords(scope)` loads the scope's table in the
 *   language of `<html lang>`: app/islands/hydrate.tsx before the island
 *   renders, app/enhance/job-actions.ts before it handles a click.
 * Under `react-router dev` everything stays Paraglide's own.
 */
export function clientWords(): Plugin {
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
