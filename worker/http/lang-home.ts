import type { MiddlewareHandler } from "hono";
import { DEFAULT_LANG, langFromCookie, localizedPath } from "#shared/i18n/lang";

/**
 * The language choice remembered for the next visit to `/` (issues 24 and
 * 32). The switch in the header sets cookie `lang` (the inline line of shared/lib/enhance-boot.ts); a
 * GET or HEAD of `/` carrying another language of the table than English
 * (`lang=hi`, `lang=te`) is sent to that language's home page, `/hi`, `/te`
 * (query kept). Nothing else redirects: `/hi` without the cookie, every other
 * page and every `Accept-Language` are answered as asked, so crawlers and
 * shared links get the URL they named. The redirect is private and varies on the cookie, and
 * so does the English home page, so no cache hands one visitor's choice to
 * another. Mounted before the page cache.
 */
export function langHome(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (c.req.path !== "/" || (method !== "GET" && method !== "HEAD")) return next();
    const chosen = langFromCookie(c.req.header("Cookie"));
    if (chosen !== undefined && chosen !== DEFAULT_LANG) {
      const url = new URL(c.req.url);
      return new Response(null, {
        status: 302,
        headers: {
          Location: localizedPath(`/${url.search}`, chosen),
          "Cache-Control": "private, no-store",
          Vary: "Cookie",
        },
      });
    }
    await next();
    try {
      c.res.headers.append("Vary", "Cookie");
    } catch {
      // Immutable headers (a fetched response): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append("Vary", "Cookie");
    }
  };
}
