import { alertChannels } from "#app/lib/alert-channels.server";
import { pageFormAction } from "#app/lib/form-action.server";
import { workerContext } from "#shared/lib/worker-context";
import { handleAlertSignup } from "#worker/alerts/signup";
import type { Route } from "./+types/alerts";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 200);
  // WhatsApp and push beside the e-mail alert, when configured (issue 30).
  const { env } = context.get(workerContext);
  return { query: term("query"), location: term("location"), alertChannels: alertChannels(env) };
}

/** /hi/alerts is Hindi: the answer, and the alert's mails from then on. */
export function action(args: Route.ActionArgs) {
  return pageFormAction("alert sign-up", handleAlertSignup, args);
}
