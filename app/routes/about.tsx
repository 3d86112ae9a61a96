import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { PageHero } from "#app/components/sections/page-hero";
import { StatsBand } from "#app/components/sections/stats-band";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/about";
import "#app/components/sections/content.css";

export { loader } from "./about.server";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/about",
    title: m.pages_about_meta_title,
    description: m.pages_about_meta_description,
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const { intro, mission, iso, values } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <PageHero
        eyebrow={m.pages_about_eyebrow({ year: String(site.foundingYear) }, locale)}
        title={m.pages_about_title({}, locale)}
        lead={m.pages_about_lead({}, locale)}
        image={{ src: "/images/about.svg", width: 560, height: 400 }}
      />
      <section className="page-section" aria-labelledby="about-who">
        <div className="container split">
          <div>
            <p className="eyebrow">{m.pages_about_who_eyebrow({}, locale)}</p>
            <h2 id="about-who">{m.pages_about_who_heading({}, locale)}</h2>
            {intro.map((p) => (
              <p key={p.slice(0, 40)} className="prose-text">
                {p}
              </p>
            ))}
          </div>
          <div className="stack">
            <section className="panel panel--brand" aria-labelledby="about-mission">
              <Icon name="target" className="panel-icon" />
              <h2 id="about-mission" className="panel-title">
                {m.pages_about_mission({}, locale)}
              </h2>
              <p>{mission}</p>
            </section>
            <section className="panel panel--iso" aria-labelledby="about-iso">
              <Icon name="badge-check" className="panel-icon" />
              <h2 id="about-iso" className="panel-title">
                {m.pages_about_iso({}, locale)}
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
            <p className="eyebrow">{m.pages_about_values_eyebrow({}, locale)}</p>
            <h2 id="about-values">{m.pages_about_values_heading({}, locale)}</h2>
          </div>
          <FeatureGrid items={values} columns={2} />
          <div className="section-foot button-row button-row--center">
            <Link to={localizedPath("/services", lang)} className="btn btn-primary">
              {m.pages_about_explore({}, locale)}
            </Link>
            <Link to={localizedPath("/carrers", lang)} className="btn btn-outline">
              {m.pages_about_work_with_us({}, locale)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
