import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { unlocalizedPath } from "#shared/i18n/lang";
import { ALERT_PATHS } from "../alerts/links";
import { UNSUBSCRIBE_PATH } from "../forms/unsubscribe";
import { isApiPath, pageError } from "./errors";
import { allowHeader, pageMethods } from "./methods";
import { CROSS_SITE_MESSAGE, isCrossSite, STATE_CHANGING } from "./origin";

const METHOD_MESSAGE = "This address does not take that kind of request.";

/**
 * Pages: React Router answers GET and HEAD, and POST where the route has an
 * action (worker/http/methods.ts reads which from the build). Any other
 * method is answered here, before it reaches React Router, and a POST from
 * another site's page is refused.
 */
export function pageGate(build: () => Promise<ServerBuild>): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || isApiPath(c.req.path)) return next();
    const page = pageMethods(await build(), new URL(c.req.url).pathname);
    // No such page: React Router renders its 404 whatever the method was.
    if (!page.known) return next();
    const allow = allowHeader(page.methods);
    if (method === "OPTIONS") return c.body(null, 204, { Allow: allow, "Cache-Control": "no-store" });
    if (!page.methods.includes(method)) return pageError(405, "Method not allowed", METHOD_MESSAGE, { Allow: allow });
    // The unsubscribe POST is exempt: a webmail sends RFC 8058's one-click POST
    // from its own page, and the signed token, not the Origin, authorises it.
    // So is an alert's stop link, its List-Unsubscribe URL (worker/alerts/links.ts),
    // in every language (/hi/unsubscribe, /te/alerts/stop: issue 32).
    const path = unlocalizedPath(new URL(c.req.url).pathname);
    const exempt = path === UNSUBSCRIBE_PATH || path === ALERT_PATHS.stop;
    if (STATE_CHANGING.has(method) && !exempt && isCrossSite(c.req.raw, c.env)) {
      return pageError(403, "Sent from another website", CROSS_SITE_MESSAGE);
    }
    return next();
  };
}
