import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
// Another copy of the renderer than the islands' (react-dom/server), which they call while the page renders: see renderedAtOnce.
import { renderToString } from "react-dom/server.node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { INLINE_SHEETS_HEADER } from "#worker/http/security-headers";
import { iconsWithoutScript } from "./components/icons/icon";
import { PageSheetsProvider } from "./lib/page-styles";
import { inlinePageStyles } from "./lib/page-styles.server";

export const streamTimeout = 5_000;

/** What the streaming renderer puts before a document's `<html>`, and renderToString does not. */
const DOCTYPE = "<!DOCTYPE html>";

/** React's marker of a Suspense boundary left to the client (it suspended or threw while rendering). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!";

/**
 * The page in one synchronous pass, or null when that pass did not render
 * all of it. renderToString runs the same renderer (React's Fizz) as
 * renderToReadableStream and gives the same markup less the doctype, but
 * builds one string instead of encoding each of the page's few thousand
 * pieces to bytes and reading them back (decision 080). It cannot wait:
 * a component that suspends, or one that throws, leaves a boundary to the
 * client (or throws here), so such a page is rendered again the way that
 * waits, reports and sets the status.
 */
function renderedAtOnce(page: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(page);
  } catch {
    return null;
  }
  if (!html.startsWith("<html") || html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  return `${DOCTYPE}${html}`;
}

/** The page streamed and read whole: what renderedAtOnce falls back to. */
async function renderedStreamed(page: ReactElement, onError: (error: unknown) => void): Promise<string> {
  let shellRendered = false;
  const body = await renderToReadableStream(page, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      onError(error);
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
  return new Response(body).text();
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // The page's stylesheets go inline, not linked: the first response paints it (decision 023).
  const styled = inlinePageStyles(routerContext);
  const page = (
    <PageSheetsProvider value={styled.sheets}>
      <ServerRouter context={styled.context} url={request.url} />
    </PageSheetsProvider>
  );
  let html =
    renderedAtOnce(page) ??
    (await renderedStreamed(page, () => {
      responseStatusCode = 500;
    }));
  // The icons' drawings for a browser without JavaScript (decision 053), from the whole page's icons.
  const end = html.lastIndexOf("</body>");
  if (end !== -1) html = `${html.slice(0, end)}${iconsWithoutScript(html)}${html.slice(end)}`;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Which stylesheets are inline, so the page's CSP lists only their hashes (decision 071).
  responseHeaders.set(INLINE_SHEETS_HEADER, styled.sheets.map((sheet) => sheet.href).join(" "));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
