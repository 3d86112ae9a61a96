import { data } from "react-router";
import { renderTemplate } from "#app/lib/markdown.server";
import { retentionPlaceholders } from "#shared/content/retention";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/policy";

export function loader({ request }: Route.LoaderArgs) {
  // The retention periods come from the constants the deletion job uses.
  const lang = langFromPath(new URL(request.url).pathname);
  const html = renderTemplate("pages/policy", retentionPlaceholders, lang);
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html, lang };
}
