import { hasChosen, rememberStored } from "./lang-choice";
import type { Enhancer } from "./types";

/**
 * The language switch (issues 24 and 32), on every page, so part of main.ts
 * (a few hundred bytes): Escape or a click elsewhere closes its list. A link
 * followed in it is remembered for the next visit to `/` (cookie `lang`, read
 * by worker/http/lang-home.ts) by the page's inline line instead
 * (shared/lib/enhance-boot.ts), so a choice made before this module has
 * arrived counts too. And when the browser's languages put
 * another language of this page before English, and no choice is stored,
 * ./lang-offer.ts is loaded to offer it once (docs/decisions/034-language-offer.md): nothing
 * more is loaded for anyone else.
 */

/**
 * The primary subtags of the browser's languages listed before English
 * (`["te-IN", "hi", "en"]` → `["te", "hi"]`): the languages an offer may propose.
 */
export function beforeEnglish(languages: readonly string[]): string[] {
  const out: string[] = [];
  for (const tag of languages) {
    const code = tag.toLowerCase().split("-")[0];
    if (code === "en") break;
    out.push(code);
  }
  return out;
}

export const enhanceSwitch: Enhancer = (root) => {
  if (root instanceof HTMLDetailsElement) {
    const close = () => {
      root.open = false;
    };
    document.addEventListener("click", (event) => {
      if (root.open && !root.contains(event.target as Node)) close();
    });
    // A link followed in the list: the page's inline line has written cookie `lang` for this
    // click, but Chromium stores that write on another channel than the link's request takes,
    // and on a busy machine `/` was asked for with the previous choice and sent back to it
    // (decision 089). A plain click therefore waits for the cookie store, then follows the
    // link; one that opens a tab or a window, or a download, is left to the browser.
    root.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[hreflang]") : null;
      const plain = event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      if (!link || !plain || event.defaultPrevented || !window.cookieStore) return;
      event.preventDefault();
      rememberStored(link.hreflang.split("-")[0] ?? "")
        .catch((error: unknown) => console.error("Could not store the language choice:", error))
        .finally(() => window.location.assign(link.href));
    });
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && root.open) {
        close();
        root.querySelector("summary")?.focus();
      }
    });
  }
  const wanted = beforeEnglish(navigator.languages ?? [navigator.language]);
  const current = document.documentElement.lang.toLowerCase().split("-")[0];
  if (wanted.length > 0 && wanted[0] !== current && !hasChosen()) {
    import("./lang-offer")
      .then((offer) => offer.offer(root, wanted, current))
      .catch((error: unknown) => console.error("Could not offer a language:", error));
  }
};
