import { htmlContentSecurityPolicy } from "./security-headers";
import { STYLE_SOURCES } from "./style-sources";

/**
 * The one CSP of every page the Worker renders, made once per isolate: no
 * nonce (decision 022) and the build's inline stylesheets by hash (decision
 * 023). Kept apart from security-headers.ts, which scripts/build/postbuild.mjs runs
 * in Node, because style-sources.ts is filled in only by the Worker's build.
 */
export const PAGE_POLICY = htmlContentSecurityPolicy(STYLE_SOURCES);
