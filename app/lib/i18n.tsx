import { createContext, useContext } from "react";
import type { Lang } from "#shared/i18n/lang";

/**
 * The language of the page being rendered, from its URL (shared/i18n/lang.ts).
 * root.tsx provides it; server components read it with `useLang()`. Islands are
 * React roots of their own, so they take `lang` as a prop instead.
 */
export const LangContext = createContext<Lang>("en");

export function useLang(): Lang {
  return useContext(LangContext);
}
