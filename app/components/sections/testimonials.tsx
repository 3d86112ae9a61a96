import { useId } from "react";
import { Carousel } from "#app/components/carousel/carousel";
import type { Testimonial } from "#app/content/types";

export interface TestimonialGroup {
  id: string;
  /** Tab label, e.g. "Clients". */
  label: string;
  /** Accessible name of the group's row, e.g. "What our clients say". */
  title: string;
  items: Testimonial[];
}

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="testimonial">
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
 * horizontally scrollable row (all a visitor without JavaScript needs) and
 * the tab list hidden; app/enhance/carousel-tabs.ts turns the groups into
 * tabs, each with an auto-scrolling carousel. The text is only ever in the HTML.
 */
export function TestimonialTabs({ groups, headingLevel = 3 }: { groups: TestimonialGroup[]; headingLevel?: 3 | 4 }) {
  const baseId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="testimonial-tabs" data-enhance="carousel" data-kind="tabs">
      <div role="tablist" aria-label="Testimonials" className="tablist" hidden>
        {groups.map((group, i) => (
          <button
            key={group.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${group.id}`}
            aria-selected={i === 0}
            aria-controls={`${baseId}-panel-${group.id}`}
            tabIndex={i === 0 ? 0 : -1}
            className="tab"
          >
            {group.label} <span className="tab-count">{group.items.length}</span>
          </button>
        ))}
      </div>
      {groups.map((group) => (
        <div key={group.id} id={`${baseId}-panel-${group.id}`} className="testimonial-group">
          <Heading className="testimonial-group-title">{group.title}</Heading>
          <Carousel
            label={group.title}
            speed={50}
            arrows
            slides={group.items.map((t) => ({ key: t.id, content: <TestimonialCard t={t} /> }))}
          />
        </div>
      ))}
    </div>
  );
}
