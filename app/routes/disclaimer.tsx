import { LegalPage } from "#app/components/sections/legal-page";
import { seo } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/disclaimer";
import "#app/components/sections/content.css";

export { loader } from "./disclaimer.server";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langFromPath(location.pathname);
  return seo({
    lang,
    title: m.pages_disclaimer_title({}, { locale: lang }),
    description: m.pages_disclaimer_meta_description({}, { locale: lang }),
    path: localizedPath("/disclaimer", lang),
  });
};

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
