/** Pure helpers behind the auto-scrolling carousels (unit-tested). */

/** How far an arrow press moves a carousel, in pixels. */
export const ARROW_STEP_PX = 320;
/** How long an arrow press takes, in milliseconds. */
export const ARROW_DURATION_MS = 300;

/** Cards fully visible at a viewport width: 1 under 640px, 2 under 768, 3 under 1024, 5 otherwise. */
export function visibleCards(viewportWidth: number): number {
  if (viewportWidth < 640) return 1;
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return 5;
}

/**
 * The next auto-scroll position: `speed` px/s for `elapsedMs`, wrapped at
 * `loopWidth` (the width of one set of slides; a cloned set follows it).
 * Long gaps (a background tab) are capped so the row never jumps.
 */
export function nextScrollPosition(position: number, speed: number, elapsedMs: number, loopWidth: number): number {
  const step = (speed * Math.min(Math.max(elapsedMs, 0), 100)) / 1000;
  const next = position + step;
  return loopWidth > 0 && next >= loopWidth ? next - loopWidth : next;
}

/**
 * Where an arrow press starts from and goes to, shifted by one loop when the
 * move would run past either end of the (doubled) row.
 */
export function arrowMove(
  position: number,
  delta: number,
  loopWidth: number,
  maxScroll: number,
): { from: number; to: number } {
  let from = position;
  if (loopWidth > 0) {
    if (delta < 0 && from + delta < 0) from += loopWidth;
    else if (delta > 0 && from + delta > maxScroll) from -= loopWidth;
  }
  return { from, to: Math.min(Math.max(from + delta, 0), Math.max(maxScroll, 0)) };
}

/** Ease in and out over t in [0, 1]. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
