import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
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
    // Its script acts only once the menu is touched: it loads then (app/enhance/main.ts), and
    // holds a press on the in-page entry until it can scroll; the external link is never held.
    <details className="join-menu" data-enhance="join-now" data-enhance-on="interaction" data-hold="a[data-scroll-to]">
      <summary className="btn btn-accent join-menu-toggle">
        {m.pages_join_now({}, locale)} <Icon name="chevron-down" className="join-menu-chevron" />
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
              {m.pages_join_freelance({}, locale)} <Icon name="external-link" />
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
