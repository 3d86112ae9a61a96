import { EnquiryPage } from "#app/components/sections/enquiry-page";
import { formHeaders } from "#app/lib/form-action";
import { seo } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/fresher";
import "#app/components/sections/content.css";

export { action, loader } from "./fresher.server";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langFromPath(location.pathname);
  return seo({
    lang,
    title: m.pages_fresher_meta_title({}, { locale: lang }),
    description: m.pages_fresher_meta_description({}, { locale: lang }),
    path: localizedPath("/fresher", lang),
  });
};

export const headers = formHeaders;

export default function Fresher({ loaderData }: Route.ComponentProps) {
  return <EnquiryPage name="fresher" content={loaderData} />;
}
