import { Link } from "react-router";
import { useLang, useLocalize } from "#app/lib/i18n";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * A fixed bar (it never moves the page), sent hidden; app/enhance/cookie-banner.ts
 * shows it until the visitor accepts. Without JavaScript nothing is stored, so
 * there is nothing to ask about. Small text, so it is never the page's largest element.
 */
export function CookieBanner() {
  const lang = useLang();
  const localize = useLocalize();
  const locale = { locale: lang };
  return (
    <section
      className="cookie-banner"
      aria-label={m.shell_cookie_region({}, locale)}
      data-enhance="cookie-banner"
      hidden
    >
      <p>
        {m.shell_cookie_text({}, locale)}{" "}
        <Link to={localize("/policy")} discover="none">
          {m.shell_cookie_policy({}, locale)}
        </Link>
      </p>
      <button type="button" className="btn btn-small btn-light">
        {m.shell_cookie_accept({}, locale)}
      </button>
    </section>
  );
}
