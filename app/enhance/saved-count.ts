/**
 * In the entry chunk, so kept tiny (issue 17): the header's saved-jobs count,
 * and the loading of app/enhance/saved-press.ts (when jobs are saved) and
 * app/enhance/job-actions.ts (when the visitor reaches for a Save or Share
 * control), which give those controls their behaviour.
 */
import type { Enhancer } from "./types";

// Kept in step with shared/schemas/saved-jobs.ts and app/lib/saved-jobs.ts
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
    // Its words (app/islands/words.ts) are ready before any click is handed over.
    actions ??= import("./job-actions").then((module) => module.wordsReady.then(() => module));
    return actions;
  };
  // Before any click only two things are due: pressing the Save buttons of
  // saved jobs (a small module of its own), and the job page's Share button
  // where the browser has a share sheet. The share and save code waits for
  // the visitor to reach for a control: a touch or focus starts the
  // download, and the click is handed over once it has arrived.
  if (savedCount() && document.querySelector(`[data-save],[data-island="job-search"],[data-island="saved-jobs"]`)) {
    import("./saved-press").then((m) => m.start()).catch(() => undefined);
  }
  if (typeof navigator.share === "function" && document.querySelector("[data-share-native]")) {
    load()
      .then((m) => m.start())
      .catch(() => undefined);
  }
  for (const type of ["pointerdown", "focusin", "click"]) {
    document.addEventListener(type, (event) => {
      const control = (event.target as Element).closest?.<HTMLElement>(CONTROLS);
      if (!control) return;
      // A card's Share is a link to the job page's share links: with this code, it shares in place.
      if (type === "click" && control.localName === "a") event.preventDefault();
      load()
        .then((m) => type === "click" && m.handleClick(control))
        // Offline, or a deploy replaced the chunk: the control stays as it was, and the console says why.
        .catch((error: unknown) => type === "click" && console.error("Save and share could not load:", error));
    });
  }
};
