import { SCRIPT_SOURCES } from "./script-sources";
import { contentSecurityPolicy } from "./security-headers";
import { STYLE_SOURCES } from "./style-sources";

/**
 * The one CSP of every page the Worker renders, made once per isolate: no
 * nonce (decision 022), the one inline line that loads the entry module after
 * the first paint by hash (decision 053) and the build's inline stylesheets by
 * hash (decision 023). Kept apart from security-headers.ts, which
 * scripts/build/postbuild.mjs runs in Node, because script-sources.ts and
 * style-sources.ts are filled in only by the Worker's build.
 */
export const PAGE_POLICY = contentSecurityPolicy(SCRIPT_SOURCES, STYLE_SOURCES);
