import { ArrowRight, Search } from "lucide-react";
import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { HomeJobs } from "#app/components/jobs/home-jobs";
import { FaqAccordion, faqJsonLd } from "#app/components/sections/faq-accordion";
import { PartnerCarousel } from "#app/components/sections/partner-carousel";
import { StatsBand } from "#app/components/sections/stats-band";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { homeFaqs } from "#app/content/faqs";
import { industries } from "#app/content/industries";
import { services } from "#app/content/services";
import { testimonialGroups } from "#app/content/testimonial-groups";
import { JOB_PAGE_CACHE_CONTROL, latestJobs, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { metaLang, seo } from "#app/lib/seo";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { site } from "#shared/content/site";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/home";
import "#app/components/sections/content.css";
import "#app/components/jobs/jobs.css";

/** The home page carries the five newest jobs, so it renders per request. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const today = todayInIndia();
  try {
    const jobs = await latestJobs(env, ctx, 5);
    return data(
      { today, jobs: jobs.map(toCard), jobsFailure: null },
      { headers: { "Cache-Control": JOB_PAGE_CACHE_CONTROL } },
    );
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    // The rest of the home page still serves; the widget says what happened.
    return data({ today, jobs: [], jobsFailure: JOBS_UNAVAILABLE }, { headers: { "Cache-Control": "no-store" } });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: `${site.name}: jobs and staffing across India`,
    description:
      "Search jobs across India and send your resume, or hire permanent, contract and temporary staff with payroll and compliance handled by one agency.",
    path: "/",
    jsonLd: [faqJsonLd(homeFaqs)],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow eyebrow--light">{site.tagline}</p>
            <h1 className="hero-title">Find your dream job with us</h1>
            <p className="hero-subtitle">Assure you better tomorrow</p>
            <Form method="get" action="/job" className="hero-search" role="search">
              <label className="visually-hidden" htmlFor="hero-query">
                Job title or skill
              </label>
              <Search aria-hidden="true" className="hero-search-icon" />
              <input id="hero-query" name="query" type="search" placeholder="Job title or skill" maxLength={200} />
              <label className="visually-hidden" htmlFor="hero-location">
                Location
              </label>
              <input id="hero-location" name="location" type="search" placeholder="City or PIN code" maxLength={200} />
              <button type="submit" className="btn btn-accent">
                Search jobs
              </button>
            </Form>
          </div>
          <img className="hero-art" src="/images/hero.svg" alt="" width={560} height={440} fetchPriority="high" />
        </div>
      </section>

      <HomeJobs jobs={loaderData.jobs} today={loaderData.today} failure={loaderData.jobsFailure} />

      <section className="page-section" aria-labelledby="home-services">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">What we do</p>
            <h2 id="home-services">Staffing and HR services</h2>
            <p className="lead">
              From a single senior hire to a whole seasonal workforce, with payroll and compliance handled.
            </p>
          </div>
          <ul className="card-grid card-grid--4">
            {services.slice(0, 8).map((s) => (
              <li key={s.id} className="card service-card">
                <img src={s.image} alt="" width={640} height={400} loading="lazy" decoding="async" />
                <div className="card-body">
                  <h3 className="card-title">{s.title}</h3>
                  <p className="card-text">{s.summary}</p>
                  <Link to={`/DetailService/${s.id}`} className="card-link" aria-label={`View details: ${s.title}`}>
                    View Details <ArrowRight aria-hidden="true" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className="section-foot">
            <Link to="/services" className="btn btn-outline">
              See more<span className="visually-hidden"> services</span>
            </Link>
          </div>
        </div>
      </section>

      <section className="page-section page-section--tint" aria-labelledby="home-industries">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Industries</p>
            <h2 id="home-industries">Hiring across 19 industries</h2>
          </div>
          <ul className="industry-grid">
            {industries.map((industry) => (
              <li key={industry.name} className="industry">
                <industry.icon aria-hidden="true" />
                {/* A line may break after a slash ("BPO/KPO/" | "Shared Services"), not mid-word. */}
                <span>
                  {industry.name.split("/").map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 ? (
                        <>
                          /<wbr />
                        </>
                      ) : null}
                      {part}
                    </Fragment>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section partners-section" aria-labelledby="home-partners">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">Trusted by</p>
            <h2 id="home-partners">Companies we hire for</h2>
          </div>
        </div>
        <PartnerCarousel />
      </section>

      <StatsBand />

      <section className="page-section" aria-labelledby="home-testimonials">
        <div className="container container--wide">
          <div className="section-head section-head--center">
            <p className="eyebrow">Testimonials</p>
            <h2 id="home-testimonials">What clients, candidates and recruiters say</h2>
          </div>
          <TestimonialTabs groups={testimonialGroups} />
        </div>
      </section>

      <section className="page-section page-section--tint" aria-labelledby="home-faq">
        <div className="container container--narrow">
          <div className="section-head section-head--center">
            <p className="eyebrow">FAQ</p>
            <h2 id="home-faq">Frequently asked questions</h2>
          </div>
          <FaqAccordion items={homeFaqs} name="faq-home" />
          <div className="section-foot">
            <Link to="/faq" className="btn btn-outline">
              More questions and answers
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
