import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { INLINE_SHEETS_HEADER, markPageNeeds } from "#worker/http/security-headers";
import { iconsWithoutScript } from "./components/icons/icon";
import { PageSheetsProvider } from "./lib/page-styles";
import { inlinePageStyles } from "./lib/page-styles.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  let shellRendered = false;

  // The page's stylesheets go inline, not linked: the first response paints it (decision 023).
  const styled = inlinePageStyles(routerContext);
  const body = await renderToReadableStream(
    <PageSheetsProvider value={styled.sheets}>
      <ServerRouter context={styled.context} url={request.url} />
    </PageSheetsProvider>,
    {
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged; before it they reach the boundary.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Every page is sent complete, never streamed in parts: a part streamed
  // after the shell would need an inline script to put it in place, and
  // pages allow none (no nonce, decision 022). Pages the Worker renders are
  // read whole anyway, for their ETag and the edge cache.
  await body.allReady;
  // The icons' drawings for a browser without JavaScript (decision 053), from the whole page's icons.
  let html = await new Response(body).text();
  const end = html.lastIndexOf("</body>");
  if (end !== -1) html = `${html.slice(0, end)}${iconsWithoutScript(html)}${html.slice(end)}`;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Which stylesheets are inline, so the page's CSP lists only their hashes (decision 071).
  responseHeaders.set(INLINE_SHEETS_HEADER, styled.sheets.map((sheet) => sheet.href).join(" "));
  // What else its CSP must allow: run-time styles beside a toasted form, the map's frame (decisions 082, 083).
  markPageNeeds(responseHeaders, html);
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
