import { createContext, useContext } from "react";
import { type Lang, localizedHref } from "#shared/i18n/lang";

/**
 * The language of the page being rendered, from its URL (shared/i18n/lang.ts).
 * root.tsx provides it; server components read it with `useLang()`. Islands are
 * React roots of their own, so they take `lang` as a prop instead.
 */
export const LangContext = createContext<Lang>("en");

export function useLang(): Lang {
  return useContext(LangContext);
}

/**
 * A function that turns an English internal path into the link for this
 * page's language: `/job?query=x` is `/hi/job?query=x` on a Hindi page.
 * Pages with no twin (articles, staff) keep their path.
 */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path) => localizedHref(path, lang);
}
