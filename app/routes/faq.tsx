import { Link } from "react-router";
import { FaqAccordion, faqJsonLd } from "#app/components/sections/faq-accordion";
import { PageHero } from "#app/components/sections/page-hero";
import { faqPageFaqs } from "#app/content/faqs";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/faq";
import "#app/components/sections/content.css";

// The questions travel as loader data, so other pages' bundles do not carry them.
export function loader() {
  return { faqs: faqPageFaqs };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Frequently asked questions",
    description:
      "Answers for job seekers and employers: fees, resumes, interviews, salaries, locations, staffing models, payroll and how to work with Kshitij Talent Partners.",
    path: "/faq",
    jsonLd: loaderData ? [faqJsonLd(loaderData.faqs)] : [],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Straight answers to what job seekers and employers ask us most often."
      />
      <section className="page-section" aria-label="Questions and answers">
        <div className="container container--narrow">
          <FaqAccordion items={loaderData.faqs} name="faq-page" />
          <div className="still-questions">
            <h2>Still have questions?</h2>
            <p>
              Call us on <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a> or write to{" "}
              <a href={`mailto:${site.emails.enquiries}`}>{site.emails.enquiries}</a>.
            </p>
            <Link to="/contact" className="btn btn-primary">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
