import type { Enhancer } from "./types";

const SCROLL_OFFSET_PX = -80;
const SCROLL_DURATION_MS = 600;

function easeInOutCubic(t: number) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window so `target` sits 80 px below the top, over 600 ms (at once with reduced motion). */
export function smoothScrollTo(target: HTMLElement) {
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start + SCROLL_OFFSET_PX);
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo({ top: end, behavior: "instant" });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min((now - began) / SCROLL_DURATION_MS, 1);
    // "instant" so the page's CSS smooth scrolling does not fight each frame.
    window.scrollTo({ top: start + (end - start) * easeInOutCubic(t), behavior: "instant" });
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The careers page's "Join Now" disclosure: it closes on Escape (focus back on
 * its summary) or a click elsewhere, and its in-page entry scrolls smoothly to
 * the section and moves focus there.
 */
export const enhance: Enhancer = (root) => {
  if (!(root instanceof HTMLDetailsElement)) return;
  const details = root;
  document.addEventListener("pointerdown", (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && details.open) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
  });
  for (const link of details.querySelectorAll<HTMLAnchorElement>("a[data-scroll-to]")) {
    link.addEventListener("click", (event) => {
      const section = document.getElementById(link.dataset.scrollTo ?? "");
      if (!section) return;
      event.preventDefault();
      details.open = false;
      smoothScrollTo(section);
      // Move keyboard and screen reader focus along with the view.
      const heading = section.querySelector<HTMLElement>("h2") ?? section;
      heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    });
  }
  details.dataset.enhanced = "";
};
