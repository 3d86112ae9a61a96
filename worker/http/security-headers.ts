import type { MiddlewareHandler } from "hono";

export type PageVariables = {
  /** Set by a handler answering with a prerendered file that already carries its page's CSP. */
  prerendered?: boolean;
};

/**
 * The page CSP with these inline scripts and styles allowed by hash
 * ('sha256-…'): worker/http/page-policy.ts passes the build's (the one line
 * that loads the entry module, decision 053, and the inlined stylesheets);
 * scripts/build/postbuild.mjs passes each prerendered page's own. It is the
 * same for every response: no nonce (decision 022), so a page kept in the
 * edge cache (worker/http/page-cache.ts) is right for every visitor. Scripts
 * run only from our own origin or when they match a listed hash;
 * 'unsafe-inline' is never allowed for scripts.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
  /** Whether the page may frame the office map (embedsMap below); a page that may not keeps default-src 'self'. */
  mapFrame = true,
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Inline <style> elements only by hash; style attributes (React's style props) stay allowed.
    ["style-src 'self'", ...styleHashes].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts, fetch() and the alerts' service worker (/sw.js) fall back to
    // default-src 'self': naming them again costs every page's first round
    // trip bytes and allows nothing more (decision 083).
    // The contact page's map is loaded only when the visitor asks for it.
    ...(mapFrame ? ["frame-src https://www.openstreetmap.org"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** CSP for anything that is not an HTML page (JSON, XML, text). */
export const nonHtmlContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

export const baselineSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // No X-Frame-Options: every page's CSP says frame-ancestors 'none', which
  // every browser that runs this site obeys and which overrides it (decision 083).
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Set by app/entry.server.tsx on a page it rendered: the stylesheets the page
 * inlined (their hrefs, space-separated), so its CSP can list only theirs
 * (decision 071). The middleware below reads it and never lets it out.
 */
export const INLINE_SHEETS_HEADER = "X-Inline-Sheets";

/** The islands whose code inserts a <style> at run time: the forms that answer with a toast (app/islands/forms/toasts.ts). */
const RUNTIME_STYLE_ISLANDS = ["enquiry-form", "resume-form"];

/** Whether a page's HTML holds an island that inserts run-time styles (its CSP must allow them). */
export function insertsRuntimeStyles(html: string): boolean {
  return RUNTIME_STYLE_ISLANDS.some((name) => html.includes(`data-island="${name}"`));
}

/** Whether a page's HTML holds the office map, whose embed is a frame from OpenStreetMap. */
export function embedsMap(html: string): boolean {
  return html.includes('data-enhance="office-map"');
}

/**
 * What a page's CSP allows only when the page's HTML needs it, each read from
 * the HTML by app/entry.server.tsx (and scripts/build/postbuild.mjs) and told
 * to the middleware below by an internal header that never leaves the Worker:
 * - `runtimeStyles`: the styles sonner's toasts insert, beside a toasted form
 *   (decision 082);
 * - `mapFrame`: OpenStreetMap in frame-src, on a page with the office map
 *   (decision 083).
 * A new such allowance is one line here.
 */
const PAGE_NEEDS = {
  runtimeStyles: { header: "X-Runtime-Styles", isIn: insertsRuntimeStyles },
  mapFrame: { header: "X-Map-Frame", isIn: embedsMap },
} as const;

export type PageNeeds = Record<keyof typeof PAGE_NEEDS, boolean>;

const NEED_NAMES = Object.keys(PAGE_NEEDS) as (keyof PageNeeds)[];

/** Everything a page may need: for a page whose needs are not known. */
export const ALL_PAGE_NEEDS = Object.fromEntries(NEED_NAMES.map((name) => [name, true])) as PageNeeds;

/** What this page's HTML needs of its CSP. */
export function pageNeedsOf(html: string): PageNeeds {
  return Object.fromEntries(NEED_NAMES.map((name) => [name, PAGE_NEEDS[name].isIn(html)])) as PageNeeds;
}

/** Marks a rendered page's response with its needs (app/entry.server.tsx). */
export function markPageNeeds(headers: Headers, html: string): void {
  const needs = pageNeedsOf(html);
  for (const name of NEED_NAMES) if (needs[name]) headers.set(PAGE_NEEDS[name].header, "1");
}

/** Reads a response's needs and removes their internal headers. */
function takePageNeeds(headers: Headers): PageNeeds {
  const needs = Object.fromEntries(NEED_NAMES.map((name) => [name, headers.has(PAGE_NEEDS[name].header)]));
  for (const name of NEED_NAMES) headers.delete(PAGE_NEEDS[name].header);
  return needs as PageNeeds;
}

/**
 * Sets the security headers on every response the Worker makes. `pagePolicy`
 * is an HTML page's CSP, or makes it from the page's INLINE_SHEETS_HEADER
 * (null when the page has none) and the needs it marked (PAGE_NEEDS).
 */
export function securityHeaders(
  pagePolicy: string | ((sheets: string | null, needs: PageNeeds) => string),
): MiddlewareHandler<{ Variables: PageVariables }> {
  const policyOf = typeof pagePolicy === "string" ? () => pagePolicy : pagePolicy;
  return async (c, next) => {
    await next();
    // Responses from fetch() or redirects can be immutable: copy when needed.
    let res = c.res;
    try {
      res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // Hono's setter copies the response again: use the one it keeps.
      c.res = new Response(res.body, res);
      res = c.res;
      res.headers.set("X-Content-Type-Options", "nosniff");
    }
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) {
      res.headers.set(name, value);
    }
    // A 304 updates the headers the browser stored with the page: leave that
    // page's CSP as it was.
    const sheets = res.headers.get(INLINE_SHEETS_HEADER);
    const needs = takePageNeeds(res.headers);
    res.headers.delete(INLINE_SHEETS_HEADER);
    if (res.status === 304) return;
    // A prerendered page read from Static Assets (the form pages) already has
    // the CSP scripts/build/postbuild.mjs made for exactly that page: keep it. Any
    // other response gets ours, whatever it carried.
    if (c.get("prerendered") && res.headers.has("Content-Security-Policy")) return;
    const type = res.headers.get("Content-Type") ?? "";
    res.headers.set(
      "Content-Security-Policy",
      type.includes("text/html") ? policyOf(sheets, needs) : nonHtmlContentSecurityPolicy,
    );
  };
}
