import { LegalPage } from "#app/components/sections/legal-page";
import { seo } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/fake-job-offers";
import "#app/components/sections/content.css";

/**
 * /fake-job-offers: "How to spot a fake job offer" (issue 30). Prerendered
 * like /policy; linked from the footer, every job and apply page and every
 * alert message.
 */
export { loader } from "./fake-job-offers.server";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langFromPath(location.pathname);
  return seo({
    lang,
    title: m.pages_fake_offers_title({}, { locale: lang }),
    description: m.pages_fake_offers_meta_description({}, { locale: lang }),
    path: localizedPath("/fake-job-offers", lang),
  });
};

export default function FakeJobOffers({ loaderData }: Route.ComponentProps) {
  const locale = { locale: loaderData.lang };
  return (
    <LegalPage
      eyebrow={m.pages_fake_offers_eyebrow({}, locale)}
      title={m.pages_fake_offers_title({}, locale)}
      lead={m.pages_fake_offers_lead({}, locale)}
      html={loaderData.html}
    />
  );
}
