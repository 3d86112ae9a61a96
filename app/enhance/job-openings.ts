import { fetchPage, swapChildren, syncText } from "./job-fetch";
import type { Enhancer } from "./types";

export const FILTER_DEBOUNCE_MS = 250;

/**
 * The careers page's open positions (`[data-enhance="job-openings"]`): the
 * filter form and "See more" link load /carrers?q=&loc=&show= without
 * JavaScript; here typing and "See more" fetch that same URL and swap in its
 * count and results (carousel included), and the address bar follows.
 */
export const enhance: Enhancer = (root) => {
  const form = root.querySelector<HTMLFormElement>("form");
  const count = root.querySelector(".openings-count");
  const results = root.querySelector(".openings-results");
  if (!form || !count || !results) return;
  const filters: HTMLFormElement = form;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | undefined;

  function filterURL(): URL {
    const url = new URL(filters.action || window.location.href, window.location.href);
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(filters)) {
      if (typeof value === "string" && value.trim()) params.append(name, value);
    }
    url.search = params.toString();
    return url;
  }

  async function load(url: URL, focusMore: boolean) {
    current?.abort();
    const mine = new AbortController();
    current = mine;
    results?.setAttribute("aria-busy", "true");
    const target = new URL(url);
    target.hash = "";
    try {
      const doc = await fetchPage(target, mine.signal);
      if (mine.signal.aborted) return;
      const fresh = doc?.querySelector(`#${root.id} .openings-results`);
      if (!doc || !fresh || !results) {
        window.location.assign(url);
        return;
      }
      syncText(count, doc.querySelector(`#${root.id} .openings-count`));
      swapChildren(results, fresh);
      history.replaceState(history.state, "", target.pathname + target.search + window.location.hash);
      if (focusMore) {
        // Keep the keyboard where it was: on the next "See more", or on the count when all are shown.
        const next = results.querySelector<HTMLElement>(".openings-more");
        if (next) next.focus();
        else if (count instanceof HTMLElement) {
          count.tabIndex = -1;
          count.focus();
        }
      }
    } catch {
      // Offline or aborted: an ordinary page load says what is wrong.
      if (!mine.signal.aborted) window.location.assign(url);
    } finally {
      if (current === mine) results?.removeAttribute("aria-busy");
    }
  }

  form.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void load(filterURL(), false), FILTER_DEBOUNCE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void load(filterURL(), false);
  });
  results.addEventListener("click", (event) => {
    const more = (event.target as Element).closest<HTMLAnchorElement>("a.openings-more");
    if (!(event instanceof MouseEvent)) return;
    if (!more || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load(new URL(more.href), true);
  });
  root.dataset.enhanced = "";
  // Typed into before this script arrived: filter now.
  for (const input of filters.querySelectorAll("input")) {
    if (input.value !== input.defaultValue) {
      void load(filterURL(), false);
      break;
    }
  }
};
