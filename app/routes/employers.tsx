import { EnquiryPage } from "#app/components/sections/enquiry-page";
import { formHeaders } from "#app/lib/form-action";
import { seo } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/employers";
import "#app/components/sections/content.css";

export { action, loader } from "./employers.server";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langFromPath(location.pathname);
  return seo({
    lang,
    title: m.pages_employers_meta_title({}, { locale: lang }),
    description: m.pages_employers_meta_description({}, { locale: lang }),
    path: localizedPath("/employes", lang),
  });
};

export const headers = formHeaders;

export default function Employers({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage name="employers" content={loaderData} />;
}
