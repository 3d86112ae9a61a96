import { Link } from "react-router";

/**
 * A fixed bar (it never moves the page), sent hidden; app/enhance/cookie-banner.ts
 * shows it until the visitor accepts. Without JavaScript nothing is stored, so
 * there is nothing to ask about. Small text, so it is never the page's largest element.
 */
export function CookieBanner() {
  return (
    <section className="cookie-banner" aria-label="Cookie notice" data-enhance="cookie-banner" hidden>
      <p>
        We use only essential browser storage to run this site. <Link to="/policy">Privacy and cookie policy</Link>
      </p>
      <button type="button" className="btn btn-small btn-light">
        Accept
      </button>
    </section>
  );
}
