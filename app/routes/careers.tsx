import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { OpenPositions } from "#app/components/jobs/open-positions";
import { socialLinks } from "#app/components/layout/social-links";
import { FaqAccordion } from "#app/components/sections/faq-accordion";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { JoinNowMenu } from "#app/components/sections/join-now-menu";
import { PageHero } from "#app/components/sections/page-hero";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { hrefLangOf, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/careers";
// The openings (jobs.css) are below the first screen: they are styled by the
// whole site's CSS, loaded after the first paint (decision 051).
import "#app/components/sections/content.css";

export { loader } from "./careers.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/carrers",
    title: m.pages_careers_meta_title,
    description: m.pages_careers_meta_description,
  });

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { lead, intro, benefits, channels, video, socialStats, faqs } = loaderData;
  const partner = site.partnerSites[0];
  const icons = new Map(socialLinks().map((s) => [s.id, s]));
  const lang = useLang();
  const locale = { locale: lang };
  const newTab = m.pages_opens_new_tab({}, locale);
  return (
    <>
      <PageHero
        eyebrow={m.pages_careers_eyebrow({}, locale)}
        title={m.pages_careers_title({}, locale)}
        lead={lead}
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <JoinNowMenu partnerUrl={partner.url} partnerName={partner.name} />
          <Link
            to={localizedPath("/freelance-recruiters", lang)}
            hrefLang={hrefLangOf("/freelance-recruiters", lang)}
            className="btn btn-ghost-light"
          >
            {m.pages_careers_about_freelance({}, locale)}
          </Link>
        </div>
      </PageHero>

      <section className="page-section" aria-labelledby="why-us">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_careers_life_eyebrow({}, locale)}</p>
            <h2 id="why-us">{m.pages_careers_why_heading({}, locale)}</h2>
            {intro.map((p) => (
              <p key={p.slice(0, 40)} className="lead">
                {p}
              </p>
            ))}
          </div>
          <FeatureGrid items={benefits} />
        </div>
      </section>

      <section id="open-positions" aria-labelledby="open-positions-heading" className="container page-section">
        <OpenPositions
          jobs={loaderData.openings}
          today={loaderData.today}
          initial={loaderData.openingsFilters}
          failure={loaderData.openingsFailure}
        />
      </section>

      <section className="page-section page-section--tint" aria-labelledby="scan-follow">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_careers_scan_eyebrow({}, locale)}</p>
            <h2 id="scan-follow">{m.pages_careers_scan_heading({}, locale)}</h2>
            <p className="lead">{m.pages_careers_scan_lead({}, locale)}</p>
          </div>
          <ul className="scan-grid">
            {channels.map((channel) => {
              const url = site.social[channel.id];
              return (
                <li key={channel.id} className="scan-card">
                  <img
                    src={`/images/qr/${channel.id}.svg`}
                    alt={m.pages_careers_qr_alt({ label: channel.label }, locale)}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                  <h3>{channel.label}</h3>
                  <p>{channel.note}</p>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="card-link">
                    {m.pages_careers_open_channel({ label: channel.label }, locale)} <Icon name="external-link" />
                    <span className="visually-hidden">{newTab}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="resume-video">
        <div className="container video-panel">
          <div className="video-thumb" aria-hidden="true">
            <Icon name="circle-play" />
          </div>
          <div>
            <p className="eyebrow">{m.pages_careers_video_eyebrow({}, locale)}</p>
            <h2 id="resume-video">{video.title}</h2>
            <p>{video.description}</p>
            <a href={site.resumeVideoUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              <Icon name="circle-play" /> {m.pages_careers_play_video({}, locale)}
              <span className="visually-hidden">{newTab}</span>
            </a>
          </div>
        </div>
      </section>

      <section className="followers-band" aria-labelledby="followers">
        <div className="container">
          <h2 id="followers" className="followers-title">
            <Icon name="users" /> {m.pages_careers_community({}, locale)}
          </h2>
          <ul className="followers">
            {socialStats.map((stat) => {
              const link = icons.get(stat.platform.toLowerCase());
              const icon = link?.icon;
              return (
                <li key={stat.platform}>
                  {icon ? <Icon name={icon} /> : null}
                  <strong>{stat.count}</strong>
                  <span>{m.pages_careers_followers({ platform: stat.platform }, locale)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="careers-faq">
        <div className="container container--narrow">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_careers_faq_eyebrow({}, locale)}</p>
            <h2 id="careers-faq">{m.pages_faq_heading({}, locale)}</h2>
          </div>
          <FaqAccordion items={faqs} name="faq-careers" />
          <div className="section-foot">
            <Link to={localizedPath("/faq", lang)} className="btn btn-outline">
              {m.pages_careers_see_more({}, locale)} <Icon name="arrow-right" />
            </Link>
          </div>
          <div className="still-questions">
            <h2>{m.pages_still_questions({}, locale)}</h2>
            <p>
              {m.pages_careers_still_before({}, locale)}
              <a href={`mailto:${site.emails.careers}`}>{site.emails.careers}</a>
              {m.pages_careers_still_after({}, locale)}
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
