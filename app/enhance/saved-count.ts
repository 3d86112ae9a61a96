/**
 * In the entry chunk, so kept tiny (issue 17): the header's saved-jobs count,
 * and the loading of app/enhance/job-actions.ts, which gives the Save and
 * Share controls their behaviour: at once when jobs are saved and the page
 * shows controls (or an island that renders some later: the job search,
 * /saved), else
 * when the visitor first reaches for a control.
 */
import type { Enhancer } from "./types";

// Kept in step with app/schemas/saved-jobs.ts and app/lib/saved-jobs.ts
// (tests/unit/saved-jobs.test.ts): importing them here would put zod in the entry.
const KEY = "saved-jobs";
const CHANGE = "saved-jobs-change";
const CONTROLS = "[data-save],[data-share],[data-copy],[data-share-native]";

/** How many jobs are saved; only the list's length is read, so nothing unchecked is used. */
export function savedCount(): number {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

type Actions = typeof import("./job-actions");
let actions: Promise<Actions> | undefined;
const load = () => {
  actions ??= import("./job-actions");
  return actions;
};

/** Marks the header link `data-enhance="saved-count"`. */
export const enhance: Enhancer = (link) => {
  const badge = link.querySelector<HTMLElement>("[data-count]");
  const show = () => {
    const n = savedCount();
    if (badge) badge.textContent = n > 0 ? String(n) : "";
  };
  show();
  window.addEventListener(CHANGE, show);
  window.addEventListener("storage", show);

  // Pressing the Save buttons of saved jobs is the only work due before a
  // click, so a visitor with nothing saved loads the module only when
  // reaching for a control (and the click waits for it).
  // Also due at once: the job page's Share button, shown where the browser has a share sheet.
  if (
    (savedCount() > 0 && document.querySelector(`${CONTROLS},[data-island="job-search"],[data-island="saved-jobs"]`)) ||
    (typeof navigator.share === "function" && document.querySelector("[data-share-native]"))
  ) {
    load()
      .then((m) => m.start())
      .catch(() => undefined);
  }
  const controlOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  const warm = (event: Event) => {
    if (controlOf(event)) load().catch(() => undefined);
  };
  document.addEventListener("pointerdown", warm, { passive: true });
  document.addEventListener("focusin", warm);
  document.addEventListener("click", (event) => {
    const control = controlOf(event);
    if (!control) return;
    load()
      .then((m) => m.handleClick(control))
      .catch((error: unknown) => console.error("Could not load the save and share controls:", error));
  });
};
