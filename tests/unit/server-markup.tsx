import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

/**
 * `element` as the server sends it for `url`: rendered inside a router (for
 * <Link>, <NavLink> and <Form>), as static HTML with no React in the browser.
 */
export async function serverMarkup(element: ReactNode, url = "http://localhost/"): Promise<string> {
  const handler = createStaticHandler([{ path: "*", Component: () => element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} />);
}

/** Places the server markup of `element` in the document, as a page load would. */
export async function serverRender(element: ReactNode, url?: string): Promise<void> {
  document.body.innerHTML = await serverMarkup(element, url);
}
