import type { Handler, Hono } from "hono";
import { createRequestHandler, type RequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { FORM_PAGE_PATHS } from "#shared/lib/form-pages";
import { workerContext } from "#shared/lib/worker-context";
import type { AppEnv } from "./app-env";
import { conditionalAnswer, tagPage } from "./etag";
import { pageCacheFor } from "./page-cache";

/**
 * React Router's handler for pages. Given a function, React Router imports
 * the build and derives its routes and static handler again on every request,
 * so that development's hot reload sees new code: about a tenth of a job
 * page's render (decision 057). Outside development the build never changes
 * within an isolate, so it is imported and derived once.
 */
function pageHandler(build: () => Promise<ServerBuild>, mode: string): RequestHandler {
  if (mode === "development") return createRequestHandler(build, mode);
  let derived: RequestHandler | undefined;
  return async (request, context) => {
    derived ??= createRequestHandler(await build(), mode);
    return derived(request, context);
  };
}

/**
 * Form pages are prerendered; only their POSTs need React Router. Should the
 * file be missing (e.g. `npm run dev`, which prerenders nothing), React
 * Router renders the page instead of the visitor getting an empty 404.
 */
export function servePrerenderedForms(app: Hono<AppEnv>): void {
  for (const path of FORM_PAGE_PATHS) {
    app.on(["GET", "HEAD"], path, async (c, next) => {
      // Without the body a GET may carry, which Static Assets would leave unread.
      const file = await c.env.ASSETS.fetch(
        new Request(c.req.raw.url, { headers: c.req.raw.headers, method: c.req.method }),
      );
      if (file.status === 404) return next();
      c.set("prerendered", true);
      return file;
    });
  }
}

/**
 * Every other page request (GET, HEAD, POST to actions, any method on an
 * unknown path) goes to React Router, GET and HEAD through the edge page
 * cache first (worker/http/page-cache.ts, decision 022).
 */
export function renderPage(build: () => Promise<ServerBuild>, mode: string): Handler<AppEnv> {
  const handleRequest = pageHandler(build, mode);
  return async (c) => {
    const ctx = c.executionCtx as ExecutionContext;
    const cache = mode === "production" ? await pageCacheFor(c.req.raw, c.env, c.get("jobs")) : null;
    if (cache) {
      const hit = await cache.lookup();
      if (hit) return hit;
    }
    const context = new RouterContextProvider();
    context.set(workerContext, { env: c.env, ctx });
    const method = c.req.method;
    // A HEAD is rendered as a GET so it carries the GET's headers, ETag
    // included; an odd method on an unknown path is rendered as a GET too, so
    // it gets the 404 page rather than reaching an action.
    const asGet = method === "HEAD" || (method !== "GET" && method !== "POST");
    let request = asGet ? new Request(c.req.raw.url, { method: "GET", headers: c.req.raw.headers }) : c.req.raw;
    if (method === "POST" && request.headers.has("Origin")) {
      // The origin check before (worker/http/page-gate.ts) has decided
      // (worker/http/origin.ts, the one implementation for pages and API).
      // React Router's own, narrower copy would refuse the configured site
      // origin when the request reached us on another host, so it is not asked again.
      const headers = new Headers(request.headers);
      headers.delete("Origin");
      request = new Request(request, { headers });
    }
    const page = await tagPage(c.req.raw, await handleRequest(request, context));
    return cache ? cache.answer(page) : conditionalAnswer(c.req.raw, page);
  };
}
