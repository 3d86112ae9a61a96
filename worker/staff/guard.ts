import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { readFormBody } from "#worker/http/body";
import {
  accessConfig,
  clearDevSessionCookie,
  devLoginEnabled,
  devSessionCookie,
  isStaffPath,
  type StaffIdentity,
  sameOrigin,
  staffIdentity,
} from "./access";
import { escapeHtml, plainPage, STAFF_HEADERS } from "./html";

export type StaffVariables = { staff: StaffIdentity };

const DEV_LOGIN_PATH = "/staff/dev-login";
const DEV_LOGOUT_PATH = "/staff/dev-logout";
/** The largest body a staff form or script sends (an identifier, a confirmation): a few hundred bytes. */
export const STAFF_BODY_BYTES = 64 * 1024;
const devLoginForm = z.object({ email: z.email().max(200) });

function isApi(pathname: string) {
  return /^\/+staff\/api(?:\/|$)/i.test(pathname);
}

/** 403: JSON for the API, a plain page otherwise. Says how to get in, never why a token failed. */
export function refuse(env: Env, pathname: string, message: string) {
  if (isApi(pathname)) {
    return new Response(JSON.stringify({ ok: false, error: message }), {
      status: 403,
      headers: { "Content-Type": "application/json; charset=utf-8", ...STAFF_HEADERS },
    });
  }
  const dev = devLoginEnabled(env) ? `<p><a href="${DEV_LOGIN_PATH}">Development sign-in</a></p>` : "";
  return plainPage(
    "Staff only",
    `<h1>Staff only</h1><p>${escapeHtml(message)}</p><p>Staff sign in through the agency's Cloudflare Access login.</p>${dev}`,
    403,
  );
}

function devLoginPage(error?: string) {
  const alert = error ? `<p role="alert">${escapeHtml(error)}</p>` : "";
  return plainPage(
    "Development sign-in",
    `<h1>Development sign-in</h1>
<p>This local server stands in for Cloudflare Access. Production never offers this page.</p>${alert}
<form method="post" action="${DEV_LOGIN_PATH}"><label for="email">Your work e-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Sign in</button></form>`,
    error ? 400 : 200,
  );
}

/**
 * Stands in front of every /staff path (pages, API, files): no identity, no
 * answer. State-changing requests must also come from this origin. The
 * development sign-in exists only when STAFF_DEV_LOGIN is "1".
 */
export function staffGuard(): MiddlewareHandler<{ Bindings: Env; Variables: StaffVariables }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!isStaffPath(url.pathname)) return next();
    const env = c.env;
    const method = c.req.method;
    const unsafe = !["GET", "HEAD", "OPTIONS"].includes(method);
    if (unsafe && !sameOrigin(c.req.raw)) return refuse(env, url.pathname, "Cross-site request refused.");

    if (devLoginEnabled(env) && url.pathname === DEV_LOGIN_PATH) {
      if (method === "GET" || method === "HEAD") return devLoginPage();
      if (method !== "POST") return refuse(env, url.pathname, "Method not allowed.");
      const body = await readFormBody(c.req.raw, STAFF_BODY_BYTES);
      const form = devLoginForm.safeParse(body.ok ? body.fields : {});
      if (!form.success) return devLoginPage("Please enter a valid e-mail address.");
      return new Response(null, {
        status: 303,
        headers: { Location: "/staff", "Set-Cookie": await devSessionCookie(form.data.email), ...STAFF_HEADERS },
      });
    }
    if (devLoginEnabled(env) && url.pathname === DEV_LOGOUT_PATH && method === "POST") {
      return new Response(null, {
        status: 303,
        headers: { Location: DEV_LOGIN_PATH, "Set-Cookie": clearDevSessionCookie, ...STAFF_HEADERS },
      });
    }

    if (!accessConfig(env) && !devLoginEnabled(env)) {
      console.error("staff: ACCESS_TEAM_DOMAIN / ACCESS_AUD not configured; every /staff request is refused");
      return refuse(env, url.pathname, "The staff console is not configured.");
    }
    const identity = await staffIdentity(env, c.req.raw);
    if (!identity) return refuse(env, url.pathname, "You are not signed in, or your sign-in has expired.");
    c.set("staff", identity);
    await next();
    // Whatever answered (API, page, file): not cached, not indexed.
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(STAFF_HEADERS)) res.headers.set(name, value);
    res.headers.delete("ETag");
    // Assigning over c.res would copy the old headers back: clear it first.
    c.res = undefined;
    c.res = res;
  };
}
