import { Quote } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
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
      <Quote aria-hidden="true" className="testimonial-mark" />
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
 * Testimonials in groups. Before hydration (and without JavaScript) every
 * group is a titled, horizontally scrollable row; once hydrated the groups
 * become tabs, each with an auto-scrolling carousel.
 */
export function TestimonialTabs({ groups, headingLevel = 3 }: { groups: TestimonialGroup[]; headingLevel?: 3 | 4 }) {
  const baseId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => setEnhanced(true), []);
  const Heading = headingLevel === 3 ? "h3" : "h4";

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = groups.length - 1;
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
    tabs.current[next]?.focus();
  }

  return (
    <div className="testimonial-tabs" data-enhanced={enhanced ? "" : undefined}>
      {enhanced ? (
        <div role="tablist" aria-label="Testimonials" className="tablist">
          {groups.map((group, i) => (
            <button
              key={group.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${group.id}`}
              aria-selected={i === selected}
              aria-controls={`${baseId}-panel-${group.id}`}
              tabIndex={i === selected ? 0 : -1}
              className="tab"
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
            >
              {group.label} <span className="tab-count">{group.items.length}</span>
            </button>
          ))}
        </div>
      ) : null}
      {groups.map((group, i) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: labelled only when it is a tab panel
        <div
          key={group.id}
          id={`${baseId}-panel-${group.id}`}
          className="testimonial-group"
          role={enhanced ? "tabpanel" : undefined}
          aria-labelledby={enhanced ? `${baseId}-tab-${group.id}` : undefined}
          hidden={enhanced && i !== selected}
        >
          <Heading className={enhanced ? "visually-hidden" : "testimonial-group-title"}>{group.title}</Heading>
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
