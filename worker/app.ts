import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { FORM_PAGE_PATHS } from "#app/lib/form-pages";
import { workerContext } from "#app/lib/worker-context";
import { api } from "./api";
import { jsonError } from "./http/errors";
import { withPageEtag } from "./http/etag";
import { type NonceVariables, securityHeaders } from "./http/security-headers";
import { staffApi } from "./staff/api";
import { type StaffVariables, staffGuard } from "./staff/guard";

type AppEnv = { Bindings: Env; Variables: NonceVariables & StaffVariables };

/**
 * Builds the Worker's Hono app. The React Router server build is passed in so
 * the same wiring serves the real build and tests.
 */
export function createApp(build: () => Promise<ServerBuild>, mode: string) {
  const handleRequest = createRequestHandler(build, mode);
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  // Every /staff path (pages, API, files) needs a Cloudflare Access token (worker/staff).
  app.use(staffGuard());
  app.route("/staff/api", staffApi);
  app.route("/api", api);
  // An unknown API path is a JSON 404, never a page.
  app.all("/api/*", (c) => jsonError(c, 404, "Not found"));
  // Form pages are prerendered; only their POSTs need React Router. Should the
  // file be missing (e.g. `npm run dev`, which prerenders nothing), React
  // Router renders the page instead of the visitor getting an empty 404.
  for (const path of FORM_PAGE_PATHS) {
    app.on(["GET", "HEAD"], path, async (c, next) => {
      const file = await c.env.ASSETS.fetch(c.req.raw);
      if (file.status === 404) return next();
      c.set("prerendered", true);
      return file;
    });
  }
  // Every other method and path (GET, HEAD, POST to actions...) goes to React Router.
  app.all("*", async (c) => {
    const nonce = c.get("nonce");
    const context = new RouterContextProvider();
    context.set(workerContext, { env: c.env, ctx: c.executionCtx as ExecutionContext, nonce });
    // A HEAD is rendered as a GET so it carries the GET's headers, ETag included.
    const request = c.req.method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw;
    return withPageEtag(c.req.raw, await handleRequest(request, context), nonce);
  });
  return app;
}
