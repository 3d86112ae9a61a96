import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { api } from "./api";
import { answerUnmatchedApi, refuseCrossSiteApi } from "./http/api-edges";
import type { AppEnv } from "./http/app-env";
import { configGuard } from "./http/config-guard";
import { mountDevRoutes } from "./http/dev-routes";
import { drainUnreadBody } from "./http/drain";
import { unexpectedError } from "./http/errors";
import { langHome } from "./http/lang-home";
import { pageGate } from "./http/page-gate";
import { pagePolicyFor } from "./http/page-policy";
import { renderPage, servePrerenderedForms } from "./http/pages";
import { requestJobs } from "./http/request-jobs";
import { securityHeaders } from "./http/security-headers";
import { staffApi } from "./staff/api";
import { staffGuard } from "./staff/guard";

/**
 * Builds the Worker's Hono app. The React Router server build is passed in so
 * the same wiring serves the real build and tests.
 *
 * One line a step, in the order a request meets them (Hono runs middleware
 * and routes in the order they are added); docs/architecture.md draws the same
 * chain. Each step's module says what it answers and why.
 */
export function createApp(build: () => Promise<ServerBuild>, mode: string) {
  const app = new Hono<AppEnv>();
  app.use(drainUnreadBody()); // the body read to its end after the answer (http/drain.ts)
  app.use(requestJobs()); // one jobs reader a request (http/request-jobs.ts)
  app.use(securityHeaders(pagePolicyFor)); // CSP and the other headers on every answer
  app.onError(unexpectedError); // the one error handler (http/errors.ts)
  app.use(configGuard()); // a malformed variable: 503 for everything (http/config-guard.ts)
  app.use(langHome()); // `/` with a remembered language cookie; before any page cache
  app.use(staffGuard()); // every /staff path needs a Cloudflare Access token (staff/guard.ts)
  app.route("/staff/api", staffApi);
  mountDevRoutes(app); // the local mailbox and alert stand-ins under npm start (http/dev-routes.ts)
  app.use("/api/*", refuseCrossSiteApi()); // a cross-site POST/PUT/PATCH/DELETE: 403 (http/api-edges.ts)
  app.route("/api", api);
  answerUnmatchedApi(app); // 405 + Allow, 204 for OPTIONS, or a JSON 404 (http/api-edges.ts)
  app.use("*", pageGate(build)); // pages: methods other than GET/HEAD, cross-site POSTs (http/page-gate.ts)
  servePrerenderedForms(app); // the prerendered form pages from Static Assets (http/pages.ts)
  app.all("*", renderPage(build, mode)); // the edge page cache, else React Router (http/pages.ts)
  return app;
}
