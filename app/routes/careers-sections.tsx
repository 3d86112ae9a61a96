import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { PageLink } from "#app/components/layout/page-link";
import { socialLinks } from "#app/components/layout/social-links";
import { FaqAccordion } from "#app/components/sections/faq-accordion";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { JoinNowMenu } from "#app/components/sections/join-now-menu";
import { PageHero } from "#app/components/sections/page-hero";
import { PageSection } from "#app/components/sections/section-head";
import { useLang } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/careers";

type CareersData = Route.ComponentProps["loaderData"];

/** The careers page's banner: the h1, the lead, Join Now and the freelance recruiters' page. */
export function CareersHero({ lead }: { lead: CareersData["lead"] }) {
  const lang = useLang();
  const locale = { locale: lang };
  const partner = site.partnerSites[0];
  return (
    <PageHero
      eyebrow={m.pages_careers_eyebrow({}, locale)}
      title={m.pages_careers_title({}, locale)}
      lead={lead}
      image={{ src: "/images/careers.svg", width: 560, height: 400 }}
    >
      <div className="button-row">
        <JoinNowMenu partnerUrl={partner.url} partnerName={partner.name} />
        <PageLink to="/freelance-recruiters" className="btn btn-ghost-light">
          {m.pages_careers_about_freelance({}, locale)}
        </PageLink>
      </div>
    </PageHero>
  );
}

/** Life at the company: the intro paragraphs and the benefits. */
export function WhyUs({ intro, benefits }: { intro: CareersData["intro"]; benefits: CareersData["benefits"] }) {
  const locale = { locale: useLang() };
  return (
    <PageSection
      id="why-us"
      eyebrow={m.pages_careers_life_eyebrow({}, locale)}
      heading={m.pages_careers_why_heading({}, locale)}
      center
      lead={intro.map((p) => (
        <p key={p.slice(0, 40)} className="lead">
          {p}
        </p>
      ))}
    >
      <FeatureGrid items={benefits} />
    </PageSection>
  );
}

/** A QR code and a link for each of our channels (WhatsApp, LinkedIn…), opening in a new tab. */
export function ScanAndFollow({ channels }: { channels: CareersData["channels"] }) {
  const locale = { locale: useLang() };
  const newTab = m.pages_opens_new_tab({}, locale);
  return (
    <PageSection
      id="scan-follow"
      eyebrow={m.pages_careers_scan_eyebrow({}, locale)}
      heading={m.pages_careers_scan_heading({}, locale)}
      center
      className="page-section page-section--tint"
      lead={<p className="lead">{m.pages_careers_scan_lead({}, locale)}</p>}
    >
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
    </PageSection>
  );
}

/** The video on writing a resume, on its own site in a new tab. */
export function ResumeVideo({ video }: { video: CareersData["video"] }) {
  const locale = { locale: useLang() };
  return (
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
            <span className="visually-hidden">{m.pages_opens_new_tab({}, locale)}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

/** How many follow us on each platform. */
export function Followers({ socialStats }: { socialStats: CareersData["socialStats"] }) {
  const locale = { locale: useLang() };
  const icons = new Map(socialLinks().map((s) => [s.id, s]));
  return (
    <section className="followers-band" aria-labelledby="followers">
      <div className="container">
        <h2 id="followers" className="followers-title">
          <Icon name="users" /> {m.pages_careers_community({}, locale)}
        </h2>
        <ul className="followers">
          {socialStats.map((stat) => {
            const icon = icons.get(stat.platform.toLowerCase())?.icon;
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
  );
}

/** The careers questions, a link to the FAQ page, and whom to write to with any other. */
export function CareersFaq({ faqs }: { faqs: CareersData["faqs"] }) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <PageSection
      id="careers-faq"
      eyebrow={m.pages_careers_faq_eyebrow({}, locale)}
      heading={m.pages_faq_heading({}, locale)}
      center
      container="container container--narrow"
    >
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
        <PageLink to="/contact" className="btn btn-primary">
          {m.pages_contact_us({}, locale)}
        </PageLink>
      </div>
    </PageSection>
  );
}
