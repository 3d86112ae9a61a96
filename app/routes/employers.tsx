import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid, StepList } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { employerPagesFor } from "#app/content/localized";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/employers";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader({ request }: Route.LoaderArgs) {
  const page = employerPagesFor(langFromPath(new URL(request.url).pathname));
  return { intro: paragraphs(page.employersIntro), offer: page.employersOffer, process: page.employersProcess };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/employes",
    title: m.pages_employers_meta_title,
    description: m.pages_employers_meta_description,
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function Employers({ loaderData }: Route.ComponentProps) {
  const { intro, offer, process } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={m.pages_employers_eyebrow({}, locale)}
        title={m.pages_employers_title({}, locale)}
        lead={m.pages_employers_lead({}, locale)}
        image={{ src: "/images/hero.svg", width: 560, height: 440 }}
      >
        <div className="button-row">
          <a href="#enquiry" className="btn btn-accent">
            {m.pages_employers_request({}, locale)}
          </a>
          <Link to={localizedPath("/services", lang)} className="btn btn-ghost-light">
            {m.pages_see_all_services({}, locale)}
          </Link>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="employers-intro">
        <div className="container container--narrow">
          <h2 id="employers-intro">{m.pages_employers_intro_heading({}, locale)}</h2>
          {intro.map((p) => (
            <p key={p.slice(0, 40)} className="prose-text">
              {p}
            </p>
          ))}
        </div>
      </section>
      <section className="page-section page-section--tint" aria-labelledby="employers-offer">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_employers_offer_eyebrow({}, locale)}</p>
            <h2 id="employers-offer">{m.pages_employers_offer_heading({}, locale)}</h2>
          </div>
          <FeatureGrid items={offer} />
          <div className="section-foot">
            <Link to={localizedPath("/services", lang)} className="card-link card-link--center">
              {m.pages_employers_read_services({}, locale)} <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
      <section className="page-section" aria-labelledby="employers-process">
        <div className="container container--narrow">
          <div className="section-head">
            <p className="eyebrow">{m.pages_employers_process_eyebrow({}, locale)}</p>
            <h2 id="employers-process">{m.pages_employers_process_heading({}, locale)}</h2>
          </div>
          <StepList steps={process} />
        </div>
      </section>
      <EnquirySection intro={m.pages_employers_enquiry_intro({}, locale)}>
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
