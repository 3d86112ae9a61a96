import type { Enhancer } from "./types";

/**
 * The language switch and the offer of the Hindi page (issue 24). Both are
 * on every page, so this module is part of main.ts (a few hundred bytes).
 */

/** The language choice for the next visit to `/` (read by worker/http/lang-home.ts). */
const COOKIE = "lang";
const YEAR = 60 * 60 * 24 * 365;
/** Set when the offer is shown: it is offered once per browser. */
const DISMISSED_KEY = "langOfferDismissed";

function remember(lang: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=${YEAR}; SameSite=Lax`;
}

/**
 * A switch link: a prerendered page was built without the visitor's query,
 * so it is added here (`/services?x=1` -> `/hi/services?x=1`); following the
 * link stores the choice.
 */
export const enhanceSwitch: Enhancer = (link) => {
  if (!(link instanceof HTMLAnchorElement)) return;
  const target = new URL(link.href, location.href);
  if (location.search && !target.search) {
    target.search = location.search;
    link.href = `${target.pathname}${target.search}`;
  }
  const lang = link.dataset.lang;
  if (lang === "hi" || lang === "en") link.addEventListener("click", () => remember(lang));
};

/** Whether the browser's languages put Hindi before English. */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "hi") return true;
    if (primary === "en") return false;
  }
  return false;
}

function hasChosen(): boolean {
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return true;
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    // Storage blocked: without a way to remember a "no", do not ask at all.
    return true;
  }
}

/** Shows the offer to a Hindi-preferring browser with no choice stored, once: it is not offered again. */
export const enhanceOffer: Enhancer = (offer) => {
  if (!prefersHindi(navigator.languages ?? [navigator.language]) || hasChosen()) return;
  try {
    window.localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    return;
  }
  offer.hidden = false;
  offer.querySelector("button")?.addEventListener("click", () => {
    offer.hidden = true;
  });
};
