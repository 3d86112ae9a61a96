import { enquiryPageContent } from "#app/components/sections/enquiry-page";
import { formAction } from "#app/lib/form-action.server";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/fresher";

// Page copy travels as loader data, in the page's language only.
export function loader({ request }: Route.LoaderArgs) {
  return enquiryPageContent("fresher", langFromPath(new URL(request.url).pathname));
}

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
