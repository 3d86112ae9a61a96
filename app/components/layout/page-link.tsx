import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang } from "#app/lib/i18n";
import { hrefLangOf, localizedPath } from "#shared/i18n/lang";

/**
 * A link to one of our pages (`to` unprefixed, as in app/routes.ts): its
 * twin in the page's language, or its English page, marked hreflang="en",
 * where the page does not exist in that language (an employer page from a
 * Telugu page).
 */
export function PageLink({
  to,
  className,
  "aria-label": label,
  children,
}: {
  to: string;
  className: string;
  "aria-label"?: string;
  children: ReactNode;
}) {
  const lang = useLang();
  return (
    <Link
      to={localizedPath(to, lang)}
      hrefLang={hrefLangOf(to, lang)}
      className={className}
      aria-label={label}
      discover="none"
    >
      {children}
    </Link>
  );
}
