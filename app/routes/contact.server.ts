import { formAction } from "#app/lib/form-action.server";
import type { Route } from "./+types/contact";

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
