import { ChevronDown, Menu, X } from "lucide-react";
import { type FocusEvent, useEffect, useReducer, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { type NavGroup, type NavLinkItem, navGroups, primaryLink } from "#app/content/nav";
import { site } from "#app/content/site";
import { BrandMark } from "./brand-mark";
import { type GroupId, initialNavState, navReducer } from "./nav-state";

const DESKTOP_QUERY = "(min-width: 1024px)";

function isDesktop() {
  return typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches;
}

function PanelLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  const content = (
    <>
      <span className="nav-item-label">{item.label}</span>
      {item.description ? <span className="nav-item-desc">{item.description}</span> : null}
    </>
  );
  if (item.external) {
    return (
      <a className="nav-item" href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink className="nav-item" to={item.to} onClick={onNavigate} prefetch="intent">
      {content}
    </NavLink>
  );
}

export function SiteHeader() {
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const [enhanced, setEnhanced] = useState(false);
  const location = useLocation();
  const triggers = useRef(new Map<GroupId, HTMLButtonElement>());
  // Set while we move focus back to a trigger, so that focus does not reopen it.
  const refocusing = useRef(false);

  // Until hydration the menus work through CSS (hover, focus-within, noscript).
  useEffect(() => setEnhanced(true), []);

  // Any navigation closes every menu.
  useEffect(() => {
    dispatch({ type: "navigated" });
  }, [location.key]);

  // A click or tap outside the header closes an open dropdown.
  useEffect(() => {
    if (!state.openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !document.querySelector(".site-header")?.contains(target)) {
        dispatch({ type: "escape" });
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [state.openGroup]);

  // Escape closes the open dropdown (returning focus to its button), then the menu.
  const openGroupRef = useRef(state.openGroup);
  openGroupRef.current = state.openGroup;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openGroupRef.current;
      dispatch({ type: "escape" });
      if (!open) return;
      // React may deliver the resulting focus event after this handler returns.
      refocusing.current = true;
      triggers.current.get(open)?.focus();
      setTimeout(() => {
        refocusing.current = false;
      }, 0);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  function onGroupBlur(group: GroupId, event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget as Node | null;
    if (isDesktop() && (!next || !event.currentTarget.contains(next))) {
      dispatch({ type: "closeGroup", id: group });
    }
  }

  const closeAll = () => dispatch({ type: "navigated" });

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand-name">
            {site.shortName} <span className="brand-sub">{site.name.replace(site.shortName, "").trim()}</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-label="Menu"
          aria-expanded={state.menuOpen}
          aria-controls="site-menu"
          onClick={() => dispatch({ type: "toggleMenu" })}
        >
          {state.menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav
          id="site-menu"
          className="site-nav"
          aria-label="Main"
          data-enhanced={enhanced ? "" : undefined}
          data-open={state.menuOpen ? "" : undefined}
        >
          <ul className="nav-list">
            <li className="nav-top">
              <NavLink to={primaryLink.to} className="nav-top-link" onClick={closeAll} prefetch="intent">
                {primaryLink.label}
              </NavLink>
            </li>
            {navGroups.map((group) => (
              <NavGroupItem
                key={group.id}
                group={group}
                open={state.openGroup === group.id}
                registerTrigger={(el) => {
                  if (el) triggers.current.set(group.id, el);
                }}
                onToggle={() => dispatch({ type: "toggleGroup", id: group.id })}
                onHover={(inside) => {
                  if (!isDesktop()) return;
                  dispatch({ type: inside ? "openGroup" : "closeGroup", id: group.id });
                }}
                onKeyboardFocus={() => {
                  if (isDesktop() && !refocusing.current) dispatch({ type: "openGroup", id: group.id });
                }}
                onBlur={(event) => onGroupBlur(group.id, event)}
                onNavigate={closeAll}
              />
            ))}
          </ul>
          <Link to="/contact" className="btn btn-primary nav-cta" onClick={closeAll}>
            Hire with us
          </Link>
        </nav>
      </div>
    </header>
  );
}

interface NavGroupItemProps {
  group: NavGroup;
  open: boolean;
  registerTrigger: (el: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onHover: (inside: boolean) => void;
  onKeyboardFocus: () => void;
  onBlur: (event: FocusEvent<HTMLLIElement>) => void;
  onNavigate: () => void;
}

function NavGroupItem(props: NavGroupItemProps) {
  const { group, open } = props;
  const panelId = `nav-panel-${group.id}`;
  return (
    <li
      className={`nav-group nav-group--${group.layout}`}
      data-open={open ? "" : undefined}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
      onBlur={props.onBlur}
    >
      <button
        type="button"
        ref={props.registerTrigger}
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={props.onToggle}
        onFocus={(event) => {
          // Keyboard focus opens the panel; a mouse click is handled by onClick.
          if (event.currentTarget.matches(":focus-visible")) props.onKeyboardFocus();
        }}
      >
        {group.label}
        <ChevronDown className="nav-chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className={`nav-panel nav-panel--${group.layout}`}>
        <ul className="nav-panel-list">
          {group.items.map((item) => (
            <li key={item.to}>
              <PanelLink item={item} onNavigate={props.onNavigate} />
            </li>
          ))}
        </ul>
        {group.footerLink ? (
          <Link to={group.footerLink.to} className="nav-panel-footer" onClick={props.onNavigate}>
            {group.footerLink.label} →
          </Link>
        ) : null}
      </div>
    </li>
  );
}
