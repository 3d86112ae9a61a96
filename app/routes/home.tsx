import { HomeJobs } from "#app/components/jobs/home-jobs";
import { StatsBand } from "#app/components/sections/stats-band";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/home";
import { HomeFaq, HomeHero, HomeIndustries, HomePartners, HomeServices, HomeTestimonials } from "./home-sections";
// What the first screen needs (the banner and the jobs row) is inlined; the
// sections below it get content.css with the whole site's CSS (decision 051),
// and the row its cards' rules alone, not the job list's (decision 076).
import "#app/components/jobs/job-cards.css";
import "#app/components/jobs/job-carousel.css";
import "./home.css";

export { loader } from "./home.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, (lang) => ({
    path: "/",
    title: m.pages_home_meta_title({ site: site.name }, { locale: lang }),
    description: m.pages_home_meta_description,
    // No FAQPage here: Google shows FAQ rich results no more (it stopped on 7 May 2026,
    // and before that only for government and health sites), and the questions are in
    // the page itself. It was 1.4-2.1 KB gzip of the first response (decision 076).
  }));

/**
 * The home page, top to bottom: the banner with a job search, the latest jobs,
 * services, industries, partners, the numbers, testimonials and questions.
 * Each section is a component in home-sections.tsx.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <HomeJobs jobs={loaderData.jobs} today={loaderData.today} failure={loaderData.jobsFailure} />
      {/* Never on the first screen: laid out only as each nears it (home.css, decision 076). */}
      <div className="home-later">
        <HomeServices />
        <HomeIndustries />
        <HomePartners />
        <StatsBand />
        <HomeTestimonials />
        <HomeFaq />
      </div>
    </>
  );
}
