/**
 * The only script a page starts with (docs/decisions/013-react-islands.md).
 * React renders every page on the server. Two kinds of code follow it:
 * - islands (carousels, the job search, the careers openings): React
 *   components that app/islands/loader.ts hydrates when each is due; this
 *   module imports no React itself;
 * - small vanilla modules for what is not worth React (header menus, cookie
 *   banner, See More, Join Now, the office map, and the forms until they are
 *   islands): an element marked `data-enhance="<name>"` loads its module.
 * Everything works without it; it only makes things nicer.
 */
// The header is on every page and its menu button does nothing until this
// runs, so it comes in this file (under 1 KB gzip) rather than one round trip
// later: on a slow connection a tap on "Menu" should not be lost.

import { onInteraction, type Run, scheduleIslands } from "../islands/loader";
import { islands } from "../islands/registry";
import { enhance as enhanceHeader } from "./header";
import { addIconSprite } from "./icons";
import { enhanceSwitch } from "./lang";
import { enhance as enhanceSavedCount } from "./saved-count";
import type { Enhancer } from "./types";

// The modules this file imports are named one function each, never as a namespace
// (`import * as`): a namespace object as a value needs rolldown's runtime helpers,
// and the module that needs them first gets all of them, the CommonJS interop that
// only React's chunks use included (0.3 KiB gzip on every page; decision 055).
const features: Record<string, () => Promise<{ enhance: Enhancer }>> = {
  header: () => Promise.resolve({ enhance: enhanceHeader }),
  // The header's saved-jobs count is on every page too; it loads ./job-actions when needed.
  "saved-count": () => Promise.resolve({ enhance: enhanceSavedCount }),
  // The language switch (every page), which loads ./lang-offer.ts when the browser's language is due an offer.
  "lang-switch": () => Promise.resolve({ enhance: enhanceSwitch }),
  "cookie-banner": () => import("./cookie-banner"),
  "job-details": () => import("./job-details"),
  "join-now": () => import("./join-now"),
  "office-map": () => import("./office-map"),
};

const seen = new WeakSet<Element>();

function start(root: Pick<ParentNode, "querySelectorAll">) {
  for (const el of root.querySelectorAll<HTMLElement>("[data-enhance]")) {
    if (seen.has(el)) continue;
    seen.add(el);
    for (const name of (el.dataset.enhance ?? "").split(/\s+/)) {
      const load = features[name];
      if (!load) continue;
      const run: Run = (after) => {
        load()
          .then((module) => module.enhance(el))
          .catch((error: unknown) => console.error(`Could not enhance ${name}:`, error))
          .finally(() => after?.());
      };
      // An enhancer that only answers a press (See More) loads on the first touch, focus or
      // press of its element; a click that comes first is held and replayed (islands/loader.ts).
      if (el.dataset.enhanceOn === "interaction") onInteraction(el, run);
      else run();
    }
  }
}

/** React islands (app/islands/island.tsx): React DOM loads only when the first one is due. */
function startIslands(root: Pick<ParentNode, "querySelectorAll">) {
  scheduleIslands(root, islands, (el, registry) =>
    import("../islands/hydrate").then((m) => m.hydrateIsland(el, registry)),
  );
}

// The whole site's CSS (decision 051) is linked by the page's inline line, as it asks
// for this module (shared/lib/enhance-boot.ts): a page whose module never arrives still
// gets it, and with it its language list and menus (decision 072).

/**
 * The tab icon (decision 070). The page names an empty `data:` URL, so the
 * browser asks for no icon file while the page is painted; now that it has
 * been, the real one. Without JavaScript the browser shows its default icon.
 */
function showTabIcon() {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) {
    link.type = "image/svg+xml";
    link.href = "/favicon.svg";
  }
}

showTabIcon();
// Every icon's drawing (decision 053): the page was painted without them.
addIconSprite();

/**
 * "Notify me on this phone" (issue 30): nothing of push loads with the page.
 * The first touch or focus of the button fetches ./push-alert; its click
 * runs it. Listening on the document also covers buttons an island renders.
 */
let pushAlert: Promise<typeof import("./push-alert")> | undefined;
for (const type of ["pointerdown", "focusin", "click"]) {
  document.addEventListener(type, (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("[data-push-alert]");
    if (!button) return;
    pushAlert ??= import("./push-alert");
    // Offline or a replaced chunk: the import's rejection is the console's message.
    if (type === "click") pushAlert.then((m) => m.subscribe(button));
  });
}

/**
 * Presses that came before this module (shared/lib/enhance-boot.ts keeps
 * them): each button of `type="button"` that was pressed is pressed again,
 * once, now that its enhancer or its island's loader listens. Links and
 * submit buttons did their own work already and are left alone.
 */
// The name shared/lib/enhance-boot.ts's EARLY_TAPS gives the list (written out, not
// imported: root.tsx imports that module too, and sharing it made a chunk of its own,
// one more request before the entry could run; tests/unit/enhance-boot.test.ts checks).
const EARLY_TAPS = "__taps";

function replayEarlyTaps() {
  const page = window as unknown as Record<string, EventTarget[] | undefined>;
  const taps = page[EARLY_TAPS] ?? [];
  page[EARLY_TAPS] = undefined;
  const buttons = new Set<HTMLButtonElement>();
  for (const target of taps) {
    const button = target instanceof Element ? target.closest("button") : null;
    if (button?.type === "button" && button.isConnected) buttons.add(button);
  }
  for (const button of buttons) button.click();
}

start(document);
startIslands(document);
// A task later: the enhancers above attach their listeners in promise callbacks.
setTimeout(replayEarlyTaps);
