import { pagesFor } from "#app/content/localized";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/employers";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader({ request }: Route.LoaderArgs) {
  const page = pagesFor(langFromPath(new URL(request.url).pathname));
  return { intro: paragraphs(page.employersIntro), offer: page.employersOffer, process: page.employersProcess };
}

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
