import { type KeyboardEvent, useEffect, useRef, useState } from "react";

export interface TestimonialTab {
  id: string;
  label: string;
  count: number;
  tabId: string;
  /** The id of the server-rendered group this tab shows. */
  panelId: string;
}

/**
 * The testimonial groups as tabs (app/components/sections/testimonials.tsx).
 * The island owns only the tab list; the groups stay the server's HTML (each
 * with its own carousel island) and become its tab panels once it hydrates.
 * Tabs follow the ARIA pattern: arrow keys move between them, wrapping; Home
 * and End go to either end.
 */
export default function TestimonialTabsControls({ label, tabs }: { label: string; tabs: TestimonialTab[] }) {
  const [selected, setSelected] = useState(0);
  const [ready, setReady] = useState(false);
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

  return (
    <div role="tablist" aria-label={label} className="tablist" hidden={!ready}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-selected={i === selected}
          aria-controls={tab.panelId}
          tabIndex={i === selected ? 0 : -1}
          className="tab"
          onClick={() => setSelected(i)}
          onKeyDown={onKeyDown}
        >
          {tab.label} <span className="tab-count">{tab.count}</span>
        </button>
      ))}
    </div>
  );
}
