import { useEffect, useState } from "react";
import { Link } from "react-router";

export const COOKIE_CONSENT_KEY = "cookiesAccepted";

function hasAccepted() {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes); then the banner simply shows.
    return false;
  }
}

/**
 * A fixed bar (it never moves the page) shown after hydration until the
 * visitor accepts. Small text, so it is never the page's largest element.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!hasAccepted());
  }, []);

  if (!visible) return null;

  function accept() {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    } catch {
      // Nothing to persist to; hide for this page view anyway.
    }
    setVisible(false);
  }

  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <p>
        We use only essential browser storage to run this site. <Link to="/policy">Privacy and cookie policy</Link>
      </p>
      <button type="button" className="btn btn-small btn-light" onClick={accept}>
        Accept
      </button>
    </section>
  );
}
