import { employerPagesFor } from "#app/content/localized";
import { paragraphs } from "#app/lib/format";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/about";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader({ request }: Route.LoaderArgs) {
  const page = employerPagesFor(langFromPath(new URL(request.url).pathname));
  return {
    intro: paragraphs(page.aboutIntro),
    mission: page.aboutMission,
    iso: page.isoNotice,
    values: page.aboutValues,
  };
}
