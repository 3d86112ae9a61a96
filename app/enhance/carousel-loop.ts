import {
  ARROW_DURATION_MS,
  ARROW_STEP_PX,
  arrowMove,
  easeInOut,
  nextScrollPosition,
} from "#app/components/carousel/carousel-math";
import type { Enhancer } from "./types";

type HoldReason = "hover" | "focus" | "press" | "touch" | "arrow";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * An auto-scrolling row (app/components/carousel/carousel.tsx): clones the
 * slides after the originals (hidden from assistive technology and inert) so
 * the loop has no seam, scrolls at `data-speed` px/s while on screen, pauses
 * while hovered, focused, pressed or touched, and shows the pause/play button
 * (WCAG 2.2.2) and the arrows. With reduced motion it starts paused.
 */
export const enhanceLoop: Enhancer = (root) => {
  const viewport = root.querySelector<HTMLElement>(".carousel-viewport");
  const track = viewport?.querySelector<HTMLElement>(".carousel-track");
  const controls = root.querySelector<HTMLElement>(".carousel-controls");
  const toggle = controls?.querySelector<HTMLButtonElement>(".carousel-toggle");
  const toggleText = toggle?.querySelector<HTMLElement>(".carousel-toggle-text");
  if (!viewport || !track || !controls || !toggle || !toggleText) return;
  const speed = Number(root.dataset.speed) || 0;
  const reducedMotion = window.matchMedia(REDUCED_MOTION);

  // A second, hidden set follows the first so the loop has no seam. It is made
  // when the row first comes near the screen: a page with 100 testimonials
  // should not double its DOM during load for rows nobody has seen yet.
  const count = track.children.length;
  let cloned = false;
  function ensureClones() {
    if (cloned || !track) return;
    cloned = true;
    const clones = document.createDocumentFragment();
    for (const slide of [...track.children].slice(0, count)) {
      const clone = slide.cloneNode(true) as HTMLElement;
      clone.setAttribute("aria-hidden", "true");
      clone.setAttribute("inert", "");
      clones.appendChild(clone);
    }
    track.appendChild(clones);
  }

  /** Width of one set of slides: from the first slide to its first clone. */
  function loopWidth(): number {
    const first = track?.children[0] as HTMLElement | undefined;
    const clone = track?.children[count] as HTMLElement | undefined;
    return first && clone ? clone.offsetLeft - first.offsetLeft : 0;
  }

  const holds = new Set<HoldReason>();
  let playing = !reducedMotion.matches;
  let inView = false;
  let frame = 0;
  let glideFrame = 0;

  // Our own float position is kept because scrollLeft rounds, and 50 px/s is
  // under one pixel a frame.
  function startLoop(el: HTMLElement) {
    let last = performance.now();
    let position = el.scrollLeft;
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      if (holds.size > 0 || Math.abs(el.scrollLeft - position) > 2) {
        // Held, or moved by the visitor: carry on from where it is now.
        position = el.scrollLeft;
      } else {
        position = nextScrollPosition(position, speed, elapsed, loopWidth());
        el.scrollLeft = position;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  }

  function update() {
    root.toggleAttribute("data-playing", playing);
    if (toggleText) toggleText.textContent = playing ? "Pause" : "Play";
    if (inView) ensureClones();
    const run = playing && inView && speed > 0;
    if (run && !frame && viewport) startLoop(viewport);
    else if (!run && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  }

  toggle.addEventListener("click", () => {
    playing = !playing;
    update();
  });
  reducedMotion.addEventListener("change", () => {
    if (reducedMotion.matches) {
      playing = false;
      update();
    }
  });

  // Only animate while the row is on screen (and so not in a hidden tab panel).
  if (typeof IntersectionObserver !== "undefined") {
    new IntersectionObserver((entries) => {
      inView = entries[entries.length - 1]?.isIntersecting ?? inView;
      update();
    }).observe(viewport);
  } else {
    ensureClones();
  }

  // Pause while the row is hovered, focused, pressed or touched.
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  const hold = (reason: HoldReason) => holds.add(reason);
  const release = (reason: HoldReason) => holds.delete(reason);
  viewport.addEventListener("pointerenter", (e) => e.pointerType === "mouse" && hold("hover"));
  viewport.addEventListener("pointerleave", (e) => e.pointerType === "mouse" && release("hover"));
  viewport.addEventListener("pointerdown", () => hold("press"));
  window.addEventListener("pointerup", () => release("press"));
  window.addEventListener("pointercancel", () => release("press"));
  const onTouchStart = () => {
    clearTimeout(touchTimer);
    hold("touch");
  };
  // Let a flick's momentum settle before moving again.
  const onTouchEnd = () => {
    touchTimer = setTimeout(() => release("touch"), 1000);
  };
  viewport.addEventListener("touchstart", onTouchStart, { passive: true });
  viewport.addEventListener("touchend", onTouchEnd, { passive: true });
  viewport.addEventListener("touchcancel", onTouchEnd, { passive: true });
  viewport.addEventListener("focusin", () => hold("focus"));
  viewport.addEventListener("focusout", (e) => {
    if (!viewport.contains(e.relatedTarget as Node | null)) release("focus");
  });

  // The arrows move 320 px in 0.3 s, across the seam if need be.
  function glide(el: HTMLElement, direction: number) {
    ensureClones();
    cancelAnimationFrame(glideFrame);
    const maxScroll = el.scrollWidth - el.clientWidth;
    const { from, to } = arrowMove(el.scrollLeft, direction * ARROW_STEP_PX, loopWidth(), maxScroll);
    el.scrollLeft = from;
    if (reducedMotion.matches) {
      el.scrollLeft = to;
      return;
    }
    hold("arrow");
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min((now - start) / ARROW_DURATION_MS, 1);
      el.scrollLeft = from + (to - from) * easeInOut(t);
      if (t < 1) glideFrame = requestAnimationFrame(step);
      else release("arrow");
    };
    glideFrame = requestAnimationFrame(step);
  }
  for (const arrow of controls.querySelectorAll<HTMLButtonElement>("[data-step]")) {
    arrow.addEventListener("click", () => glide(viewport, Math.sign(Number(arrow.dataset.step))));
  }

  root.dataset.enhanced = "";
  controls.hidden = false;
  update();
};
