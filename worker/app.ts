import { Hono } from "hono";
import { createRequestHandler, type RequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { unlocalizedPath } from "#shared/i18n/lang";
import { FORM_PAGE_PATHS } from "#shared/lib/form-pages";
import { workerContext } from "#shared/lib/worker-context";
import { alertStandIns, STAND_IN_PATHS, standInsEnabled } from "./alerts/dev/stand-ins";
import { ALERT_PATHS } from "./alerts/links";
import { api } from "./api";
import { configError } from "./config";
import { UNSUBSCRIBE_PATH } from "./forms/unsubscribe";
import { drainUnreadBody } from "./http/drain";
import { isApiPath, jsonError, pageError, unexpectedError } from "./http/errors";
import { conditionalAnswer, tagPage } from "./http/etag";
import { langHome } from "./http/lang-home";
import { allowHeader, honoMethods, pageMethods } from "./http/methods";
import { CROSS_SITE_MESSAGE, isCrossSite, STATE_CHANGING } from "./http/origin";
import { pageCacheFor } from "./http/page-cache";
import { pagePolicyFor } from "./http/page-policy";
import { type PageVariables, securityHeaders } from "./http/security-headers";
import { type JobsReader, openRequestReader } from "./jobs/reader";
import { MAILBOX_PATH, MAILBOX_STYLE_PATH, mailbox, mailboxStyle } from "./mail/mailbox";
import { staffApi } from "./staff/api";
import { type StaffVariables, staffGuard } from "./staff/guard";

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

type AppEnv = { Bindings: Env; Variables: PageVariables & StaffVariables & { jobs: JobsReader } };

const METHOD_MESSAGE = "This address does not take that kind of request.";
// The visitor learns the site is down on our side; the variable is named in the log only.
export const MISCONFIGURED_MESSAGE =
  "This part of our site is not available right now because of a problem on our side. Please try again later, or call or e-mail us.";

/**
 * Builds the Worker's Hono app. The React Router server build is passed in so
 * the same wiring serves the real build and tests.
 */
export function createApp(build: () => Promise<ServerBuild>, mode: string) {
  const handleRequest = pageHandler(build, mode);
  const app = new Hono<AppEnv>();

  app.use(drainUnreadBody());
  // The request's jobs reader (worker/jobs/reader.ts): what it served, and the work it puts off
  // until its answer is made (a new isolate's load of the whole index after a front answer).
  app.use(async (c, next) => {
    const jobs = openRequestReader(c.env, c.executionCtx);
    c.set("jobs", jobs);
    try {
      await next();
    } finally {
      jobs.responseMade();
    }
  });
  app.use(securityHeaders(pagePolicyFor));
  app.onError(unexpectedError);
  // A malformed variable refuses every request, clearly, rather than failing
  // later at whichever request first reads it (worker/config.ts).
  app.use(async (c, next) => {
    const problem = configError(c.env);
    if (!problem) return next();
    console.error(`CONFIGURATION ERROR, not serving ${c.req.method} ${c.req.path}: ${problem.message}`);
    const headers = { "Retry-After": "300" };
    if (isApiPath(c.req.path)) return jsonError(c, 503, MISCONFIGURED_MESSAGE, { headers });
    return pageError(503, "Temporarily unavailable", MISCONFIGURED_MESSAGE, headers);
  });
  // `/` with a remembered `lang=hi` cookie goes to `/hi`; before any page cache (worker/http/lang-home.ts).
  app.use(langHome());
  // Every /staff path (pages, API, files) needs a Cloudflare Access token (worker/staff).
  app.use(staffGuard());
  app.route("/staff/api", staffApi);
  // The local mailbox: only under `npm start` with the dev mailer, else an unknown page (worker/mail/mailbox.ts).
  app.get(MAILBOX_PATH, mailbox);
  app.get(MAILBOX_STYLE_PATH, mailboxStyle);
  // The local WhatsApp Cloud API and push service that alerts send to under npm start, on the same terms.
  app.on(["GET", "POST"], STAND_IN_PATHS, (c, next) =>
    standInsEnabled(c.env) ? alertStandIns.fetch(c.req.raw, c.env, c.executionCtx) : next(),
  );

  // A state-changing API request from another site's page is refused before
  // any handler runs (the page actions get the same check below).
  app.use("/api/*", async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && isCrossSite(c.req.raw, c.env)) {
      return jsonError(c, 403, CROSS_SITE_MESSAGE);
    }
    return next();
  });
  app.route("/api", api);
  // An API path nothing answered: 405 with Allow when the path exists for
  // other methods, 204 for OPTIONS, otherwise a JSON 404 (never a page).
  const apiMethods = honoMethods(app, "/api/");
  app.all("/api/*", (c) => {
    const methods = apiMethods(c.req.path);
    const own = c.req.method === "HEAD" ? "GET" : c.req.method;
    // Nothing here, or a route that takes this method and still did not answer.
    if (methods.length === 0 || methods.includes(own)) return jsonError(c, 404, "Not found");
    const allow = allowHeader(methods);
    if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allow, "Cache-Control": "no-store" });
    return jsonError(c, 405, `Use ${methods.join(" or ")} for this address.`, { headers: { Allow: allow } });
  });
  app.all("/api", (c) => jsonError(c, 404, "Not found"));

  // Pages: React Router answers GET and HEAD, and POST where the route has an
  // action. Anything else is answered here, before it reaches React Router.
  app.use("*", async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || isApiPath(c.req.path)) return next();
    const page = pageMethods(await build(), new URL(c.req.url).pathname);
    // No such page: React Router renders its 404 whatever the method was.
    if (!page.known) return next();
    const allow = allowHeader(page.methods);
    if (method === "OPTIONS") return c.body(null, 204, { Allow: allow, "Cache-Control": "no-store" });
    if (!page.methods.includes(method)) return pageError(405, "Method not allowed", METHOD_MESSAGE, { Allow: allow });
    // The unsubscribe POST is exempt: a webmail sends RFC 8058's one-click POST
    // from its own page, and the signed token, not the Origin, authorises it.
    // So is an alert's stop link, its List-Unsubscribe URL (worker/alerts/links.ts),
    // in every language (/hi/unsubscribe, /te/alerts/stop: issue 32).
    const path = unlocalizedPath(new URL(c.req.url).pathname);
    const exempt = path === UNSUBSCRIBE_PATH || path === ALERT_PATHS.stop;
    if (STATE_CHANGING.has(method) && !exempt && isCrossSite(c.req.raw, c.env)) {
      return pageError(403, "Sent from another website", CROSS_SITE_MESSAGE);
    }
    return next();
  });

  // Form pages are prerendered; only their POSTs need React Router. Should the
  // file be missing (e.g. `npm run dev`, which prerenders nothing), React
  // Router renders the page instead of the visitor getting an empty 404.
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
  // Every other page request (GET, HEAD, POST to actions, any method on an
  // unknown path) goes to React Router, GET and HEAD through the edge page
  // cache first (worker/http/page-cache.ts, decision 022).
  app.all("*", async (c) => {
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
      // The origin check above has decided (worker/http/origin.ts, the one
      // implementation for pages and API). React Router's own, narrower copy
      // would refuse the configured site origin when the request reached us
      // on another host, so it is not asked again.
      const headers = new Headers(request.headers);
      headers.delete("Origin");
      request = new Request(request, { headers });
    }
    const page = await tagPage(c.req.raw, await handleRequest(request, context));
    return cache ? cache.answer(page) : conditionalAnswer(c.req.raw, page);
  });
  return app;
}
