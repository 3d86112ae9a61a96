import { ArrowLeft, ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { ServiceGrid } from "#app/components/sections/service-grid";
import { getService, services } from "#app/content/services";
import { renderContent } from "#app/lib/markdown.server";
import { breadcrumbJsonLd, metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/service-detail";
import "#app/components/sections/content.css";

export function loader({ params }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const service = getService(id);
  const html = service ? renderContent(`services/${service.id}`) : undefined;
  if (!service || html === undefined) throw data("Service not found", { status: 404 });
  return data({ service, html }, { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData)
    return seo({
      lang: metaLang(location),
      title: "Service not found",
      description: "",
      path: "/services",
      noindex: true,
    });
  const { service } = loaderData;
  return seo({
    lang: metaLang(location),
    title: service.title,
    description: service.summary,
    path: `/DetailService/${service.id}`,
    image: service.image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Services", path: "/services" },
        { name: service.title, path: `/DetailService/${service.id}` },
      ]),
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
  return (
    <>
      <article className="page-section detail">
        <div className="container detail-inner">
          <Link to="/services" className="back-link">
            <ArrowLeft aria-hidden="true" /> Back to all services
          </Link>
          <header className="detail-head">
            <p className="eyebrow">Our services</p>
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
            <h2 id="service-cta">Interested in {service.title}?</h2>
            <p>Tell us what you need. We reply within one working day with a clear scope and next steps.</p>
            <Link to="/contact" className="btn btn-accent">
              {service.cta} <ArrowRight aria-hidden="true" />
            </Link>
          </aside>
        </div>
      </article>
      <section className="page-section page-section--tint" aria-labelledby="all-services">
        <div className="container">
          <div className="section-head">
            <h2 id="all-services">All services</h2>
          </div>
          <ServiceGrid services={services} currentId={service.id} />
        </div>
      </section>
    </>
  );
}
