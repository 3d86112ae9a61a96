/**
 * A visitor's language choice: cookie `lang`, which worker/http/lang-home.ts
 * reads on `/`, and the mark that an offer was shown (it is shown once). The
 * offer (./lang-offer.ts) sets the cookie here; the switch's links set it from
 * the page's inline line (shared/lib/enhance-boot.ts), with the same
 * attributes (tests/unit/enhance-boot.test.ts holds the two together).
 */

/** The language choice for the next visit to `/`. */
const COOKIE = "lang";
/** Set when an offer is shown: it is offered once per browser. */
export const OFFERED_KEY = "langOfferDismissed";

export function remember(lang: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${COOKIE}=${lang};path=/;max-age=31536000;SameSite=Lax`;
}

/**
 * The same choice, resolved once the browser's cookie store holds it (the Cookie Store API),
 * or at once where that API is missing (a page served over plain http, an older browser).
 * `document.cookie` returns before Chromium's network process has the value, so a request
 * that leaves right after it can carry the previous one (decision 089).
 */
export async function rememberStored(lang: string): Promise<void> {
  remember(lang);
  await window.cookieStore?.set({ name: COOKIE, value: lang, expires: Date.now() + YEAR_MS, sameSite: "lax" });
}
const YEAR_MS = 31_536_000_000;

/** Whether a choice is stored (or cannot be: storage blocked means never ask). */
export function hasChosen(): boolean {
  if (/(?:^|;\s*)lang=/.test(document.cookie)) return true;
  try {
    return window.localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}
