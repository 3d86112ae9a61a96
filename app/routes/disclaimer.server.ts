import { data } from "react-router";
import { renderContent } from "#app/lib/markdown.server";
import { langFromPath } from "#shared/i18n/lang";
import type { Route } from "./+types/disclaimer";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const html = renderContent("pages/disclaimer", lang);
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html, lang };
}
