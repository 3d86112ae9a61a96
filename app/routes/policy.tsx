import { data } from "react-router";
import { LegalPage } from "#app/components/sections/legal-page";
import { renderTemplate } from "#app/lib/markdown.server";
import { pageMeta } from "#app/lib/seo";
import { retentionPlaceholders } from "#shared/content/retention";
import { langFromPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/policy";
import "#app/components/sections/content.css";

export function loader({ request }: Route.LoaderArgs) {
  // The retention periods come from the constants the deletion job uses.
  const lang = langFromPath(new URL(request.url).pathname);
  const html = renderTemplate("pages/policy", retentionPlaceholders, lang);
  if (html === undefined) throw data("Page not found", { status: 404 });
  return { html, lang };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/policy",
    title: m.pages_policy_title,
    description: m.pages_policy_meta_description,
  });

export default function Policy({ loaderData }: Route.ComponentProps) {
  const locale = { locale: loaderData.lang };
  return (
    <LegalPage title={m.pages_policy_title({}, locale)} lead={m.pages_policy_lead({}, locale)} html={loaderData.html} />
  );
}
