import { Icon } from "#app/components/icons/icon";
import { PageHero } from "#app/components/sections/page-hero";
import { ServiceGrid } from "#app/components/sections/service-grid";
import { servicesFor, webinarsFor } from "#app/content/localized";
import type { Webinar } from "#app/content/types";
import { formatDate } from "#app/lib/format";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/services";
import "#app/components/sections/content.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/services",
    title: m.pages_services_meta_title,
    description: m.pages_services_meta_description,
  });

function WebinarList({ items, kind }: { items: Webinar[]; kind: "upcoming" | "recording" }) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <ul className="webinar-list">
      {items.map((w) => (
        <li key={w.title} className="webinar">
          <p className="webinar-date">
            {kind === "upcoming" ? <Icon name="calendar-days" /> : <Icon name="circle-play" />}
            <span className="visually-hidden">
              {kind === "upcoming"
                ? m.pages_webinars_date_prefix({}, locale)
                : m.pages_webinars_recorded_prefix({}, locale)}
            </span>
            <time dateTime={w.date}>{formatDate(w.date, lang)}</time>
          </p>
          <h4>{w.title}</h4>
          <p>{w.description}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Services() {
  const lang = useLang();
  const locale = { locale: lang };
  const { upcomingSeminars, webinarRecordings } = webinarsFor(lang);
  return (
    <>
      <PageHero
        eyebrow={m.pages_what_we_do({}, locale)}
        title={m.pages_services_title({}, locale)}
        lead={m.pages_services_lead({}, locale)}
      />
      <section className="page-section" aria-labelledby="services-all">
        <div className="container">
          <h2 id="services-all" className="visually-hidden">
            {m.pages_services_all({}, locale)}
          </h2>
          <ServiceGrid services={servicesFor(lang).services} phoneArt={false} />
        </div>
      </section>
      <section className="page-section page-section--tint" aria-labelledby="webinars">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">{m.pages_webinars_eyebrow({}, locale)}</p>
            <h2 id="webinars">{m.pages_webinars_heading({}, locale)}</h2>
            <p className="lead">{m.pages_webinars_lead({}, locale)}</p>
          </div>
          <div className="webinar-columns">
            <section aria-labelledby="webinars-upcoming">
              <h3 id="webinars-upcoming">{m.pages_webinars_upcoming({}, locale)}</h3>
              <WebinarList items={upcomingSeminars} kind="upcoming" />
            </section>
            <section aria-labelledby="webinars-recordings">
              <h3 id="webinars-recordings">{m.pages_webinars_recordings({}, locale)}</h3>
              <WebinarList items={webinarRecordings} kind="recording" />
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
