import type { MiddlewareHandler } from "hono";

export type DrainVariables = {
  /** The request a handler passed on in place of the original (which then holds no body). */
  forwarded?: Request;
};

/**
 * Bodies up to this size are read to their end; a larger one, or one of
 * unknown length (chunked), is cancelled at once rather than read for nothing.
 */
const DRAIN_LIMIT = 64 * 1024;

/**
 * Disposes of whatever request body the handler left unread (a 405, 403 or
 * 404 answers without looking at it) before the response goes out. An unread
 * body left on a kept-alive HTTP/1.1 connection breaks the next request on it
 * (`wrangler dev`'s local proxy loses it: "Network connection lost"); read to
 * its end, the connection stays usable. That is worth it only for a small
 * body whose Content-Length says so: a bigger or unannounced one is cancelled
 * unread, and its connection is not reused.
 */
export function drainUnreadBody(): MiddlewareHandler<{ Variables: DrainVariables }> {
  return async (c, next) => {
    await next();
    const request = c.get("forwarded") ?? c.req.raw;
    if (!request.body || request.bodyUsed) return;
    const declared = request.headers.get("Content-Length");
    const length = declared === null || !/^\d{1,15}$/.test(declared.trim()) ? Number.NaN : Number(declared);
    try {
      if (!(length <= DRAIN_LIMIT)) {
        await request.body.cancel();
        return;
      }
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
