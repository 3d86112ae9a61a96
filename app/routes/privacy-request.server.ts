import { formAction } from "#app/lib/form-action.server";
import type { Route } from "./+types/privacy-request";

/** The form posts here and works without JavaScript: the answer is this page again, in its language (worker/forms/request.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("privacy-request", args);
}
