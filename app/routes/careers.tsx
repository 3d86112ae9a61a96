import { OpenPositions } from "#app/components/jobs/open-positions";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/careers";
import { CareersFaq, CareersHero, Followers, ResumeVideo, ScanAndFollow, WhyUs } from "./careers-sections";
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

/**
 * The careers page, top to bottom: the banner, life at the company, the open
 * positions, our channels, the resume video, followers and questions. Each
 * section but the openings is a component in careers-sections.tsx.
 */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { lead, intro, benefits, channels, video, socialStats, faqs } = loaderData;
  return (
    <>
      <CareersHero lead={lead} />
      <WhyUs intro={intro} benefits={benefits} />
      <section id="open-positions" aria-labelledby="open-positions-heading" className="container page-section">
        <OpenPositions
          jobs={loaderData.openings}
          today={loaderData.today}
          initial={loaderData.openingsFilters}
          failure={loaderData.openingsFailure}
        />
      </section>
      <ScanAndFollow channels={channels} />
      <ResumeVideo video={video} />
      <Followers socialStats={socialStats} />
      <CareersFaq faqs={faqs} />
    </>
  );
}
