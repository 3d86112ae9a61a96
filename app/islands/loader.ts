/**
 * Finds the islands on the page (app/islands/island.tsx) and hydrates each
 * when its strategy says. This module is part of the page's entry chunk: it
 * imports no React. React DOM and an island's component are downloaded only
 * when that island is due (app/islands/hydrate.tsx).
 *
 * - "visible": when the island comes within VISIBLE_MARGIN of the viewport.
 * - "interaction": on the first pointerdown, touchstart, focusin or keydown
 *   inside it (nothing is lost: the island keeps the DOM the visitor touched,
 *   and typed text and focus survive hydration).
 * - "idle": when the browser is idle after the page has loaded.
 */
import type { IslandRegistry } from "./registry";

export const VISIBLE_MARGIN = "300px 0px";
const INTERACTION_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The prefix of every console message about an island that failed: tests watch for it. */
export const ISLAND_ERROR_PREFIX = "[island]";

type Hydrate = (el: HTMLElement, registry: IslandRegistry) => Promise<unknown>;

const started = new WeakSet<Element>();

function onVisible(el: HTMLElement, run: () => void) {
  if (typeof IntersectionObserver === "undefined") return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(el);
}

function onInteraction(el: HTMLElement, run: () => void) {
  const fire = () => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, fire, true);
    run();
  };
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, fire, { capture: true, passive: true });
  // Focus may already be inside (autofocus, or a tab before this script ran).
  if (el.contains(document.activeElement)) fire();
}

function onIdle(run: () => void) {
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Schedules every island under `root` not yet seen; `hydrate` is injected so tests can run it directly. */
export function scheduleIslands(
  root: Pick<ParentNode, "querySelectorAll">,
  registry: IslandRegistry,
  hydrate: Hydrate,
) {
  for (const el of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (started.has(el)) continue;
    started.add(el);
    const run = () => {
      hydrate(el, registry).catch((error: unknown) => {
        el.dataset.islandFailed = "";
        console.error(`${ISLAND_ERROR_PREFIX} could not hydrate "${el.dataset.island}":`, error);
      });
    };
    const strategy = el.dataset.hydrate;
    if (strategy === "interaction") onInteraction(el, run);
    else if (strategy === "idle") onIdle(run);
    else onVisible(el, run);
  }
}
