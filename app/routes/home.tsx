import { HomeJobs } from "#app/components/jobs/home-jobs";
import { faqJsonLd } from "#app/components/sections/faq-accordion";
import { StatsBand } from "#app/components/sections/stats-band";
import { faqsFor } from "#app/content/localized";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/home";
import { HomeFaq, HomeHero, HomeIndustries, HomePartners, HomeServices, HomeTestimonials } from "./home-sections";
// What the first screen needs (the banner and the jobs row) is inlined; the
// sections below it get content.css with the whole site's CSS (decision 051).
import "#app/components/jobs/jobs.css";
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
    jsonLd: [faqJsonLd(faqsFor(lang).homeFaqs)],
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
      <HomeServices />
      <HomeIndustries />
      <HomePartners />
      <StatsBand />
      <HomeTestimonials />
      <HomeFaq />
    </>
  );
}
