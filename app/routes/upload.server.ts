import { formAction } from "#app/lib/form-action.server";
import type { Route } from "./+types/upload";

export function action(args: Route.ActionArgs) {
  return formAction("resume", args);
}
