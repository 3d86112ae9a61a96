import { useLocation, useMatches, useRouteError } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { useLang } from "#app/lib/i18n";
import { LANG_TAG, language } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { switchTargets } from "#shared/i18n/switch";

/**
 * The language switch (issues 24 and 32): a `<details>` in the header bar
 * holding a list of links, one per language the page exists in, each named
 * in its own script and marked with its `lang` and `hreflang`, the page's own
 * marked current. It is plain HTML, so it works without JavaScript; the
 * links keep the page and the query parameters it reads
 * (shared/i18n/switch.ts), computed per request on server-rendered pages and
 * at build time on prerendered ones (which read no query). An error page's
 * switch leads to each language's home page. The page's inline line
 * (shared/lib/enhance-boot.ts) remembers a choice in cookie `lang`;
 * app/enhance/lang.ts closes the list on Escape or a click elsewhere and may
 * offer the page in the browser's language (app/enhance/lang-offer.ts).
 */
/** The id of app/routes.ts's catch-all route (`*`), which answers unknown paths in every language. */
const NOT_FOUND_ROUTE = "routes/not-found";

export function LangSwitch() {
  const lang = useLang();
  const location = useLocation();
  // An error page (a 404 included) is no page to switch: its switch leads home. The root's
  // boundary hands its error to the layout; an unknown path is the catch-all route's own.
  const error = useRouteError();
  const matches = useMatches();
  const home = error != null || matches.some((match) => match.id === NOT_FOUND_ROUTE);
  const targets = switchTargets(`${location.pathname}${location.search}`, { home });
  return (
    <details className="lang-switch" data-enhance="lang-switch">
      <summary className="lang-switch-button">
        <Icon name="languages" />
        <span className="visually-hidden">{m.shell_language({}, { locale: lang })}: </span>
        {language(lang).name}
      </summary>
      <ul className="lang-switch-list">
        {targets.map((target) => (
          <li key={target.lang}>
            <a
              href={target.href}
              hrefLang={LANG_TAG[target.lang]}
              lang={target.lang === lang ? undefined : LANG_TAG[target.lang]}
              aria-current={target.lang === lang ? "true" : undefined}
            >
              {language(target.lang).name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
