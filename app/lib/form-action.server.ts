import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { workerContext } from "#shared/lib/worker-context";
import { UNEXPECTED_ERROR } from "#shared/schemas/fields";
import { type FormKind, handleFormRequest } from "#worker/forms/request";
import type { FormActionData } from "./form-action";

/**
 * A page action for a form: the same path as POST /api/forms/{kind}, answered
 * as page data so the form works (and shows its result) without JavaScript.
 */
export async function formAction(
  kind: FormKind,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const { env, ctx } = context.get(workerContext);
  try {
    const res = await handleFormRequest(kind, request, { env, waitUntil: (p) => ctx.waitUntil(p) });
    const body: FormActionData = res.values ? { ...res.body, values: res.values } : res.body;
    return data(body, { status: res.status, headers: res.headers });
  } catch (err) {
    console.error("form action failed", kind, err);
    const body: FormActionData = { ok: false, error: UNEXPECTED_ERROR };
    return data(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
