import type { Enhancer } from "./types";

/**
 * The one-card job carousel below 640 px (app/components/jobs/job-carousel.tsx):
 * shows the previous/next buttons (wrapping around), one dot per job and an
 * "n of m" counter that follows swipes too. Slides marked `hidden` do not
 * count, and the carousel recounts (back to the first job) whenever slides
 * are added, removed, hidden or shown, e.g. by a filter.
 */
export const enhanceJobCarousel: Enhancer = (root) => {
  const track = root.querySelector<HTMLElement>(".job-carousel-track");
  const controls = root.querySelector<HTMLElement>(".job-carousel-controls");
  const dots = controls?.querySelector<HTMLElement>(".job-carousel-dots");
  const counter = controls?.querySelector<HTMLElement>(".job-carousel-count");
  if (!track || !controls || !dots || !counter) return;

  let slides: HTMLElement[] = [];
  // The slide being shown, and the one a button click is scrolling to: quick
  // clicks must count from where the carousel is going, not where a smooth
  // scroll happens to be.
  let current = 0;
  let target: number | null = null;

  function show(index: number) {
    current = index;
    if (counter) counter.textContent = `${index + 1} of ${slides.length}`;
    [...(dots?.children ?? [])].forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  }

  function go(el: HTMLElement, index: number) {
    const count = slides.length;
    if (count === 0) return;
    const next = (index + count) % count;
    show(next);
    if (Math.round(el.scrollLeft / (el.clientWidth || 1)) !== next) target = next;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
  }

  /** Counts the slides again; `reset` goes back to the first one. */
  function recount(el: HTMLElement, reset: boolean) {
    slides = [...el.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
    const count = slides.length;
    slides.forEach((slide, i) => {
      slide.setAttribute("aria-label", `${i + 1} of ${count}`);
    });
    dots?.replaceChildren(
      ...slides.map((_, i) => {
        const dot = document.createElement("button");
        dot.type = "button";
        dot.className = "dot";
        dot.setAttribute("aria-label", `Show job ${i + 1}`);
        dot.addEventListener("click", () => go(el, i));
        return dot;
      }),
    );
    if (controls) controls.hidden = count < 2;
    target = null;
    if (reset) el.scrollLeft = 0;
    show(Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / (el.clientWidth || 1)))));
  }

  // Keep the counter in step with swipes.
  track.addEventListener(
    "scroll",
    () => {
      const at = Math.min(slides.length - 1, Math.max(0, Math.round(track.scrollLeft / (track.clientWidth || 1))));
      if (target !== null) {
        if (at === target) target = null;
        return;
      }
      if (at !== current) show(at);
    },
    { passive: true },
  );
  for (const button of controls.querySelectorAll<HTMLButtonElement>("[data-step]")) {
    const step = Math.sign(Number(button.dataset.step));
    button.addEventListener("click", () => go(track, current + step));
  }
  new MutationObserver(() => recount(track, true)).observe(track, {
    childList: true,
    subtree: true,
    attributeFilter: ["hidden"],
  });

  root.dataset.enhanced = "";
  recount(track, false);
};
