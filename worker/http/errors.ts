import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

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

/**
 * A small HTML page for an answer React Router does not render (a method the
 * page does not take, a cross-site form post, an unexpected error). Its text
 * is ours, never an exception's.
 */
export function pageError(status: number, title: string, message: string, headers: Record<string, string> = {}) {
  const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ESCAPES[ch]);
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
 * The last resort for an exception no handler caught: logged in full, answered
 * with a generic message (JSON under /api, a page otherwise), so no internal
 * error text ever reaches a visitor.
 */
export function unexpectedError(err: unknown, c: Context) {
  if (isApiPath(new URL(c.req.url).pathname)) return unexpectedApiError(err, c);
  logUnexpected(err, c);
  return pageError(500, "Something went wrong", UNEXPECTED);
}

/** The API's last resort: always the JSON envelope. */
export function unexpectedApiError(err: unknown, c: Context) {
  logUnexpected(err, c);
  return jsonError(c, 500, UNEXPECTED);
}

function logUnexpected(err: unknown, c: Context) {
  console.error("unhandled error", c.req.method, new URL(c.req.url).pathname, err);
}

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
