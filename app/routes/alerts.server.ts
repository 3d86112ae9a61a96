import { data } from "react-router";
import { alertChannels } from "#app/lib/alert-channels.server";
import type { FormActionData } from "#app/lib/form-action";
import { langFromPath } from "#shared/i18n/lang";
import { workerContext } from "#shared/lib/worker-context";
import { unexpectedError } from "#shared/schemas/fields";
import { handleAlertSignup } from "#worker/alerts/signup";
import type { Route } from "./+types/alerts";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 200);
  // WhatsApp and push beside the e-mail alert, when configured (issue 30).
  const { env } = context.get(workerContext);
  return { query: term("query"), location: term("location"), alertChannels: alertChannels(env) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  // /hi/alerts is Hindi: the answer, and the alert's mails from then on.
  const lang = langFromPath(new URL(request.url).pathname);
  try {
    const res = await handleAlertSignup(request, { env, waitUntil: (p) => ctx.waitUntil(p) }, lang);
    const body: FormActionData = res.values ? { ...res.body, values: res.values } : res.body;
    return data(body, { status: res.status, headers: res.headers });
  } catch (err) {
    console.error("alert sign-up failed", err);
    const body: FormActionData = { ok: false, error: unexpectedError(lang) };
    return data(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
