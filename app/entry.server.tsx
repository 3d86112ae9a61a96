import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  let shellRendered = false;

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell are logged; before it they reach the boundary.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Every page is sent complete, never streamed in parts: a part streamed
  // after the shell would need an inline script to put it in place, and
  // pages allow none (no nonce, decision 022). Pages the Worker renders are
  // read whole anyway, for their ETag and the edge cache.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
