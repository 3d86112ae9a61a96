import type { Enhancer } from "./types";

export const COOKIE_CONSENT_KEY = "cookiesAccepted";

function hasAccepted() {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes); then the banner simply shows.
    return false;
  }
}

/** Shows the cookie notice until the visitor accepts; the choice is kept in localStorage. */
export const enhance: Enhancer = (banner) => {
  if (hasAccepted()) return;
  banner.hidden = false;
  banner.querySelector("button")?.addEventListener("click", () => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    } catch {
      // Nothing to persist to; hide for this page view anyway.
    }
    banner.hidden = true;
  });
};
