/**
 * Presses the Save button of each saved job on the page, now and whenever
 * the list or the page's cards change (issue 17). Its own small chunk:
 * app/enhance/saved-count.ts loads it at once when jobs are saved, without
 * the share and save code (app/enhance/job-actions.ts), which waits for the
 * visitor to reach for a control. Only the ids are read: nothing else of the
 * stored entries is used here.
 */
import { jobIdOf } from "./card-job";

const KEY = "saved-jobs";
const CHANGE = "saved-jobs-change";

function savedIds(): Set<number> {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(list)) return new Set();
    return new Set(list.map((item: { id?: unknown } | null) => item?.id).filter(Number.isInteger) as number[]);
  } catch {
    return new Set();
  }
}

function press() {
  const saved = savedIds();
  // An attribute change is not a change the observer below watches: no loop.
  for (const button of document.querySelectorAll<HTMLElement>("[data-save]")) {
    button.setAttribute("aria-pressed", String(saved.has(jobIdOf(button))));
  }
}

let started = false;

export function start() {
  if (started) return;
  started = true;
  press();
  addEventListener(CHANGE, press);
  addEventListener("storage", press);
  // An island (the job search, /saved) renders new cards with Save unpressed.
  new MutationObserver(press).observe(document.body, { childList: true, subtree: true });
}
