import { type ReactNode, useId } from "react";
import LoopCarouselControls from "#app/islands/carousel/loop-carousel";
import { Island } from "#app/islands/island";
import { useLang } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

export interface Slide {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Accessible name of the scrolling row, e.g. "Client testimonials". */
  label: string;
  slides: Slide[];
  /** Auto-scroll speed in px/s. */
  speed: number;
  /** Show previous/next buttons (each moves one slide). */
  arrows?: boolean;
  variant?: "cards" | "logos";
}

/**
 * A row of slides that drifts by itself and loops. The server sends a plain,
 * focusable, horizontally scrollable row, which is all a visitor without
 * JavaScript gets. The controls are an island (app/islands/carousel/
 * loop-carousel.tsx) that hydrates when the row nears the screen and hands
 * this server-rendered viewport to Embla: the slides are never serialised
 * again as props.
 */
export function Carousel({ label, slides, speed, arrows = false, variant = "cards" }: CarouselProps) {
  const viewportId = `${useId().replace(/[^A-Za-z0-9]/g, "")}-viewport`;
  const locale = { locale: useLang() };
  // The arrows' names only for a row that has arrows (the partners' has none).
  const words = {
    ...(arrows
      ? { previous: m.shell_carousel_previous({ label }, locale), next: m.shell_carousel_next({ label }, locale) }
      : {}),
    play: m.shell_carousel_play({}, locale),
    pause: m.shell_carousel_pause({}, locale),
  };
  return (
    <Island
      name="loop-carousel"
      component={LoopCarouselControls}
      props={{ label, viewportId, speed, arrows, words }}
      hydrate="visible"
      className={`carousel carousel--${variant}`}
    >
      {/* A named region, focusable so the row can be scrolled from the keyboard. */}
      <section
        id={viewportId}
        className="carousel-viewport"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <ul className="carousel-track">
          {slides.map((slide) => (
            <li key={slide.key} className="carousel-slide">
              {slide.content}
            </li>
          ))}
        </ul>
      </section>
    </Island>
  );
}
