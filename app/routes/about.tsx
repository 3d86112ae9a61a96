import { BadgeCheck, Target } from "lucide-react";
import { Link } from "react-router";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { StatsBand } from "#app/components/sections/stats-band";
import { aboutIntro, aboutMission, aboutValues, isoNotice } from "#app/content/pages";
import { paragraphs } from "#app/lib/format";
import { metaLang, seo } from "#app/lib/seo";
import { site } from "#shared/content/site";
import type { Route } from "./+types/about";
import "#app/components/sections/content.css";

// Page copy travels as loader data, so no route's bundle carries another's.
export function loader() {
  return { intro: paragraphs(aboutIntro), mission: aboutMission, iso: isoNotice, values: aboutValues };
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "About us",
    description:
      "Kshitij Talent Partners is an ISO 9001:2015 certified staffing and recruitment agency founded in Pune in 2016, with offices in Pune and Hyderabad.",
    path: "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { intro, mission, iso, values } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Since ${site.foundingYear}`}
        title="About us"
        lead="An independent staffing and recruitment agency from Pune, hiring for employers across India."
        image={{ src: "/images/about.svg", width: 560, height: 400 }}
      />
      <section className="page-section" aria-labelledby="about-who">
        <div className="container split">
          <div>
            <p className="eyebrow">Who we are</p>
            <h2 id="about-who">People first, in every placement</h2>
            {intro.map((p) => (
              <p key={p.slice(0, 40)} className="prose-text">
                {p}
              </p>
            ))}
          </div>
          <div className="stack">
            <section className="panel panel--brand" aria-labelledby="about-mission">
              <Target aria-hidden="true" className="panel-icon" />
              <h2 id="about-mission" className="panel-title">
                Our mission
              </h2>
              <p>{mission}</p>
            </section>
            <section className="panel panel--iso" aria-labelledby="about-iso">
              <BadgeCheck aria-hidden="true" className="panel-icon" />
              <h2 id="about-iso" className="panel-title">
                ISO 9001:2015 certified
              </h2>
              <p>{iso}</p>
            </section>
          </div>
        </div>
      </section>
      <StatsBand />
      <section className="page-section page-section--tint" aria-labelledby="about-values">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">How we work</p>
            <h2 id="about-values">What we stand for</h2>
          </div>
          <FeatureGrid items={values} columns={2} />
          <div className="section-foot button-row button-row--center">
            <Link to="/services" className="btn btn-primary">
              Explore our services
            </Link>
            <Link to="/carrers" className="btn btn-outline">
              Work with us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
