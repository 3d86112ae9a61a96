import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { ServiceGrid } from "#app/components/sections/service-grid";
import { servicesFor } from "#app/content/localized";
import { useLang } from "#app/lib/i18n";
import { breadcrumbJsonLd, pageMeta } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/service-detail";
import "#app/components/sections/content.css";

export { loader } from "./service-detail.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta(location, { path: "/services", title: m.pages_service_not_found, description: "", noindex: true });
  }
  const lang = langFromPath(location.pathname);
  const { service } = loaderData;
  const path = localizedPath(`/DetailService/${service.id}`, lang);
  return pageMeta(location, {
    title: service.title,
    description: service.summary,
    path,
    image: service.image,
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: m.pages_breadcrumb_services({}, { locale: lang }), path: localizedPath("/services", lang) },
          { name: service.title, path },
        ],
        lang,
      ),
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: service.title,
        description: service.summary,
        areaServed: "IN",
        provider: { "@type": "Organization", name: "Kshitij Talent Partners" },
      },
    ],
  });
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, html } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  const cta = service.cta === "Get Started" ? m.pages_cta_get_started({}, locale) : m.pages_cta_contact_us({}, locale);
  return (
    <>
      <article className="page-section detail">
        <div className="container detail-inner">
          <Link to={localizedPath("/services", lang)} className="back-link">
            <Icon name="arrow-left" /> {m.pages_service_back({}, locale)}
          </Link>
          <header className="detail-head">
            <p className="eyebrow">{m.pages_service_eyebrow({}, locale)}</p>
            <h1>{service.title}</h1>
            <p className="lead">{service.summary}</p>
          </header>
          <img
            className="detail-image"
            src={service.image}
            alt=""
            width={640}
            height={400}
            fetchPriority="high"
            decoding="async"
          />
          {/* Our own Markdown, rendered on the server. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          <aside className="cta-panel" aria-labelledby="service-cta">
            <h2 id="service-cta">{m.pages_service_cta_heading({ title: service.title }, locale)}</h2>
            <p>{m.pages_service_cta_text({}, locale)}</p>
            <Link to={localizedPath("/contact", lang)} className="btn btn-accent">
              {cta} <Icon name="arrow-right" />
            </Link>
          </aside>
        </div>
      </article>
      <section className="page-section page-section--tint" aria-labelledby="all-services">
        <div className="container">
          <div className="section-head">
            <h2 id="all-services">{m.pages_services_all({}, locale)}</h2>
          </div>
          <ServiceGrid services={servicesFor(lang).services} currentId={service.id} />
        </div>
      </section>
    </>
  );
}
