import { ArrowRight, CirclePlay, ExternalLink, Users } from "lucide-react";
import { data, Link } from "react-router";
import type { JobCardData } from "#app/components/jobs/job-card";
import { OpenPositions } from "#app/components/jobs/open-positions";
import { socialLinks } from "#app/components/layout/social-links";
import { FaqAccordion } from "#app/components/sections/faq-accordion";
import { FeatureGrid } from "#app/components/sections/feature-grid";
import { JoinNowMenu } from "#app/components/sections/join-now-menu";
import { PageHero } from "#app/components/sections/page-hero";
import { careersFaqs } from "#app/content/faqs";
import {
  careersBenefits,
  careersIntro,
  careersLead,
  careersScanChannels,
  careersSocialStats,
  careersVideo,
} from "#app/content/pages";
import { paragraphs } from "#app/lib/format";
import { companyJobs, JOB_PAGE_CACHE_CONTROL, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { parseShown } from "#app/lib/open-positions";
import { metaLang, seo } from "#app/lib/seo";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { site } from "#shared/content/site";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/careers";
import "#app/components/sections/content.css";
import "#app/components/jobs/jobs.css";

// Page copy travels as loader data, so no route's bundle carries another's.
// The open positions come from the jobs snapshot, so the page renders per request.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  let openings: JobCardData[] = [];
  let openingsFailure: string | null = null;
  try {
    openings = (await companyJobs(env, ctx)).jobs.map(toCard);
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    openingsFailure = JOBS_UNAVAILABLE;
  }
  const content = {
    today: todayInIndia(),
    openings,
    openingsFailure,
    openingsFilters: {
      text: (url.searchParams.get("q") ?? "").slice(0, 200),
      location: (url.searchParams.get("loc") ?? "").slice(0, 200),
      shown: parseShown(url.searchParams.get("show")),
    },
    lead: careersLead,
    intro: paragraphs(careersIntro),
    benefits: careersBenefits,
    channels: careersScanChannels,
    video: careersVideo,
    socialStats: careersSocialStats,
    faqs: careersFaqs,
  };
  return data(content, {
    headers: { "Cache-Control": openingsFailure ? "no-store" : JOB_PAGE_CACHE_CONTROL },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Careers: join our recruitment team",
    description:
      "Work with Kshitij Talent Partners in Pune or Hyderabad, or join our freelance recruiter programme. Training, fair incentives, hybrid work and room to grow.",
    path: "/carrers",
  });

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { lead, intro, benefits, channels, video, socialStats, faqs } = loaderData;
  const partner = site.partnerSites[0];
  const icons = new Map(socialLinks().map((s) => [s.id, s]));
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build a career in recruitment with us"
        lead={lead}
        image={{ src: "/images/careers.svg", width: 560, height: 400 }}
      >
        <div className="button-row">
          <JoinNowMenu partnerUrl={partner.url} partnerName={partner.name} />
          <Link to="/freelance-recruiters" className="btn btn-ghost-light">
            About freelance recruiting
          </Link>
        </div>
      </PageHero>

      <section className="page-section" aria-labelledby="why-us">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">Life at Kshitij</p>
            <h2 id="why-us">Why Work with Us?</h2>
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
            <p className="eyebrow">Stay in touch</p>
            <h2 id="scan-follow">Scan to follow us</h2>
            <p className="lead">
              Point your phone's camera at a code to open our page, or tap the link. New openings appear there first.
            </p>
          </div>
          <ul className="scan-grid">
            {channels.map((channel) => {
              const url = site.social[channel.id];
              return (
                <li key={channel.id} className="scan-card">
                  <img
                    src={`/images/qr/${channel.id}.svg`}
                    alt={`QR code for our ${channel.label} page`}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                  />
                  <h3>{channel.label}</h3>
                  <p>{channel.note}</p>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="card-link">
                    Open {channel.label} <ExternalLink aria-hidden="true" />
                    <span className="visually-hidden"> (opens in a new tab)</span>
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
            <CirclePlay />
          </div>
          <div>
            <p className="eyebrow">Resume masterclass</p>
            <h2 id="resume-video">{video.title}</h2>
            <p>{video.description}</p>
            <a href={site.resumeVideoUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
              <CirclePlay aria-hidden="true" /> Play the video
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <section className="followers-band" aria-labelledby="followers">
        <div className="container">
          <h2 id="followers" className="followers-title">
            <Users aria-hidden="true" /> Our community
          </h2>
          <ul className="followers">
            {socialStats.map((stat) => {
              const link = icons.get(stat.platform.toLowerCase());
              const Icon = link?.icon;
              return (
                <li key={stat.platform}>
                  {Icon ? <Icon aria-hidden="true" /> : null}
                  <strong>{stat.count}</strong>
                  <span>followers on {stat.platform}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="careers-faq">
        <div className="container container--narrow">
          <div className="section-head section-head--center">
            <p className="eyebrow">Questions</p>
            <h2 id="careers-faq">Frequently asked questions</h2>
          </div>
          <FaqAccordion items={faqs} name="faq-careers" />
          <div className="section-foot">
            <Link to="/faq" className="btn btn-outline">
              See more ... <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <div className="still-questions">
            <h2>Still have questions?</h2>
            <p>
              Write to <a href={`mailto:${site.emails.careers}`}>{site.emails.careers}</a> or send us a message, and
              someone from our team will get back to you.
            </p>
            <Link to="/contact" className="btn btn-primary">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
