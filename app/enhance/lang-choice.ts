/**
 * A visitor's language choice, shared by the switch (./lang.ts) and the
 * offer (./lang-offer.ts): cookie `lang`, which worker/http/lang-home.ts reads
 * on `/`, and the mark that an offer was shown (it is shown once).
 */

/** The language choice for the next visit to `/`. */
const COOKIE = "lang";
const YEAR = 60 * 60 * 24 * 365;
/** Set when an offer is shown: it is offered once per browser. */
export const OFFERED_KEY = "langOfferDismissed";

export function remember(lang: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=${YEAR}; SameSite=Lax`;
}

/** Whether a choice is stored (or cannot be: storage blocked means never ask). */
export function hasChosen(): boolean {
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return true;
  try {
    return window.localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}
