import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { EnquiryForm } from "#app/components/forms/enquiry-form";
import { EnquirySection } from "#app/components/sections/enquiry-section";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { freshersIntro, freshersSections, freshersTips } from "#app/content/pages";
import { formHeaders } from "#app/lib/form-action";
import { formAction } from "#app/lib/form-action.server";
import { paragraphs } from "#app/lib/format";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/fresher";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader() {
  return { intro: paragraphs(freshersIntro), sections: freshersSections, tips: freshersTips };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "For freshers: campus hiring, internships and first jobs",
    description:
      "Campus drives, internships, pre-placement offers and graduate trainee programmes, plus practical advice for your first job in India. Always free for candidates.",
    path: "/fresher",
  });

/** The enquiry form posts here, so it works without JavaScript (see app/lib/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return formAction("enquiry", args);
}
export const headers = formHeaders;

export default function Fresher({ loaderData }: Route.ComponentProps) {
  const { intro, sections, tips } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="For freshers"
        title="Start your career with confidence"
        lead="Campus hiring, internships, pre-placement offers and honest advice for your first job. Free for every candidate, always."
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <Link to="/job" className="btn btn-accent">
            Browse jobs
          </Link>
          <Link to="/upload" className="btn btn-ghost-light">
            Submit your resume
          </Link>
        </div>
      </PageHero>
      <section className="page-section" aria-labelledby="fresher-intro">
        <div className="container container--narrow">
          <h2 id="fresher-intro">Your first steps into work</h2>
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
            <p className="eyebrow">Opportunities</p>
            <h2 id="fresher-routes">Ways to begin your career</h2>
          </div>
          <FeatureGrid items={sections} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="fresher-tips">
        <div className="container container--narrow">
          <div className="section-head">
            <p className="eyebrow">Advice</p>
            <h2 id="fresher-tips">Tips for your first job</h2>
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
      <EnquirySection intro="Placement officers and students: tell us about your college or your goals, and our campus team will get back to you.">
        <EnquiryForm />
      </EnquirySection>
    </>
  );
}
