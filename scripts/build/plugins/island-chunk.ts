import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
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

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** `from` and every module it imports statically, transitively. */
function staticClosure(ctx: ModuleGraph, from: readonly string[]): Set<string> {
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
/** What every island page hydrates through: the roots of the "islands" chunk. */
const CORE_ROOTS = ["app/islands/hydrate.tsx", "app/islands/forms/newsletter-form.tsx"];

export function islandCore() {
  const roots = CORE_ROOTS;
  let members: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!members) {
      const root = process.cwd();
      const entry = staticClosure(ctx, [join(root, ENHANCE_ENTRY)]);
      const core = staticClosure(
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

/** The modules app/islands/registry.ts loads, by island name. */
function registryIslands(root: string): Map<string, string> {
  const source = readFileSync(join(root, "app/islands/registry.ts"), "utf8");
  const islands = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/"([\w-]+)":\s*\(\)\s*=>\s*import\("\.\/([\w./-]+)"\)/g)) {
    const base = join(root, "app/islands", file);
    const path = [".tsx", ".ts"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (!path) throw new Error(`islandParts: no module for island ${name} (${file})`);
    islands.set(name, path);
  }
  if (islands.size === 0) throw new Error("islandParts: no island found in app/islands/registry.ts");
  return islands;
}

/**
 * The islands' own code, chunked as the pages load it. The client build also
 * holds React Router's route modules (never sent: scripts/build/postbuild.mjs
 * deletes them), and left to itself rolldown splits every module a route
 * shares with an island into a chunk of its own: the job search loaded 11
 * files after hydration where 6 do (a dozen small files gzip worse than one
 * and each costs a request; decision 055). This groups each module outside
 * the entry and the "islands" chunk by the islands that import it: a module
 * of one island joins that island's chunk; modules several islands share are
 * one chunk per set of islands (the job card, its facts and formatting, used
 * by the job search, the carousels and /saved). A module that other lazy code
 * (Save and Share, the language offer, push) also imports is left alone, so
 * pressing Save never loads an island.
 */
export function islandParts() {
  let names: Map<string, string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!names) {
      const root = process.cwd();
      const entry = staticClosure(ctx, [join(root, ENHANCE_ENTRY)]);
      const core = staticClosure(
        ctx,
        CORE_ROOTS.map((file) => join(root, file)),
      );
      const islands = registryIslands(root);
      const islandIds = new Set(islands.values());
      // Everything loaded lazily from the entry, islands aside (Save and Share, the offer, push…).
      const lazy = new Set<string>();
      const queue = [...entry, ...core];
      const visited = new Set<string>();
      while (queue.length > 0) {
        const from = queue.pop() as string;
        if (visited.has(from)) continue;
        visited.add(from);
        for (const next of ctx.getModuleInfo(from)?.dynamicallyImportedIds ?? []) {
          if (islandIds.has(next)) continue;
          for (const member of staticClosure(ctx, [next])) {
            lazy.add(member);
            queue.push(member);
          }
        }
      }
      const users = new Map<string, string[]>();
      for (const [name, island] of islands) {
        for (const member of staticClosure(ctx, [island])) {
          if (entry.has(member) || core.has(member) || lazy.has(member)) continue;
          users.set(member, [...(users.get(member) ?? []), name]);
        }
      }
      // A set of islands' chunk is named for its module that reaches most of the others (job-card).
      const bySet = new Map<string, string[]>();
      for (const [member, list] of users) {
        if (list.length < 2) continue;
        const key = list.sort().join(" ");
        bySet.set(key, [...(bySet.get(key) ?? []), member]);
      }
      names = new Map();
      for (const [member, list] of users) if (list.length === 1) names.set(member, list[0]);
      for (const members of bySet.values()) {
        const set = new Set(members);
        const reach = (member: string) => [...staticClosure(ctx, [member])].filter((m) => set.has(m)).length;
        const top = members.reduce((best, member) => (reach(member) > reach(best) ? member : best));
        const name = basename(top).replace(/\.[^.]+$/, "");
        for (const member of members) names.set(member, name);
      }
    }
    return names.get(id) ?? null;
  };
}
