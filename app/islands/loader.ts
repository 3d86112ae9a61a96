/**
 * Finds the islands on the page (app/islands/island.tsx) and hydrates each
 * when its strategy says. This module is part of the page's entry chunk: it
 * imports no React. React DOM and an island's component are downloaded only
 * when that island is due (app/islands/hydrate.tsx).
 *
 * - "visible": when the island comes within VISIBLE_MARGIN of the viewport.
 * - "interaction": on the first pointerdown, touchstart, focusin, keydown or
 *   scroll inside it, or a click on one of its links or buttons (nothing is
 *   lost: the island keeps the DOM the visitor touched, and typed text, focus
 *   and a row's scroll position survive hydration; a click on a link or
 *   button that lands before hydration has finished is held and replayed
 *   after it, or let through if hydration fails; `data-hold` narrows which
 *   controls are held, so a plain link does not wait for React). A click alone counts
 *   because assistive technology may press a button without any pointer or
 *   focus event; a scroll, because a row that scrolls natively (the home job
 *   carousel) can be moved by a trackpad or script without touching it.
 * - "idle": when the browser is idle after the page has loaded.
 */
import type { IslandRegistry } from "./registry";

export const VISIBLE_MARGIN = "300px 0px";
// "scroll" does not bubble, but listeners in the capture phase still see it.
const INTERACTION_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown", "scroll"] as const;

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

export type Run = (after?: () => void) => void;

/**
 * Runs `run` on the first interaction with `el` (the "interaction" strategy
 * above), holding a click on its links and buttons until `run` calls its
 * `after`. Also used by app/enhance/main.ts for enhancers that only answer a
 * press (`data-enhance-on="interaction"`).
 */
export function onInteraction(el: HTMLElement, run: Run) {
  let held: HTMLElement | null = null;
  let fired = false;
  // Which presses wait for the island: by default every link and button in it; an island whose
  // links and other controls work without it names only its own (data-hold, app/islands/island.tsx).
  const holds = el.dataset.hold || "a[href], button";
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(holds) : null;
    if (!target || !el.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    fire();
  };
  el.addEventListener("click", hold, true);
  const fire = () => {
    if (fired) return;
    fired = true;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, fire, true);
    run(() => {
      el.removeEventListener("click", hold, true);
      held?.click();
      held = null;
    });
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

/** Resolves once the island has committed its hydration (app/islands/frame.tsx sets data-hydrated). */
function whenHydrated(el: HTMLElement): Promise<void> {
  if (el.hasAttribute("data-hydrated")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!el.hasAttribute("data-hydrated") && !el.hasAttribute("data-island-failed")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(el, { attributes: true, attributeFilter: ["data-hydrated", "data-island-failed"] });
  });
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
    const run: Run = (after) => {
      hydrate(el, registry)
        .then(() => whenHydrated(el))
        .catch((error: unknown) => {
          el.dataset.islandFailed = "";
          console.error(`${ISLAND_ERROR_PREFIX} could not hydrate "${el.dataset.island}":`, error);
        })
        .finally(() => after?.());
    };
    const strategy = el.dataset.hydrate;
    if (strategy === "interaction") onInteraction(el, run);
    else if (strategy === "idle") onIdle(() => run());
    else onVisible(el, () => run());
  }
}
