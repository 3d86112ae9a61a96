import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";
import { allowHeader, honoMethods } from "./methods";
import { CROSS_SITE_MESSAGE, isCrossSite, STATE_CHANGING } from "./origin";

/**
 * Before the API: a state-changing request from another site's page is refused
 * before any handler runs (the page actions get the same check, worker/http/page-gate.ts).
 */
export function refuseCrossSiteApi(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && isCrossSite(c.req.raw, c.env)) {
      return jsonError(c, 403, CROSS_SITE_MESSAGE);
    }
    return next();
  };
}

/**
 * After the API: an /api path nothing answered gets 405 with Allow when the
 * path exists for other methods, 204 for OPTIONS, otherwise a JSON 404 (never
 * a page). The methods come from the app's own route table, read on first use.
 */
export function answerUnmatchedApi(app: Hono<AppEnv>): void {
  const apiMethods = honoMethods(app, "/api/");
  app.all("/api/*", (c) => {
    const methods = apiMethods(c.req.path);
    const own = c.req.method === "HEAD" ? "GET" : c.req.method;
    // Nothing here, or a route that takes this method and still did not answer.
    if (methods.length === 0 || methods.includes(own)) return jsonError(c, 404, "Not found");
    const allow = allowHeader(methods);
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow, "Cache-Control": "no-store" });
    return jsonError(c, 405, `Use ${methods.join(" or ")} for this address.`, { headers: { Allow: allow } });
  });
  app.all("/api", (c) => jsonError(c, 404, "Not found"));
}
