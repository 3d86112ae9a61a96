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
