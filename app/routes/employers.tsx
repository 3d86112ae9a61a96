import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid, StepList } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { employersIntro, employersOffer, employersProcess } from "#app/content/pages";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/employers";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader() {
  return { intro: paragraphs(employersIntro), offer: employersOffer, process: employersProcess };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "For employers: hire permanent, contract and temporary staff",
    description:
      "Hire across India with specialist recruiters: permanent, contract and temporary staffing, executive search, campus hiring, RPO, payroll and labour compliance.",
    path: "/employes",
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function Employers({ loaderData }: Route.ComponentProps) {
  const { intro, offer, process } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="For employers"
        title="Hire the people your business needs"
        lead="One specialist partner for recruitment, staffing, payroll and compliance across India."
        image={{ src: "/images/hero.svg", width: 560, height: 440 }}
      >
        <div className="button-row">
          <a href="#enquiry" className="btn btn-accent">
            Request a consultation
          </a>
          <Link to="/services" className="btn btn-ghost-light">
            See all services
          </Link>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="employers-intro">
        <div className="container container--narrow">
          <h2 id="employers-intro">How we help you hire</h2>
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
            <p className="eyebrow">What we offer</p>
            <h2 id="employers-offer">Services for employers</h2>
          </div>
          <FeatureGrid items={offer} />
          <div className="section-foot">
            <Link to="/services" className="card-link card-link--center">
              Read about each of our 18 services <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
      <section className="page-section" aria-labelledby="employers-process">
        <div className="container container--narrow">
          <div className="section-head">
            <p className="eyebrow">How it works</p>
            <h2 id="employers-process">From enquiry to joining</h2>
          </div>
          <StepList steps={process} />
        </div>
      </section>
      <EnquirySection intro="Tell us about the roles you need to fill, and a specialist recruiter will call you within one working day.">
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
