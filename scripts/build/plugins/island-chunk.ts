import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ENHANCE_ENTRY } from "./enhance-entry.ts";

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
export function islandCore() {
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
