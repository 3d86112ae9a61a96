import { Bookmark, ChevronDown, Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { type NavGroup, type NavLinkItem, navGroups, primaryLink } from "#app/content/nav";
import { site } from "#shared/content/site";
import { BrandMark } from "./brand-mark";

function PanelLink({ item }: { item: NavLinkItem }) {
  const content = (
    <>
      <span className="nav-item-label">{item.label}</span>
      {item.description ? <span className="nav-item-desc">{item.description}</span> : null}
    </>
  );
  if (item.external) {
    return (
      <a className="nav-item" href={item.to} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink className="nav-item" to={item.to}>
      {content}
    </NavLink>
  );
}

/**
 * The site header, rendered on the server. Without JavaScript the dropdowns
 * open on hover and focus through CSS (and noscript.css lays the mobile menu
 * out open); app/enhance/header.ts adds the menu button, click, Escape and
 * outside-click behaviour.
 */
export function SiteHeader() {
  return (
    <header className="site-header" data-enhance="header">
      <div className="container header-inner">
        <a href="/" className="brand">
          <BrandMark />
          <span className="brand-name">
            {site.shortName} <span className="brand-sub">{site.name.replace(site.shortName, "").trim()}</span>
          </span>
        </a>
        {/* Saved jobs are kept in the browser: the count is filled by app/enhance/saved-count.ts. */}
        <a href="/saved" className="header-saved" data-enhance="saved-count">
          <Bookmark aria-hidden="true" />
          <span className="header-saved-label">Saved</span>
          <span className="visually-hidden"> jobs</span>
          <span className="header-saved-count" data-count="" />
        </a>
        <button type="button" className="menu-toggle" aria-label="Menu" aria-expanded="false" aria-controls="site-menu">
          <Menu className="menu-icon-open" aria-hidden="true" />
          <X className="menu-icon-close" aria-hidden="true" />
        </button>
        <noscript>
          {/* Without JavaScript the menu opens as the link's target (public/noscript.css). */}
          <a href="#site-menu" className="menu-toggle menu-toggle-link" aria-label="Menu">
            <Menu aria-hidden="true" />
          </a>
        </noscript>
        <nav id="site-menu" className="site-nav" aria-label="Main">
          <ul className="nav-list">
            <li className="nav-top">
              <NavLink to={primaryLink.to} className="nav-top-link">
                {primaryLink.label}
              </NavLink>
            </li>
            {navGroups.map((group) => (
              <NavGroupItem key={group.id} group={group} />
            ))}
          </ul>
          <a href="/contact" className="btn btn-primary nav-cta">
            Hire with us
          </a>
          <noscript>
            <a href="#main" className="menu-close-link">
              Close menu
            </a>
          </noscript>
        </nav>
      </div>
    </header>
  );
}

function NavGroupItem({ group }: { group: NavGroup }) {
  const panelId = `nav-panel-${group.id}`;
  return (
    <li className={`nav-group nav-group--${group.layout}`} data-group={group.id}>
      <button type="button" className="nav-trigger" aria-expanded="false" aria-controls={panelId}>
        {group.label}
        <ChevronDown className="nav-chevron" aria-hidden="true" />
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
          <a href={group.footerLink.to} className="nav-panel-footer">
            {group.footerLink.label} →
          </a>
        ) : null}
      </div>
    </li>
  );
}
