import {
  type GroupId,
  initialNavState,
  type NavAction,
  type NavState,
  navReducer,
} from "#app/components/layout/nav-state";
import type { Enhancer } from "./types";

const DESKTOP_QUERY = "(min-width: 1024px)";

/**
 * The header's menus: the menu button below 1024 px, dropdowns that open on
 * hover, keyboard focus or click, one at a time, and close on Escape (focus
 * returns to their button), on a click outside, or when a link is followed.
 * The open/close rules are the pure reducer in nav-state.ts.
 */
export const enhance: Enhancer = (header) => {
  const nav = header.querySelector<HTMLElement>(".site-nav");
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  if (!nav || !toggle) return;
  const groups = new Map<GroupId, { item: HTMLElement; trigger: HTMLButtonElement }>();
  for (const item of nav.querySelectorAll<HTMLElement>(".nav-group[data-group]")) {
    const trigger = item.querySelector<HTMLButtonElement>(".nav-trigger");
    if (trigger) groups.set(item.dataset.group as GroupId, { item, trigger });
  }
  const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;
  let state: NavState = initialNavState;
  // Set while focus is moved back to a trigger, so that the focus does not reopen it.
  let refocusing = false;

  function dispatch(action: NavAction) {
    const next = navReducer(state, action);
    if (next === state) return;
    state = next;
    toggle?.setAttribute("aria-expanded", String(state.menuOpen));
    nav?.toggleAttribute("data-open", state.menuOpen);
    for (const [id, { item, trigger }] of groups) {
      const open = state.openGroup === id;
      item.toggleAttribute("data-open", open);
      trigger.setAttribute("aria-expanded", String(open));
    }
  }

  // From here on the menus follow this script, not CSS hover and focus-within.
  nav.dataset.enhanced = "";
  toggle.addEventListener("click", () => dispatch({ type: "toggleMenu" }));

  for (const [id, { item, trigger }] of groups) {
    trigger.addEventListener("click", () => dispatch({ type: "toggleGroup", id }));
    trigger.addEventListener("focus", () => {
      // Keyboard focus opens the panel; a mouse click is handled by the click.
      if (isDesktop() && !refocusing && trigger.matches(":focus-visible")) dispatch({ type: "openGroup", id });
    });
    item.addEventListener("mouseenter", () => {
      if (isDesktop()) dispatch({ type: "openGroup", id });
    });
    item.addEventListener("mouseleave", () => {
      if (isDesktop()) dispatch({ type: "closeGroup", id });
    });
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (isDesktop() && (!next || !item.contains(next))) dispatch({ type: "closeGroup", id });
    });
  }

  // The script can arrive after the visitor has tabbed to, or is hovering over,
  // a dropdown that CSS has opened: take over that state instead of closing it.
  if (isDesktop()) {
    for (const [id, { item }] of groups) {
      if (item.contains(document.activeElement) || item.matches(":hover")) dispatch({ type: "openGroup", id });
    }
  }

  // Following a link closes every menu (the page may be restored from the back/forward cache).
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) dispatch({ type: "navigated" });
  });
  window.addEventListener("pageshow", () => dispatch({ type: "navigated" }));

  document.addEventListener("pointerdown", (event) => {
    if (state.openGroup && !header.contains(event.target as Node)) dispatch({ type: "escape" });
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = state.openGroup;
    dispatch({ type: "escape" });
    if (!open) return;
    refocusing = true;
    groups.get(open)?.trigger.focus();
    refocusing = false;
  });
};
