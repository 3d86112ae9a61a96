import type { MiddlewareHandler } from "hono";

/**
 * The largest request body the site accepts: a 5 MB resume with its form
 * (worker/forms/request.ts MAX_BODY_BYTES, which a test holds to this). A
 * body up to this size that a handler left unread, or cancelled, is read to
 * its end before the answer goes out; only a larger one is cancelled.
 */
export const DRAIN_LIMIT = 6 * 1024 * 1024;

/**
 * Why (issue 22): under `wrangler dev` a request body the Worker answers
 * without reading to its end (a 405, 403 or 413 that does not look at it, or
 * a handler that cancels it past its own cap) leaves the local proxy's
 * connection to the Worker unusable, and the next POST, PUT or DELETE on it
 * is lost with a plain-text 500 "Network connection lost" (workers-sdk
 * #15203, workerd #1741; cancelling does not help, only reading does). The
 * edge has no such proxy, but people test uploads locally.
 *
 * How: before the handlers run, the body's own reader is taken and the
 * handlers get a copy of the request whose body pulls from it, and whose
 * cancel() leaves the rest in place. After the answer is made, whatever the
 * handlers did not read is read here and dropped, up to DRAIN_LIMIT bytes in
 * all; past that, and for a declared length past it, the body is cancelled
 * (such a request is refused anyway). So every handler may stop reading or
 * cancel as it likes, and none has to know about the proxy.
 *
 * GET and HEAD cannot carry a body in a new Request: their body, which
 * nothing reads, is drained from the original the same way.
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    const original = c.req.raw;
    const body = original.body;
    if (!body) return next();
    const declared = original.headers.get("Content-Length");
    const length = declared !== null && /^\d{1,15}$/.test(declared.trim()) ? Number(declared) : null;
    if (length !== null && length > DRAIN_LIMIT) {
      // Past anything the site accepts: not worth reading.
      await next();
      if (!body.locked) await body.cancel().catch(() => undefined);
      return;
    }

    // The body's own reader, taken when the handlers first read or after they answered.
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    const source = () => {
      reader ??= body.getReader();
      return reader;
    };
    let size = 0;
    const method = original.method;
    if (method !== "GET" && method !== "HEAD") {
      const passed = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const { done, value } = await source().read();
            if (done) controller.close();
            else {
              size += value.byteLength;
              controller.enqueue(value);
            }
          },
          // A handler giving up: the rest is read below, not cancelled.
          cancel() {},
        },
        { highWaterMark: 0 },
      );
      try {
        c.req.raw = new Request(original.url, {
          method,
          headers: original.headers,
          body: passed,
          redirect: original.redirect,
          signal: original.signal,
          cf: original.cf,
          // @ts-expect-error: workerd's RequestInit takes duplex like the standard one
          duplex: "half",
        });
      } catch {
        // A method no Request can be made with: the handlers get the original, as before.
      }
    }
    await next();
    // Read by the handlers themselves (the original kept): theirs to finish.
    if (!reader && body.locked) return;
    try {
      const rest = source();
      for (;;) {
        const { done, value } = await rest.read();
        if (done) return;
        size += value.byteLength;
        if (size > DRAIN_LIMIT) {
          await rest.cancel();
          return;
        }
      }
    } catch {
      // The client went away mid-body: nothing left to keep clean.
    }
  };
}
