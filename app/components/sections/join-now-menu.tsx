import { ChevronDown, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { englishOn, useLang, withNode } from "#app/lib/i18n";
import { hrefLangOf, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

interface JoinNowMenuProps {
  partnerUrl: string;
  partnerName: string;
}

/**
 * "Join Now": a disclosure (<details>) with two ways to join. Without
 * JavaScript it opens natively and the first entry is a plain
 * #open-positions link; app/enhance/join-now.ts makes the entry scroll
 * smoothly and the menu close on Escape or a click elsewhere.
 */
export function JoinNowMenu({ partnerUrl, partnerName }: JoinNowMenuProps) {
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <details className="join-menu" data-enhance="join-now">
      <summary className="btn btn-accent join-menu-toggle">
        {m.pages_join_now({}, locale)} <ChevronDown aria-hidden="true" className="join-menu-chevron" />
      </summary>
      <ul className="join-menu-list">
        <li>
          <a className="nav-item" href="#open-positions" data-scroll-to="open-positions">
            <span className="join-menu-label">{m.pages_join_employee({}, locale)}</span>
            <span className="nav-item-desc">{m.pages_join_employee_desc({}, locale)}</span>
          </a>
        </li>
        <li>
          <a className="nav-item" href={partnerUrl} target="_blank" rel="noopener noreferrer">
            <span className="join-menu-label">
              {m.pages_join_freelance({}, locale)} <ExternalLink aria-hidden="true" />
            </span>
            <span className="nav-item-desc">
              {withNode(
                (name) => m.pages_join_freelance_desc({ name }, locale),
                <span lang={englishOn(lang)}>{partnerName}</span>,
              )}
            </span>
          </a>
        </li>
        <li>
          <Link
            className="nav-item"
            to={localizedPath("/freelance-recruiters", lang)}
            hrefLang={hrefLangOf("/freelance-recruiters", lang)}
          >
            <span className="join-menu-label">{m.pages_join_how({}, locale)}</span>
            <span className="nav-item-desc">{m.pages_join_how_desc({}, locale)}</span>
          </Link>
        </li>
      </ul>
    </details>
  );
}
