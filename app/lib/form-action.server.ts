import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { type Lang, langFromPath } from "#shared/i18n/lang";
import { workerContext } from "#shared/lib/worker-context";
import { unexpectedError } from "#shared/schemas/fields";
import { type FormKind, type FormResponse, handleFormRequest } from "#worker/forms/request";
import type { FormActionData } from "./form-action";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

type FormHandler = (
  request: Request,
  deps: { env: Env; waitUntil: (promise: Promise<unknown>) => void },
  lang: Lang,
) => Promise<FormResponse>;

/**
 * A page action for a form (the forms registry's, the job alert sign-up):
 * its handler's answer as page data, so the form works (and shows its
 * result, with what was typed) without JavaScript, in the language of the
 * page's path (/hi/contact is Hindi). An exception is logged and answered
 * with a 500 in that language.
 */
export async function pageFormAction(name: string, handle: FormHandler, { request, context }: ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  const lang = langFromPath(new URL(request.url).pathname);
  try {
    const res = await handle(request, { env, waitUntil: (p) => ctx.waitUntil(p) }, lang);
    const body: FormActionData = res.values ? { ...res.body, values: res.values } : res.body;
    return data(body, { status: res.status, headers: res.headers });
  } catch (err) {
    console.error(`${name} failed`, err);
    const body: FormActionData = { ok: false, error: unexpectedError(lang) };
    return data(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}

/** A page action for a form of the registry: the same path as POST /api/forms/{kind}. */
export function formAction(kind: FormKind, args: ActionArgs) {
  return pageFormAction(
    `form action ${kind}`,
    (request, deps, lang) => handleFormRequest(kind, request, deps, lang),
    args,
  );
}
