import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { SnapshotUnavailableError } from "#worker/jobs/snapshot";

/** The one JSON error envelope every API answer uses. */
export interface ApiErrorBody {
  error: string;
  /** Field name to messages, for input errors. */
  fields?: Record<string, string[]>;
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: { fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
) {
  const body: ApiErrorBody = { error };
  if (extra.fields) body.fields = extra.fields;
  return c.json(body, status, { "Cache-Control": "no-store", ...extra.headers });
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text made safe for HTML, in an element or a double-quoted attribute: the Worker's own small pages. */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch);

/**
 * A small HTML page for an answer React Router does not render (a method the
 * page does not take, a cross-site form post, an unexpected error). Its text
 * is ours, never an exception's.
 */
export function pageError(status: number, title: string, message: string, headers: Record<string, string> = {}) {
  const esc = escapeHtml;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>` +
    `<body><main><h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export const UNEXPECTED = "Something went wrong on our side. Please try again in a moment.";

/**
 * The Worker's one error handler, installed with `onError` on each Hono app it
 * serves (worker/app.ts; worker/api/index.ts, which tests also serve on its
 * own), for an exception no handler caught:
 *
 * - a domain error gets its own answer: no readable jobs snapshot
 *   (SnapshotUnavailableError) is a 503 with `Retry-After: 30` and the jobs
 *   message, not logged (a refresh has been started, or the upstream is down);
 * - anything else is logged in full and answered with a generic 500.
 *
 * JSON (the API's envelope) under /api, a plain page elsewhere; no internal
 * error text ever reaches a visitor.
 */
export function unexpectedError(err: unknown, c: Context) {
  return answerError(err, c, isApiPath(new URL(c.req.url).pathname));
}

/** The same handler on the API app, whose paths lack /api when it is served alone: always JSON. */
export function unexpectedApiError(err: unknown, c: Context) {
  return answerError(err, c, true);
}

function answerError(err: unknown, c: Context, json: boolean) {
  if (err instanceof SnapshotUnavailableError) {
    const headers = { "Retry-After": "30" };
    return json
      ? jsonError(c, 503, JOBS_UNAVAILABLE, { headers })
      : pageError(503, "Temporarily unavailable", JOBS_UNAVAILABLE, headers);
  }
  console.error("unhandled error", c.req.method, new URL(c.req.url).pathname, err);
  return json ? jsonError(c, 500, UNEXPECTED) : pageError(500, "Something went wrong", UNEXPECTED);
}

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
