import { useLocation } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { useLang } from "#app/lib/i18n";
import { hasTwin, LANG_TAG, switchHref } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * The polite offer of the Hindi page (issue 24): sent hidden on every English
 * page that has a Hindi twin, the same HTML for everyone (cache-friendly).
 * app/enhance/lang.ts shows it once to a browser whose languages prefer Hindi
 * and that has made no choice yet; never a redirect.
 */
export function LangOffer() {
  const lang = useLang();
  const location = useLocation();
  if (lang !== "en" || !hasTwin(location.pathname)) return null;
  const hi = { locale: "hi" } as const;
  return (
    <section
      className="lang-offer"
      lang={LANG_TAG.hi}
      aria-label={m.shell_offer_region({}, hi)}
      data-enhance="lang-offer"
      hidden
    >
      <p>
        {m.shell_offer_text({}, hi)}{" "}
        <a
          href={switchHref(`${location.pathname}${location.search}`, "hi")}
          hrefLang={LANG_TAG.hi}
          data-enhance="lang-switch"
          data-lang="hi"
        >
          {m.shell_offer_link({}, hi)}
        </a>
      </p>
      <button type="button" className="lang-offer-close" aria-label={m.shell_offer_dismiss({}, hi)}>
        <Icon name="x" />
      </button>
    </section>
  );
}
