import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ARROW_DURATION_MS, ARROW_STEP_PX, arrowMove, easeInOut, nextScrollPosition } from "./carousel-math";

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

type HoldReason = "hover" | "focus" | "press" | "touch" | "arrow";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion() {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * A row of slides that scrolls by itself and loops. Without JavaScript (and
 * before hydration) it is a plain horizontally scrollable row. Once hydrated it
 * clones the slides to loop seamlessly, scrolls at `speed` px/s, pauses while
 * the row is hovered, focused, pressed or touched, and offers a pause/play
 * button; with reduced motion it starts paused and never moves by itself.
 */
export function Carousel({ label, slides, speed, arrows = false, variant = "cards" }: CarouselProps) {
  const id = useId();
  const viewportRef = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [inView, setInView] = useState(false);
  const holds = useRef(new Set<HoldReason>());
  const glideFrame = useRef(0);

  useEffect(() => {
    setEnhanced(true);
    setPlaying(!prefersReducedMotion());
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Only animate while the row is on screen (and so not in a hidden tab panel).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // Pause while the row is hovered, focused, pressed or touched.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const hold = (reason: HoldReason) => holds.current.add(reason);
    const release = (reason: HoldReason) => holds.current.delete(reason);
    let touchTimer: ReturnType<typeof setTimeout> | undefined;
    const onPointerEnter = (e: PointerEvent) => e.pointerType === "mouse" && hold("hover");
    const onPointerLeave = (e: PointerEvent) => e.pointerType === "mouse" && release("hover");
    const onPointerDown = () => hold("press");
    const onPointerUp = () => release("press");
    const onTouchStart = () => {
      clearTimeout(touchTimer);
      hold("touch");
    };
    // Let a flick's momentum settle before moving again.
    const onTouchEnd = () => {
      touchTimer = setTimeout(() => release("touch"), 1000);
    };
    const onFocusIn = () => hold("focus");
    const onFocusOut = (e: FocusEvent) => {
      if (!viewport.contains(e.relatedTarget as Node | null)) release("focus");
    };
    viewport.addEventListener("pointerenter", onPointerEnter);
    viewport.addEventListener("pointerleave", onPointerLeave);
    viewport.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("pointerup", onPointerUp);
    window.addEventListener("pointercancel", onPointerUp);
    viewport.addEventListener("touchstart", onTouchStart, { passive: true });
    viewport.addEventListener("touchend", onTouchEnd, { passive: true });
    viewport.addEventListener("touchcancel", onTouchEnd, { passive: true });
    viewport.addEventListener("focusin", onFocusIn);
    viewport.addEventListener("focusout", onFocusOut);
    return () => {
      clearTimeout(touchTimer);
      viewport.removeEventListener("pointerenter", onPointerEnter);
      viewport.removeEventListener("pointerleave", onPointerLeave);
      viewport.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("pointerup", onPointerUp);
      window.removeEventListener("pointercancel", onPointerUp);
      viewport.removeEventListener("touchstart", onTouchStart);
      viewport.removeEventListener("touchend", onTouchEnd);
      viewport.removeEventListener("touchcancel", onTouchEnd);
      viewport.removeEventListener("focusin", onFocusIn);
      viewport.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // The auto-scroll loop. Our own float position is kept because scrollLeft
  // rounds, and 50 px/s is under one pixel a frame.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !enhanced || !playing || !inView) return;
    let frame = 0;
    let last = performance.now();
    let position = viewport.scrollLeft;
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      if (holds.current.size > 0 || Math.abs(viewport.scrollLeft - position) > 2) {
        // Held, or moved by the visitor: carry on from where it is now.
        position = viewport.scrollLeft;
      } else {
        position = nextScrollPosition(position, speed, elapsed, loopWidth(viewport, slides.length));
        viewport.scrollLeft = position;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [enhanced, playing, inView, speed, slides.length]);

  useEffect(() => () => cancelAnimationFrame(glideFrame.current), []);

  function glide(direction: -1 | 1) {
    const viewport = viewportRef.current;
    if (!viewport) return;
    cancelAnimationFrame(glideFrame.current);
    const maxScroll = viewport.scrollWidth - viewport.clientWidth;
    const { from, to } = arrowMove(
      viewport.scrollLeft,
      direction * ARROW_STEP_PX,
      loopWidth(viewport, slides.length),
      maxScroll,
    );
    viewport.scrollLeft = from;
    if (prefersReducedMotion()) {
      viewport.scrollLeft = to;
      return;
    }
    holds.current.add("arrow");
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min((now - start) / ARROW_DURATION_MS, 1);
      viewport.scrollLeft = from + (to - from) * easeInOut(t);
      if (t < 1) glideFrame.current = requestAnimationFrame(step);
      else holds.current.delete("arrow");
    };
    glideFrame.current = requestAnimationFrame(step);
  }

  const viewportId = `${id}-viewport`;
  return (
    <div className={`carousel carousel--${variant}`} data-enhanced={enhanced ? "" : undefined}>
      {enhanced ? (
        <div className="carousel-controls">
          {arrows ? (
            <button
              type="button"
              className="carousel-button"
              aria-controls={viewportId}
              aria-label={`Previous: ${label}`}
              onClick={() => glide(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
          ) : null}
          <button
            type="button"
            className="carousel-button carousel-toggle"
            aria-controls={viewportId}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            <span className="carousel-toggle-text">{playing ? "Pause" : "Play"}</span>
            <span className="visually-hidden"> {label}</span>
          </button>
          {arrows ? (
            <button
              type="button"
              className="carousel-button"
              aria-controls={viewportId}
              aria-label={`Next: ${label}`}
              onClick={() => glide(1)}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      {/* A named region, focusable so the row can be scrolled from the keyboard. */}
      <section
        ref={viewportRef}
        id={viewportId}
        className="carousel-viewport"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-playing={enhanced && playing ? "" : undefined}
      >
        <ul className="carousel-track">
          {slides.map((slide) => (
            <li key={slide.key} className="carousel-slide">
              {slide.content}
            </li>
          ))}
          {/* A second, hidden set follows the first so the loop has no seam. */}
          {enhanced
            ? slides.map((slide) => (
                <li key={`clone-${slide.key}`} className="carousel-slide" aria-hidden="true" inert>
                  {slide.content}
                </li>
              ))
            : null}
        </ul>
      </section>
    </div>
  );
}

/** Width of one set of slides: from the first slide to its first clone. */
function loopWidth(viewport: HTMLElement, count: number): number {
  const track = viewport.firstElementChild;
  const first = track?.children[0] as HTMLElement | undefined;
  const clone = track?.children[count] as HTMLElement | undefined;
  return first && clone ? clone.offsetLeft - first.offsetLeft : 0;
}
