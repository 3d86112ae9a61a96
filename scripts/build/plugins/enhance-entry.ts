import type { Plugin } from "vite";
import { enhanceBootScript } from "../../../shared/lib/enhance-boot.ts";
import { styleHashSource } from "../style-sources.ts";

/** The source of the one module every page loads (decision 013). */
export const ENHANCE_ENTRY = "app/enhance/main.ts";
const VIRTUAL_ID = "virtual:enhance-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The placeholder module whose content the server build gets from here (decision 053). */
const SCRIPT_SOURCES_MODULE = "/worker/http/script-sources.ts";
/** build/client/<this>: the entry chunk's file name, for scripts/build/postbuild.mjs. */
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
 * also writes the name to ENTRY_RECORD, from which scripts/build/postbuild.mjs
 * walks the chunks a page can load (and deletes the record and the rest).
 *
 * Pages ask for the module with one inline line run after the first paint
 * (shared/lib/enhance-boot.ts, decision 053); worker/http/script-sources.ts
 * becomes that line's hash for the Worker's CSP.
 */
export function enhanceEntry(): Plugin {
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
      if (id.split("?")[0].endsWith(SCRIPT_SOURCES_MODULE)) {
        const url = command === "serve" ? `/${ENHANCE_ENTRY}` : clientFile ? `/${clientFile}` : undefined;
        if (!url) return undefined;
        // The same hash form as the inline styles': sha256 of the exact text, base64.
        return `export const SCRIPT_SOURCES = ${JSON.stringify([styleHashSource(enhanceBootScript(url))])};`;
      }
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve") return `export default "/${ENHANCE_ENTRY}";`;
      if (this.environment.name === "client") return `export default "";`;
      if (!clientFile) this.error("The client build did not emit app/enhance/main.ts");
      return `export default ${JSON.stringify(`/${clientFile}`)};`;
    },
  };
}
