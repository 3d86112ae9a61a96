import { NavLink } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { type NavGroup, type NavLinkItem, navGroups, primaryLink } from "#app/content/nav";
import { useHrefLang, useLang, useLocalize } from "#app/lib/i18n";
import { site } from "#shared/content/site";
import { LANG_TAG } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { BrandMark } from "./brand-mark";
import { LangSwitch } from "./lang-switch";

function PanelLink({ item }: { item: NavLinkItem }) {
  const lang = useLang();
  const localize = useLocalize();
  const hrefLang = useHrefLang();
  // The label is the link's own text (styled by .nav-item), its description a block under it.
  const content = (
    <>
      {item.label(lang)}
      {item.description ? <span className="nav-item-desc">{item.description(lang)}</span> : null}
    </>
  );
  if (item.external) {
    return (
      <a
        className="nav-item"
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        lang={item.english && lang !== "en" ? LANG_TAG.en : undefined}
      >
        {content}
        <span className="visually-hidden" lang={LANG_TAG[lang]}>
          {m.shell_new_tab({}, { locale: lang })}
        </span>
      </a>
    );
  }
  return (
    <NavLink className="nav-item" to={localize(item.to)} hrefLang={hrefLang(item.to)} discover="none">
      {content}
    </NavLink>
  );
}

/**
 * The site header, rendered on the server. Without JavaScript the dropdowns
 * open on hover and focus through CSS (and noscript.css lays the mobile menu
 * out open); app/enhance/header.ts adds the menu button, click, Escape and
 * outside-click behaviour. Text comes from the shell catalog in the page's
 * language, and every internal link goes to the page in that language.
 */
export function SiteHeader() {
  const lang = useLang();
  const localize = useLocalize();
  const hrefLang = useHrefLang();
  return (
    <header className="site-header" data-enhance="header">
      <div className="container header-inner">
        <a href={localize("/")} className="brand">
          <BrandMark />
          {/* The brand is written in Latin letters in both languages. */}
          <span className="brand-name" lang={lang === "en" ? undefined : LANG_TAG.en}>
            {site.shortName} <span className="brand-sub">{site.name.replace(site.shortName, "").trim()}</span>
          </span>
        </a>
        <LangSwitch />
        {/* Saved jobs are kept in the browser: the count is filled by app/enhance/saved-count.ts. */}
        <a href={localize("/saved")} className="header-saved" data-enhance="saved-count">
          <Icon name="bookmark" />
          <span className="header-saved-label">{m.shell_saved({}, { locale: lang })}</span>
          <span className="visually-hidden">{m.shell_saved_hidden({}, { locale: lang })}</span>
          <span className="header-saved-count" data-count="" />
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-label={m.shell_menu({}, { locale: lang })}
          aria-expanded="false"
          aria-controls="site-menu"
        >
          <Icon name="menu" className="menu-icon-open" />
          <Icon name="x" className="menu-icon-close" />
        </button>
        <noscript>
          {/* Without JavaScript the menu opens as the link's target (public/noscript.css). */}
          <a href="#site-menu" className="menu-toggle menu-toggle-link" aria-label={m.shell_menu({}, { locale: lang })}>
            <Icon name="menu" />
          </a>
        </noscript>
        <nav id="site-menu" className="site-nav" aria-label={m.shell_nav_main({}, { locale: lang })}>
          <ul className="nav-list">
            <li className="nav-top">
              <NavLink
                to={localize(primaryLink.to)}
                hrefLang={hrefLang(primaryLink.to)}
                className="nav-top-link"
                discover="none"
              >
                {primaryLink.label(lang)}
              </NavLink>
            </li>
            {navGroups.map((group) => (
              <NavGroupItem key={group.id} group={group} />
            ))}
          </ul>
          <a href={localize("/contact")} hrefLang={hrefLang("/contact")} className="btn btn-primary nav-cta">
            {m.shell_hire_with_us({}, { locale: lang })}
          </a>
          <noscript>
            <a href="#main" className="menu-close-link">
              {m.shell_close_menu({}, { locale: lang })}
            </a>
          </noscript>
        </nav>
      </div>
    </header>
  );
}

function NavGroupItem({ group }: { group: NavGroup }) {
  const lang = useLang();
  const localize = useLocalize();
  const hrefLang = useHrefLang();
  const panelId = `nav-panel-${group.id}`;
  return (
    <li className={`nav-group nav-group--${group.layout}`} data-group={group.id}>
      <button type="button" className="nav-trigger" aria-expanded="false" aria-controls={panelId}>
        {group.label(lang)}
        <Icon name="chevron-down" className="nav-chevron" />
      </button>
      <div id={panelId} className={`nav-panel nav-panel--${group.layout}`}>
        <ul className="nav-panel-list">
          {group.items.map((item) => (
            <li key={item.to}>
              <PanelLink item={item} />
            </li>
          ))}
        </ul>
        {group.footerLink ? (
          <a href={localize(group.footerLink.to)} hrefLang={hrefLang(group.footerLink.to)} className="nav-panel-footer">
            {group.footerLink.label(lang)} →
          </a>
        ) : null}
      </div>
    </li>
  );
}
