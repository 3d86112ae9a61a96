import { ExternalLink } from "lucide-react";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid, StepList } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { freelanceIntro, freelanceServices, freelanceSteps } from "#app/content/pages";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/freelance-recruiters";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader() {
  return { intro: paragraphs(freelanceIntro), steps: freelanceSteps, services: freelanceServices };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Freelance recruiters: work on live client mandates",
    description:
      "Join our free freelance recruiter programme: register, pick live mandates, source candidates and earn a fee share for every successful placement.",
    path: "/freelance-recruiters",
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function FreelanceRecruiters({ loaderData }: Route.ComponentProps) {
  const { intro, steps, services } = loaderData;
  const network = site.partnerSites[0];
  return (
    <>
      <PageHero
        eyebrow="Recruiter Network"
        title="Become a freelance recruiter"
        lead="Work on real client mandates from home, on your own schedule, and earn for every candidate who joins."
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <a href={network.url} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
            Register on {network.name} <ExternalLink aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a href="#enquiry" className="btn btn-ghost-light">
            Ask us a question
          </a>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="freelance-intro">
        <div className="container container--narrow">
          <h2 id="freelance-intro">How the programme works</h2>
          {intro.map((p) => (
            <p key={p.slice(0, 40)} className="prose-text">
              {p}
            </p>
          ))}
        </div>
      </section>
      <section className="page-section page-section--tint" aria-labelledby="freelance-steps">
        <div className="container container--narrow">
          <div className="section-head">
            <p className="eyebrow">Six steps</p>
            <h2 id="freelance-steps">From registration to payout</h2>
          </div>
          <StepList steps={steps} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="freelance-services">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">What you get</p>
            <h2 id="freelance-services">Our services for freelance partners</h2>
          </div>
          <FeatureGrid items={services} />
        </div>
      </section>
      <EnquirySection intro="Questions about the programme, fee shares or mandates? Our partner desk will answer within one working day.">
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
