import type { MiddlewareHandler } from "hono";

export type DrainVariables = {
  /** The request a handler passed on in place of the original (which then holds no body). */
  forwarded?: Request;
};

/** Reading more than this is not worth it: the connection is dropped instead. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads whatever request body the handler left unread (a 405, 403 or 404
 * answers without looking at it) before the response goes out. An unread
 * body left on a kept-alive HTTP/1.1 connection breaks the next request on it
 * (`wrangler dev`'s local proxy loses it: "Network connection lost"); read
 * to its end, the connection stays usable. Past DRAIN_LIMIT the body is
 * cancelled and the connection is not reused.
 */
export function drainUnreadBody(): MiddlewareHandler<{ Variables: DrainVariables }> {
  return async (c, next) => {
    await next();
    const request = c.get("forwarded") ?? c.req.raw;
    if (!request.body || request.bodyUsed) return;
    try {
      const reader = request.body.getReader();
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        size += value.byteLength;
        if (size > DRAIN_LIMIT) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away, or a handler holds the stream: nothing to keep clean.
    }
  };
}
