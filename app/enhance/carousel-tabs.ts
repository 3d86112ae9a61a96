import type { Enhancer } from "./types";

/**
 * Groups of carousels as tabs (app/components/sections/testimonials.tsx). The
 * server sends every group as a titled row and the tab list hidden: this
 * shows the tab list, makes the groups tab panels (their titles stay for
 * screen readers) and shows one at a time. Tabs follow the ARIA pattern:
 * arrow keys move between them, wrapping, Home and End go to either end.
 */
export const enhanceTabs: Enhancer = (root) => {
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  if (!tablist) return;
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));
  if (tabs.length === 0 || panels.some((panel) => !panel || !root.contains(panel))) return;

  let selected = 0;
  function select(index: number) {
    selected = index;
    tabs.forEach((tab, i) => {
      tab.setAttribute("aria-selected", String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
      const panel = panels[i];
      if (panel) panel.hidden = i !== index;
    });
  }

  tabs.forEach((tab, i) => {
    const panel = panels[i];
    panel?.setAttribute("role", "tabpanel");
    panel?.setAttribute("aria-labelledby", tab.id);
    const title = panel?.querySelector(":scope > :is(h2, h3, h4, h5, h6)");
    if (title) title.className = "visually-hidden";
    tab.addEventListener("click", () => select(i));
    tab.addEventListener("keydown", (event) => {
      const last = tabs.length - 1;
      const moves: Record<string, number> = {
        ArrowRight: selected === last ? 0 : selected + 1,
        ArrowLeft: selected === 0 ? last : selected - 1,
        Home: 0,
        End: last,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(next);
      tabs[next]?.focus();
    });
  });

  root.dataset.enhanced = "";
  tablist.hidden = false;
  select(0);
};
