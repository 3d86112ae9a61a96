import { Link } from "react-router";
import { FaqAccordion, faqJsonLd } from "#app/components/sections/faq-accordion";
import { PageHero } from "#app/components/sections/page-hero";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { hrefLangOf, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/faq";
import "#app/components/sections/content.css";

export { loader } from "./faq.server";

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta(location, {
    path: "/faq",
    title: m.pages_faq_heading,
    description: m.pages_faq_meta_description,
    jsonLd: loaderData ? [faqJsonLd(loaderData.faqs)] : [],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={m.pages_faq_page_eyebrow({}, locale)}
        title={m.pages_faq_heading({}, locale)}
        lead={m.pages_faq_page_lead({}, locale)}
      />
      <section className="page-section" aria-label={m.pages_faq_page_region({}, locale)}>
        <div className="container container--narrow">
          <FaqAccordion items={loaderData.faqs} name="faq-page" />
          <div className="still-questions">
            <h2>{m.pages_still_questions({}, locale)}</h2>
            <p>
              {m.pages_still_call_before({}, locale)}
              <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>
              {m.pages_still_call_between({}, locale)}
              <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>
              {m.pages_still_call_after({}, locale)}
            </p>
            <Link
              to={localizedPath("/contact", lang)}
              hrefLang={hrefLangOf("/contact", lang)}
              className="btn btn-primary"
            >
              {m.pages_contact_us({}, locale)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
