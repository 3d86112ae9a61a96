import type { MiddlewareHandler } from "hono";
import { configError } from "../config";
import { isApiPath, jsonError, pageError } from "./errors";

// The visitor learns the site is down on our side; the variable is named in the log only.
export const MISCONFIGURED_MESSAGE =
  "This part of our site is not available right now because of a problem on our side. Please try again later, or call or e-mail us.";

/**
 * A malformed variable refuses every request, clearly, rather than failing
 * later at whichever request first reads it (worker/config.ts, decision 020).
 */
export function configGuard(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const problem = configError(c.env);
    if (!problem) return next();
    console.error(`CONFIGURATION ERROR, not serving ${c.req.method} ${c.req.path}: ${problem.message}`);
    const headers = { "Retry-After": "300" };
    if (isApiPath(c.req.path)) return jsonError(c, 503, MISCONFIGURED_MESSAGE, { headers });
    return pageError(503, "Temporarily unavailable", MISCONFIGURED_MESSAGE, headers);
  };
}
