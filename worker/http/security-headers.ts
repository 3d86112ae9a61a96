import type { MiddlewareHandler } from "hono";

export type NonceVariables = {
  nonce: string;
  /** Set by a handler answering with a prerendered file that already carries its page's CSP. */
  prerendered?: boolean;
};

/** A fresh, unguessable nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content Security Policy for HTML pages. Scripts run only from our own
 * origin or when they carry this response's nonce (pages rendered per
 * request) or match a listed hash (pages prerendered at build time, see
 * scripts/postbuild.mjs); 'unsafe-inline' is never allowed for scripts.
 * Styles: our own files, inline elements by hash, inline attributes.
 */
export function htmlContentSecurityPolicy(nonce: string, styleSources: readonly string[] = []): string {
  return contentSecurityPolicy([`'nonce-${nonce}'`], styleSources);
}

/**
 * The page CSP with these extra script sources ('nonce-…' or 'sha256-…') and
 * style sources: the hashes of the inline <style> elements a page may carry
 * (worker/http/style-sources.ts, decision 023).
 */
export function contentSecurityPolicy(scriptSources: string[], styleSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // Inline <style> elements only by hash; style attributes (React's style props) stay allowed.
    ["style-src 'self'", ...styleSources].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The contact page's map is loaded only when the visitor asks for it.
    "frame-src https://www.openstreetmap.org",
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
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Sets the security headers on every response the Worker makes. The nonce is
 * created before the handler runs so SSR can stamp it on its inline scripts.
 */
export function securityHeaders(
  styleSources: readonly string[] = [],
): MiddlewareHandler<{ Variables: NonceVariables }> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
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
    // page's CSP (and the nonce its scripts carry) as it was.
    if (res.status === 304) return;
    // A prerendered page read from Static Assets (the form pages) already has
    // the CSP scripts/postbuild.mjs made for exactly that page: keep it. Any
    // other response gets ours, whatever it carried.
    if (c.get("prerendered") && res.headers.has("Content-Security-Policy")) return;
    const type = res.headers.get("Content-Type") ?? "";
    res.headers.set(
      "Content-Security-Policy",
      type.includes("text/html") ? htmlContentSecurityPolicy(nonce, styleSources) : nonHtmlContentSecurityPolicy,
    );
  };
}
