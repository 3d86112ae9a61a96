import { useId } from "react";
import { Carousel } from "#app/components/carousel/carousel";
import type { Testimonial } from "#app/content/types";
import TestimonialTabsControls from "#app/islands/carousel/testimonial-tabs";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

export interface TestimonialGroup {
  id: string;
  /** Tab label, e.g. "Clients". */
  label: string;
  /** Accessible name of the group's row, e.g. "What our clients say". */
  title: string;
  items: Testimonial[];
}

/** A testimonial is a person's own words and stays in English; on a Hindi page it says so with lang="en". */
function TestimonialCard({ t, english }: { t: Testimonial; english: boolean }) {
  return (
    <figure className="testimonial" lang={english ? "en" : undefined}>
      {/* The quote mark is drawn by CSS: one image for every card, not an SVG in each. */}
      <span className="testimonial-mark" aria-hidden="true" />
      <blockquote>
        <p>{t.text}</p>
      </blockquote>
      <figcaption>
        {t.image ? <img src={t.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
        <span>
          <span className="testimonial-name">{t.name}</span>
          {t.ac ? <span className="testimonial-meta">{t.ac}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Testimonials in groups. The server sends every group as a titled,
 * horizontally scrollable row (all a visitor without JavaScript needs). The
 * tab list is an island (app/islands/carousel/testimonial-tabs.tsx) that
 * turns the groups into tab panels; each row's controls are an island of
 * their own (app/components/carousel/carousel.tsx). The text is only ever in
 * the HTML, never in props.
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
      props={{ label: m.pages_testimonials_label({}, { locale: lang }), tabs }}
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
            slides={group.items.map((t) => ({ key: t.id, content: <TestimonialCard t={t} english={lang !== "en"} /> }))}
          />
        </div>
      ))}
    </Island>
  );
}
