import { CalendarDays, PlayCircle } from "lucide-react";
import { PageHero } from "#app/components/sections/page-hero";
import { ServiceGrid } from "#app/components/sections/service-grid";
import { services } from "#app/content/services";
import type { Webinar } from "#app/content/types";
import { upcomingSeminars, webinarRecordings } from "#app/content/webinars";
import { formatDate } from "#app/lib/format";
import { metaLang, seo } from "#app/lib/seo";
import type { Route } from "./+types/services";
import "#app/components/sections/content.css";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    lang: metaLang(location),
    title: "Staffing, recruitment and HR services",
    description:
      "All 18 services of Kshitij Talent Partners: permanent, temporary and contract staffing, executive search, RPO, payroll, compliance, campus and HR consulting.",
    path: "/services",
  });

function WebinarList({ items, kind }: { items: Webinar[]; kind: "upcoming" | "recording" }) {
  return (
    <ul className="webinar-list">
      {items.map((w) => (
        <li key={w.title} className="webinar">
          <p className="webinar-date">
            {kind === "upcoming" ? <CalendarDays aria-hidden="true" /> : <PlayCircle aria-hidden="true" />}
            <span className="visually-hidden">{kind === "upcoming" ? "Date: " : "Recorded on "}</span>
            <time dateTime={w.date}>{formatDate(w.date)}</time>
          </p>
          <h4>{w.title}</h4>
          <p>{w.description}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="SERVICES"
        lead="Eighteen ways we help Indian employers hire well and stay compliant, from a single senior hire to a seasonal workforce of hundreds."
      />
      <section className="page-section" aria-labelledby="services-all">
        <div className="container">
          <h2 id="services-all" className="visually-hidden">
            All services
          </h2>
          <ServiceGrid services={services} eagerCount={3} />
        </div>
      </section>
      <section className="page-section page-section--tint" aria-labelledby="webinars">
        <div className="container">
          <div className="section-head section-head--center">
            <p className="eyebrow">Learn with us</p>
            <h2 id="webinars">Seminars and webinars</h2>
            <p className="lead">
              Free sessions for HR, finance and hiring managers. Write to us to reserve a seat or to receive a
              recording.
            </p>
          </div>
          <div className="webinar-columns">
            <section aria-labelledby="webinars-upcoming">
              <h3 id="webinars-upcoming">Upcoming Seminars</h3>
              <WebinarList items={upcomingSeminars} kind="upcoming" />
            </section>
            <section aria-labelledby="webinars-recordings">
              <h3 id="webinars-recordings">Webinar Recordings</h3>
              <WebinarList items={webinarRecordings} kind="recording" />
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
