import { Fragment } from "react";
import { Form, Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { PageLink } from "#app/components/layout/page-link";
import { FaqAccordion } from "#app/components/sections/faq-accordion";
import { PartnerCarousel } from "#app/components/sections/partner-carousel";
import { PageSection, SectionHead } from "#app/components/sections/section-head";
import { TestimonialTabs } from "#app/components/sections/testimonials";
import { faqsFor, industriesFor, servicesFor, testimonialGroupsFor } from "#app/content/localized";
import { useLang } from "#app/lib/i18n";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/** The home page's banner: the h1, and a search that goes to /job (a plain GET form). */
export function HomeHero() {
  const lang = useLang();
  const locale = { locale: lang };
  return (
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
  );
}

/**
 * The first eight services as cards: a picture, the title and a link to the
 * service's page, where its summary is (decision 087: the summaries were
 * 0.5-0.8 KB gzip of a home page's first response); a link to all of them.
 */
export function HomeServices() {
  const lang = useLang();
  const locale = { locale: lang };
  const services = servicesFor(lang).services;
  return (
    <PageSection
      id="home-services"
      eyebrow={m.pages_what_we_do({}, locale)}
      heading={m.pages_home_services_heading({}, locale)}
      lead={<p className="lead">{m.pages_home_services_lead({}, locale)}</p>}
    >
      <ul className="card-grid card-grid--4">
        {services.slice(0, 8).map((s) => (
          <li key={s.id} className="card service-card">
            <img src={s.image} alt="" width={640} height={400} loading="lazy" decoding="async" />
            <div className="card-body">
              <h3 className="card-title">{s.title}</h3>
              <PageLink
                to={`/DetailService/${s.id}`}
                className="card-link"
                aria-label={m.pages_view_details_label({ title: s.title }, locale)}
              >
                {m.pages_view_details({}, locale)} <Icon name="arrow-right" />
              </PageLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="section-foot">
        <PageLink to="/services" className="btn btn-outline">
          {m.pages_home_see_more({}, locale)}
          <span className="visually-hidden">{m.pages_home_see_more_hidden({}, locale)}</span>
        </PageLink>
      </div>
    </PageSection>
  );
}

/** The industries we hire for, each with its icon. */
export function HomeIndustries() {
  const lang = useLang();
  const locale = { locale: lang };
  const industries = industriesFor(lang);
  return (
    <PageSection
      id="home-industries"
      eyebrow={m.pages_home_industries_eyebrow({}, locale)}
      heading={m.pages_home_industries_heading({ count: String(industries.length) }, locale)}
      className="page-section page-section--tint"
    >
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
    </PageSection>
  );
}

/** The partners' logos, scrolling. */
export function HomePartners() {
  const locale = { locale: useLang() };
  return (
    <section className="page-section partners-section" aria-labelledby="home-partners">
      <div className="container">
        <SectionHead
          id="home-partners"
          eyebrow={m.pages_home_partners_eyebrow({}, locale)}
          heading={m.pages_home_partners_heading({}, locale)}
          center
        />
      </div>
      <PartnerCarousel />
    </section>
  );
}

/** What candidates and clients say, in tabs. */
export function HomeTestimonials() {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <PageSection
      id="home-testimonials"
      eyebrow={m.pages_testimonials_eyebrow({}, locale)}
      heading={m.pages_home_testimonials_heading({}, locale)}
      center
      container="container container--wide"
    >
      <TestimonialTabs groups={testimonialGroupsFor(lang)} />
    </PageSection>
  );
}

/**
 * Which of the home page's questions it shows, by their place in `homeFaqs`
 * (the same order in every language). The other six (industries, cities, job
 * alerts, employer services, bulk hiring, contact) each have a twin on /faq,
 * which the section's button opens; these five have none (decision 087).
 */
const HOME_FAQS_SHOWN = [0, 1, 4, 5, 6];

/** The home page's questions and a link to the FAQ page. */
export function HomeFaq() {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <PageSection
      id="home-faq"
      eyebrow={m.pages_faq_eyebrow({}, locale)}
      heading={m.pages_faq_heading({}, locale)}
      center
      className="page-section page-section--tint"
      container="container container--narrow"
    >
      <FaqAccordion items={homeFaqsShown(faqsFor(lang).homeFaqs)} name="faq-home" />
      <div className="section-foot">
        <Link to={localizedPath("/faq", lang)} className="btn btn-outline">
          {m.pages_home_faq_more({}, locale)}
        </Link>
      </div>
    </PageSection>
  );
}

/** The questions the home page shows, in their order (`HOME_FAQS_SHOWN`). */
export function homeFaqsShown<T>(items: readonly T[]): T[] {
  return HOME_FAQS_SHOWN.flatMap((i) => (items[i] === undefined ? [] : [items[i]]));
}
