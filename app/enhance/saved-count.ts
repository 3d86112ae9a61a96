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

let actions: Promise<typeof import("./job-actions")> | undefined;

/** Marks the header link `data-enhance="saved-count"`. */
export const enhance: Enhancer = (link) => {
  const badge = link.querySelector("[data-count]") as HTMLElement;
  const show = () => {
    const n = savedCount();
    badge.textContent = n ? String(n) : "";
  };
  show();
  addEventListener(CHANGE, show);
  addEventListener("storage", show);
  const load = () => {
    actions ??= import("./job-actions");
    return actions;
  };
  // Pressing the Save buttons of saved jobs is the only work due before a
  // click (and the job page's Share button where the browser has a share
  // sheet), so a visitor with nothing saved loads the module only when
  // reaching for a control: a touch or focus starts the download, the click
  // is handed over once it has arrived.
  if (
    (savedCount() && document.querySelector(`${CONTROLS},[data-island="job-search"],[data-island="saved-jobs"]`)) ||
    (typeof navigator.share === "function" && document.querySelector("[data-share-native]"))
  ) {
    load()
      .then((m) => m.start())
      .catch(() => undefined);
  }
  for (const type of ["pointerdown", "focusin", "click"]) {
    document.addEventListener(type, (event) => {
      const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
      if (!control) return;
      load()
        .then((m) => type === "click" && m.handleClick(control))
        // Offline, or a deploy replaced the chunk: the control stays as it was, and the console says why.
        .catch((error: unknown) => type === "click" && console.error("Save and share could not load:", error));
    });
  }
};
