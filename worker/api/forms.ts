import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { API_KINDS } from "#shared/forms/registry";
import { handleFormRequest } from "#worker/forms/request";
import { jsonError } from "#worker/http/errors";

/**
 * POST /api/forms/<kind> for each form of the registry that has an API
 * (shared/forms/registry.ts): /api/forms/enquiry (JSON or form),
 * /api/forms/resume (multipart) and /api/forms/newsletter (JSON or form).
 * The same path as the page actions. Other methods get 405 from
 * worker/app.ts, cross-site posts 403.
 */
export const forms = new Hono<{ Bindings: Env }>();

for (const kind of API_KINDS) {
  forms.post(`/${kind}`, async (c) => {
    const res = await handleFormRequest(kind, c.req.raw, {
      env: c.env,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    });
    const status = res.status as ContentfulStatusCode;
    if (!res.body.ok) {
      return jsonError(c, status, res.body.error, { fields: res.body.fields, headers: res.headers });
    }
    return c.json(res.body, status, res.headers);
  });
}
