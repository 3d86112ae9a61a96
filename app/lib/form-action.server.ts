import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { langFromPath } from "#shared/i18n/lang";
import { workerContext } from "#shared/lib/worker-context";
import { unexpectedError } from "#shared/schemas/fields";
import { type FormKind, handleFormRequest } from "#worker/forms/request";
import type { FormActionData } from "./form-action";

/**
 * A page action for a form: the same path as POST /api/forms/{kind}, answered
 * as page data so the form works (and shows its result) without JavaScript,
 * in the language of the page's path.
 */
export async function formAction(
  kind: FormKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const { env, ctx } = context.get(workerContext);
  // The answer is in the language of the page that posted (/hi/contact is Hindi).
  const lang = langFromPath(new URL(request.url).pathname);
  try {
    const res = await handleFormRequest(kind, request, { env, waitUntil: (p) => ctx.waitUntil(p) }, lang);
    const body: FormActionData = res.values ? { ...res.body, values: res.values } : res.body;
    return data(body, { status: res.status, headers: res.headers });
  } catch (err) {
    console.error("form action failed", kind, err);
    const body: FormActionData = { ok: false, error: unexpectedError(lang) };
    return data(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
