import { formAction } from "#app/lib/form-action.server";
import type { Route } from "./+types/newsletter";

/** The footer's sign-up posts here; without JavaScript this page shows the result. */
export function action(args: Route.ActionArgs) {
  return formAction("newsletter", args);
}
