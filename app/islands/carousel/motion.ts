import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for reduced motion. The server (and hydration)
 * assume not; React re-renders right after hydration if they did, so the
 * first browser render still matches the server's markup.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * The slide a visitor had scrolled to natively before the carousel hydrated
 * (the row scrolls sideways without JavaScript), so Embla can start there.
 * Resets the native scroll: from now on Embla moves the track by transform.
 */
export function takeNativeScroll(viewport: HTMLElement): number {
  const track = viewport.firstElementChild;
  const at = viewport.scrollLeft;
  viewport.scrollLeft = 0;
  if (!track || at <= 0) return 0;
  const slides = [...track.children] as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  let best = 0;
  slides.forEach((slide, i) => {
    const best0 = slides[best];
    if (best0 && Math.abs(slide.offsetLeft - origin - at) < Math.abs(best0.offsetLeft - origin - at)) best = i;
  });
  return best;
}

/** Left and right arrow keys move a carousel one slide; true when the key was used. */
export function arrowKeyStep(key: string): -1 | 1 | 0 {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return 0;
}
