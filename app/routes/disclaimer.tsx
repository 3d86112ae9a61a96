import { LegalPage } from "#app/components/sections/legal-page";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/disclaimer";
import "#app/components/sections/content.css";

export { loader } from "./disclaimer.server";

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
