import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { pagesFor } from "#app/content/localized";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/fresher";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader({ request }: Route.LoaderArgs) {
  const page = pagesFor(langFromPath(new URL(request.url).pathname));
  return { intro: paragraphs(page.freshersIntro), sections: page.freshersSections, tips: page.freshersTips };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/fresher",
    title: m.pages_fresher_meta_title,
    description: m.pages_fresher_meta_description,
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function Fresher({ loaderData }: Route.ComponentProps) {
  const { intro, sections, tips } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={m.pages_fresher_eyebrow({}, locale)}
        title={m.pages_fresher_title({}, locale)}
        lead={m.pages_fresher_lead({}, locale)}
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <Link to={localizedPath("/job", lang)} className="btn btn-accent">
            {m.pages_fresher_browse_jobs({}, locale)}
          </Link>
          <Link to={localizedPath("/upload", lang)} className="btn btn-ghost-light">
            {m.pages_fresher_submit_resume({}, locale)}
          </Link>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="fresher-intro">
        <div className="container container--narrow">
          <h2 id="fresher-intro">{m.pages_fresher_intro_heading({}, locale)}</h2>
          {intro.map((p) => (
            <p key={p.slice(0, 40)} className="prose-text">
              {p}
            </p>
          ))}
        </div>
      </section>
      <section className="page-section page-section--tint" aria-labelledby="fresher-routes">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_fresher_routes_eyebrow({}, locale)}</p>
            <h2 id="fresher-routes">{m.pages_fresher_routes_heading({}, locale)}</h2>
          </div>
          <FeatureGrid items={sections} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="fresher-tips">
        <div className="container container--narrow">
          <div className="section-head">
            <p className="eyebrow">{m.pages_fresher_tips_eyebrow({}, locale)}</p>
            <h2 id="fresher-tips">{m.pages_fresher_tips_heading({}, locale)}</h2>
          </div>
          <ul className="check-list">
            {tips.map((tip) => (
              <li key={tip}>
                <CircleCheck aria-hidden="true" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <EnquirySection intro={m.pages_fresher_enquiry_intro({}, locale)}>
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
