import { SCRIPT_SOURCES } from "./script-sources";
import { ALL_PAGE_NEEDS, contentSecurityPolicy, type PageNeeds } from "./security-headers";
import { RUNTIME_STYLE_SOURCES, SHEET_STYLE_SOURCES, STYLE_SOURCES } from "./style-sources";

/**
 * The one CSP of every page the Worker renders, made once per isolate: no
 * nonce (decision 022), the one inline line that loads the entry module after
 * the first paint by hash (decision 053) and the build's inline stylesheets by
 * hash (decision 023). Kept apart from security-headers.ts, which
 * scripts/build/postbuild.mjs runs in Node, because script-sources.ts and
 * style-sources.ts are filled in only by the Worker's build.
 */
export const PAGE_POLICY = contentSecurityPolicy(SCRIPT_SOURCES, STYLE_SOURCES);

const policies = new Map<string, string>();

/**
 * The CSP of a page that inlined exactly the stylesheets `sheets` names
 * (space-separated hrefs, as app/entry.server.tsx lists them): the same
 * policy with only their hashes (decision 071), and the run-time styles'
 * only when the page has an island that inserts them (`needs.runtimeStyles`,
 * decision 082), and OpenStreetMap's frames only on a page with the office
 * map (`needs.mapFrame`, decision 083): about 300 + 110 + 42 bytes fewer on most
 * responses than the whole build's list. A sheet the build does not know, or no list at all,
 * gives PAGE_POLICY: never less than a page needs. One string per set of
 * sheets, per isolate.
 */
export function pagePolicyFor(sheets: string | null, needs: PageNeeds = ALL_PAGE_NEEDS): string {
  if (sheets === null || sheets.trim() === "") return PAGE_POLICY;
  const key = `${JSON.stringify(needs)}${sheets}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    const hrefs = sheets.split(" ").filter(Boolean);
    const known = hrefs.every((href) => SHEET_STYLE_SOURCES[href] !== undefined);
    policy =
      known && STYLE_SOURCES.length > 0
        ? contentSecurityPolicy(
            SCRIPT_SOURCES,
            [
              ...new Set([
                ...hrefs.map((href) => SHEET_STYLE_SOURCES[href]),
                ...(needs.runtimeStyles ? RUNTIME_STYLE_SOURCES : []),
              ]),
            ],
            needs.mapFrame,
          )
        : PAGE_POLICY;
    policies.set(key, policy);
  }
  return policy;
}
