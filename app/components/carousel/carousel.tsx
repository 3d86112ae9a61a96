import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useId } from "react";

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
  /** Show previous/next buttons (each moves 320 px in 0.3 s). */
  arrows?: boolean;
  variant?: "cards" | "logos";
}

/**
 * A row of slides that scrolls by itself and loops. The server sends a plain,
 * focusable, horizontally scrollable row, which is all a visitor without
 * JavaScript gets, and the controls hidden. app/enhance/carousel-loop.ts then
 * clones the slides to loop seamlessly, scrolls at `data-speed` px/s, pauses
 * while the row is hovered, focused, pressed or touched, and shows the
 * pause/play button (and the arrows); with reduced motion it starts paused.
 */
export function Carousel({ label, slides, speed, arrows = false, variant = "cards" }: CarouselProps) {
  const viewportId = `${useId()}-viewport`;
  return (
    <div className={`carousel carousel--${variant}`} data-enhance="carousel" data-kind="loop" data-speed={speed}>
      <div className="carousel-controls" hidden>
        {arrows ? (
          <button
            type="button"
            className="carousel-button"
            aria-controls={viewportId}
            aria-label={`Previous: ${label}`}
            data-step="-1"
          >
            <ChevronLeft aria-hidden="true" />
          </button>
        ) : null}
        <button type="button" className="carousel-button carousel-toggle" aria-controls={viewportId}>
          <Pause aria-hidden="true" className="carousel-icon-pause" />
          <Play aria-hidden="true" className="carousel-icon-play" />
          <span className="carousel-toggle-text">Play</span>
          <span className="visually-hidden"> {label}</span>
        </button>
        {arrows ? (
          <button
            type="button"
            className="carousel-button"
            aria-controls={viewportId}
            aria-label={`Next: ${label}`}
            data-step="1"
          >
            <ChevronRight aria-hidden="true" />
          </button>
        ) : null}
      </div>
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
    </div>
  );
}
