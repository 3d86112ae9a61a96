import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import type { Service } from "#app/content/types";
import { useLang } from "#app/lib/i18n";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

interface ServiceGridProps {
  services: Service[];
  /** The service being read, marked as the current page in the grid. */
  currentId?: number;
  /** How many leading cards are above the fold and load their image eagerly. */
  eagerCount?: number;
  /**
   * False: on phones (one column) the cards show no art, and none is fetched
   * (every image lazy, hidden): /services, whose first card's image was the
   * largest paint on a phone, a request before it (decision 074).
   */
  phoneArt?: boolean;
}

/** Service cards: image, title, summary and a "View Details" link. */
export function ServiceGrid({ services, currentId, eagerCount = 0, phoneArt = true }: ServiceGridProps) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <ul className={`card-grid card-grid--3 service-grid${phoneArt ? "" : " no-phone-art"}`}>
      {services.map((s, i) => {
        const current = s.id === currentId;
        return (
          <li key={s.id} className={current ? "card service-card service-card--current" : "card service-card"}>
            <img
              src={s.image}
              alt=""
              width={640}
              height={400}
              loading={phoneArt && i < eagerCount ? undefined : "lazy"}
              decoding="async"
            />
            <div className="card-body">
              <h3 className="card-title">{s.title}</h3>
              <p className="card-text">{s.summary}</p>
              <Link
                to={localizedPath(`/DetailService/${s.id}`, lang)}
                className="card-link"
                aria-current={current ? "page" : undefined}
                aria-label={m.pages_view_details_label({ title: s.title }, locale)}
              >
                {m.pages_view_details({}, locale)} <Icon name="arrow-right" />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
