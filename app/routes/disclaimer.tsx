import { data } from "react-router";
import { LegalPage } from "#app/components/sections/legal-page";
import { renderContent } from "#app/lib/markdown.server";
import { pageMeta } from "#app/lib/seo";
import { langFromPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/disclaimer";
import "#app/components/sections/content.css";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const html = renderContent("pages/disclaimer", lang);
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html, lang };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/disclaimer",
    title: m.pages_disclaimer_title,
    description: m.pages_disclaimer_meta_description,
  });

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  const locale = { locale: loaderData.lang };
  return (
    <LegalPage
      title={m.pages_disclaimer_title({}, locale)}
      lead={m.pages_disclaimer_lead({}, locale)}
      html={loaderData.html}
    />
  );
}
