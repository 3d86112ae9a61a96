import { ExternalLink } from "lucide-react";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid, StepList } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { employerPagesFor } from "#app/content/localized";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { englishOn, useLang, withNode } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { langFromPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/freelance-recruiters";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader({ request }: Route.LoaderArgs) {
  const page = employerPagesFor(langFromPath(new URL(request.url).pathname));
  return { intro: paragraphs(page.freelanceIntro), steps: page.freelanceSteps, services: page.freelanceServices };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/freelance-recruiters",
    title: m.pages_freelance_meta_title,
    description: m.pages_freelance_meta_description,
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function FreelanceRecruiters({ loaderData }: Route.ComponentProps) {
  const { intro, steps, services } = loaderData;
  const network = site.partnerSites[0];
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={<span lang={englishOn(lang)}>{network.name}</span>}
        title={m.pages_freelance_title({}, locale)}
        lead={m.pages_freelance_lead({}, locale)}
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <a href={network.url} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
            {withNode(
              (name) => m.pages_freelance_register({ name }, locale),
              <span lang={englishOn(lang)}>{network.name}</span>,
            )}{" "}
            <ExternalLink aria-hidden="true" />
            <span className="visually-hidden">{m.pages_opens_new_tab({}, locale)}</span>
          </a>
          <a href="#enquiry" className="btn btn-ghost-light">
            {m.pages_freelance_ask({}, locale)}
          </a>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="freelance-intro">
        <div className="container container--narrow">
          <h2 id="freelance-intro">{m.pages_freelance_intro_heading({}, locale)}</h2>
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
            <p className="eyebrow">{m.pages_freelance_steps_eyebrow({}, locale)}</p>
            <h2 id="freelance-steps">{m.pages_freelance_steps_heading({}, locale)}</h2>
          </div>
          <StepList steps={steps} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="freelance-services">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_freelance_services_eyebrow({}, locale)}</p>
            <h2 id="freelance-services">{m.pages_freelance_services_heading({}, locale)}</h2>
          </div>
          <FeatureGrid items={services} />
        </div>
      </section>
      <EnquirySection intro={m.pages_freelance_enquiry_intro({}, locale)}>
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
