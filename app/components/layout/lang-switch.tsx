import { useLocation } from "react-router";
import { useLang } from "#app/lib/i18n";
import { LANG_TAG, otherLang, switchHref } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * The language switch (issue 24): a plain link to this page in the other
 * language, query included, so it works without JavaScript. The link is
 * computed per request on server-rendered pages and at build time on
 * prerendered ones (no query then): app/enhance/lang.ts appends the page's
 * query there and remembers the choice in cookie `lang` when it is followed.
 * Its text is in the language it leads to (`lang`, `hreflang`).
 */
export function LangSwitch({ className }: { className: string }) {
  const lang = useLang();
  const location = useLocation();
  const to = otherLang(lang);
  return (
    <a
      href={switchHref(`${location.pathname}${location.search}`, to)}
      className={`lang-switch ${className}`}
      hrefLang={LANG_TAG[to]}
      lang={LANG_TAG[to]}
      aria-label={m.shell_switch_to_other_label({}, { locale: lang })}
      data-enhance="lang-switch"
      data-lang={to}
    >
      {m.shell_switch_to_other({}, { locale: lang })}
    </a>
  );
}
