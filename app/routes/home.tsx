import { Fragment } from "react";
import { Form, Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { HomeJobs } from "#app/components/jobs/home-jobs";
import { FaqAccordion, faqJsonLd } from "#app/components/sections/faq-accordion";
import { PartnerCarousel } from "#app/components/sections/partner-carousel";
import { StatsBand } from "#app/components/sections/stats-band";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { faqsFor, industriesFor, servicesFor, testimonialGroupsFor } from "#app/content/localized";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { site } from "#shared/content/site";
import { hrefLangOf, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/home";
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const locale = { locale: lang };
  const services = servicesFor(lang).services;
  const industries = industriesFor(lang);
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow eyebrow--light">{m.pages_home_eyebrow({}, locale)}</p>
            <h1 className="hero-title">{m.pages_home_title({}, locale)}</h1>
            <p className="hero-subtitle">{m.pages_home_subtitle({}, locale)}</p>
            <Form method="get" action={localizedPath("/job", lang)} className="hero-search" role="search">
              <label className="visually-hidden" htmlFor="hero-query">
                {m.pages_home_search_query_label({}, locale)}
              </label>
              <Icon name="search" className="hero-search-icon" />
              <input
                id="hero-query"
                name="query"
                type="search"
                placeholder={m.pages_home_search_query_label({}, locale)}
                maxLength={200}
              />
              <label className="visually-hidden" htmlFor="hero-location">
                {m.pages_home_search_location_label({}, locale)}
              </label>
              <input
                id="hero-location"
                name="location"
                type="search"
                placeholder={m.pages_home_search_location_placeholder({}, locale)}
                maxLength={200}
              />
              <button type="submit" className="btn btn-accent">
                {m.pages_home_search_submit({}, locale)}
              </button>
            </Form>
          </div>
          {/* Shown from 1024 px only (home.css). Lazy, so a phone, which never shows
              it, never loads it: fetched hidden, it still ended before the
              phone's first paint and sat on Lighthouse's path to LCP (issue 29). */}
          <img className="hero-art" src="/images/hero.svg" alt="" width={560} height={440} loading="lazy" />
        </div>
      </section>

      <HomeJobs jobs={loaderData.jobs} today={loaderData.today} failure={loaderData.jobsFailure} />

      <section className="page-section" aria-labelledby="home-services">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{m.pages_what_we_do({}, locale)}</p>
            <h2 id="home-services">{m.pages_home_services_heading({}, locale)}</h2>
            <p className="lead">{m.pages_home_services_lead({}, locale)}</p>
          </div>
          <ul className="card-grid card-grid--4">
            {services.slice(0, 8).map((s) => (
              <li key={s.id} className="card service-card">
                <img src={s.image} alt="" width={640} height={400} loading="lazy" decoding="async" />
                <div className="card-body">
                  <h3 className="card-title">{s.title}</h3>
                  <p className="card-text">{s.summary}</p>
                  <Link
                    to={localizedPath(`/DetailService/${s.id}`, lang)}
                    hrefLang={hrefLangOf(`/DetailService/${s.id}`, lang)}
                    className="card-link"
                    aria-label={m.pages_view_details_label({ title: s.title }, locale)}
                  >
                    {m.pages_view_details({}, locale)} <Icon name="arrow-right" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className="section-foot">
            <Link
              to={localizedPath("/services", lang)}
              hrefLang={hrefLangOf("/services", lang)}
              className="btn btn-outline"
            >
              {m.pages_home_see_more({}, locale)}
              <span className="visually-hidden">{m.pages_home_see_more_hidden({}, locale)}</span>
            </Link>
          </div>
        </div>
      </section>

      <section className="page-section page-section--tint" aria-labelledby="home-industries">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">{m.pages_home_industries_eyebrow({}, locale)}</p>
            <h2 id="home-industries">
              {m.pages_home_industries_heading({ count: String(industries.length) }, locale)}
            </h2>
          </div>
          <ul className="industry-grid">
            {industries.map((industry) => (
              <li key={industry.name} className="industry">
                <Icon name={industry.icon} />
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
            <p className="eyebrow">{m.pages_home_partners_eyebrow({}, locale)}</p>
            <h2 id="home-partners">{m.pages_home_partners_heading({}, locale)}</h2>
          </div>
        </div>
        <PartnerCarousel />
      </section>

      <StatsBand />

      <section className="page-section" aria-labelledby="home-testimonials">
        <div className="container container--wide">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_testimonials_eyebrow({}, locale)}</p>
            <h2 id="home-testimonials">{m.pages_home_testimonials_heading({}, locale)}</h2>
          </div>
          <TestimonialTabs groups={testimonialGroupsFor(lang)} />
        </div>
      </section>

      <section className="page-section page-section--tint" aria-labelledby="home-faq">
        <div className="container container--narrow">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_faq_eyebrow({}, locale)}</p>
            <h2 id="home-faq">{m.pages_faq_heading({}, locale)}</h2>
          </div>
          <FaqAccordion items={faqsFor(lang).homeFaqs} name="faq-home" />
          <div className="section-foot">
            <Link to={localizedPath("/faq", lang)} className="btn btn-outline">
              {m.pages_home_faq_more({}, locale)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
