import { useId } from "react";
import { Carousel } from "#app/components/carousel/carousel";
import { testimonialsInHtml } from "#app/content/testimonials-rest";
import type { Testimonial } from "#app/content/types";
import TestimonialTabsControls from "#app/islands/carousel/testimonial-tabs";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";
import { TestimonialCard } from "./testimonial-card";
import { TESTIMONIALS_REST_URL } from "./testimonials-rest-url";

export interface TestimonialGroup {
  id: string;
  /** Tab label, e.g. "Clients". */
  label: string;
  /** Accessible name of the group's row, e.g. "What our clients say". */
  title: string;
  items: Testimonial[];
}

/**
 * Testimonials in groups. The server sends every group as a titled,
 * horizontally scrollable row of its first few testimonials (six for the
 * first group, two for the others: `testimonialsInHtml`; what a visitor
 * without JavaScript reads: up to 100 cards were most of the home page's
 * bytes, issue 29). The tab list is an island
 * (app/islands/carousel/testimonial-tabs.tsx) that turns the groups into tab
 * panels and, when it hydrates near the screen, adds each group's other
 * testimonials from one cached file; each row's controls are an island of
 * their own (app/components/carousel/carousel.tsx). The text is never in props.
 */
export function TestimonialTabs({ groups, headingLevel = 3 }: { groups: TestimonialGroup[]; headingLevel?: 3 | 4 }) {
  const lang = useLang();
  const baseId = useId().replace(/[^A-Za-z0-9]/g, "");
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const tabs = groups.map((group) => ({
    id: group.id,
    label: group.label,
    count: group.items.length,
    tabId: `${baseId}-tab-${group.id}`,
    panelId: `${baseId}-panel-${group.id}`,
  }));
  return (
    <Island
      name="testimonial-tabs"
      component={TestimonialTabsControls}
      props={{
        label: m.pages_testimonials_label({}, { locale: lang }),
        tabs,
        rest: { url: TESTIMONIALS_REST_URL, english: lang !== "en" },
      }}
      hydrate="visible"
      className="testimonial-tabs"
    >
      {groups.map((group, i) => (
        <div key={group.id} id={tabs[i]?.panelId} className="testimonial-group">
          <Heading className="testimonial-group-title">{group.title}</Heading>
          <Carousel
            label={group.title}
            speed={50}
            arrows
            slides={group.items
              .slice(0, testimonialsInHtml(i))
              .map((t) => ({ key: t.id, content: <TestimonialCard t={t} english={lang !== "en"} /> }))}
          />
        </div>
      ))}
    </Island>
  );
}
