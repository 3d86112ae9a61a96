import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { TestimonialCard } from "#app/components/sections/testimonial-card";
import type { Testimonial } from "#app/content/types";

export interface TestimonialTab {
  id: string;
  label: string;
  count: number;
  tabId: string;
  /** The id of the server-rendered group this tab shows. */
  panelId: string;
}

/** The testimonials the page did not send: the file's URL, and whether cards say lang="en" (a page in another language). */
export interface TestimonialsRest {
  url: string;
  english: boolean;
}

/** What the file holds: each group's testimonials after the ones in the HTML, by group id. */
type Rest = Record<string, Testimonial[]>;

/**
 * The testimonial groups as tabs (app/components/sections/testimonials.tsx).
 * The island owns only the tab list; the groups stay the server's HTML (each
 * with its own carousel island) and become its tab panels once it hydrates.
 * Before that the list is plain hidden buttons, never tabs without the panels
 * they control (the W3C checker's complaint, issue 29). Tabs follow the
 * ARIA pattern: arrow keys move between them, wrapping; Home and End go to
 * either end.
 *
 * The server sends each group's first few testimonials; the rest arrive here
 * from one cached file and are added to the end of each group's row (its
 * carousel takes new slides as they come).
 */
export default function TestimonialTabsControls({
  label,
  tabs,
  rest,
}: {
  label: string;
  tabs: TestimonialTab[];
  rest?: TestimonialsRest;
}) {
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);
  const [more, setMore] = useState<Rest | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // The panels are outside this island: give them their tab panel roles once, then show one at a time.
  useEffect(() => {
    for (const tab of tabs) {
      const panel = document.getElementById(tab.panelId);
      if (!panel) continue;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.tabId);
      const title = panel.querySelector(":scope > :is(h2, h3, h4, h5, h6)");
      if (title) title.className = "visually-hidden";
    }
    setReady(true);
  }, [tabs]);

  useEffect(() => {
    if (!ready) return;
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(tab.panelId);
      if (panel) panel.hidden = i !== selected;
    });
  }, [ready, selected, tabs]);

  // The other testimonials: one request, cached by the browser for every page that has these rows.
  useEffect(() => {
    if (!rest) return;
    const controller = new AbortController();
    fetch(rest.url, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Rest>) : null))
      .then((json) => {
        if (json) setMore(json);
      })
      // Without them the rows keep the testimonials the page came with.
      .catch(() => undefined);
    return () => controller.abort();
  }, [rest]);

  const onKeyDown = (event: KeyboardEvent) => {
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
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const added = more
    ? tabs.map((tab) => {
        const track = document.getElementById(tab.panelId)?.querySelector(".carousel-track");
        const items = more[tab.id] ?? [];
        if (!track || items.length === 0) return null;
        return createPortal(
          items.map((t) => (
            <li key={t.id} className="carousel-slide">
              <TestimonialCard t={t} english={rest?.english ?? false} />
            </li>
          )),
          track,
          tab.id,
        );
      })
    : null;

  // Before hydration the list is sent hidden and inert (no tab roles, as the
  // groups are not tab panels yet), so the server's HTML is valid whether
  // scripts run or not; with scripts its room is kept (content.css), so
  // nothing moves when it appears.
  return (
    <>
      <div className="tablist" hidden={!ready} {...(ready ? { role: "tablist", "aria-label": label } : {})}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            id={tab.tabId}
            className="tab"
            tabIndex={i === selected ? 0 : -1}
            {...(ready
              ? {
                  role: "tab",
                  "aria-selected": i === selected,
                  "aria-controls": tab.panelId,
                  onClick: () => setSelected(i),
                  onKeyDown,
                }
              : {})}
          >
            {tab.label} <span className="tab-count">{tab.count}</span>
          </button>
        ))}
      </div>
      {added}
    </>
  );
}
