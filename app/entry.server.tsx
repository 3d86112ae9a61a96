import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { workerContext } from "#shared/lib/worker-context";
import { NonceProvider } from "./lib/nonce";
import { PageSheetsProvider } from "./lib/page-styles";
import { inlinePageStyles } from "./lib/page-styles.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Prerendering at build time has no Worker context and no nonce.
  let nonce = "";
  try {
    nonce = loadContext.get(workerContext).nonce;
  } catch {
    nonce = "";
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  // The page's stylesheets go inline, not linked: the first response paints it (decision 023).
  const styled = inlinePageStyles(routerContext);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <PageSheetsProvider value={styled.sheets}>
        <ServerRouter context={styled.context} url={request.url} nonce={nonce || undefined} />
      </PageSheetsProvider>
    </NonceProvider>,
    {
      nonce: nonce || undefined,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged; before it they reach the boundary.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers and prerendering get the complete document in one piece.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
