/**
 * The site's languages: one line each, and everything else derives from it
 * (issue 32, docs/decisions/032-languages-as-a-list.md): the routes and the
 * prerender list, `_headers`, the form pages Workers run first, `hreflang`
 * and the sitemap, `og:locale`, the language switch and the offer banner,
 * the islands' word tables, the Paraglide project's locales, the search's
 * words, the D1 alert language and the tests.
 *
 * - `code`: the catalogs' locale (`messages/<area>/<code>.json`), the cookie's
 *   value, the content folder (`app/content/<code>/`), the words file
 *   (`shared/content/words/<code>.ts`) and, but for English, the URL prefix.
 * - `name`: the language's name in its own script (the switch shows it so).
 * - `script`: ISO 15924; the tests check that a page's letters are in it.
 * - `locale`: BCP 47 with the region, for `<html lang>`, `hreflang`,
 *   `og:locale` (with `_`) and `Intl` (plurals).
 * - `fallback`: where a link goes when a page does not exist in the language.
 * - `pages`: "all" has every public page; "seeker" only the job seeker's
 *   (`shared/i18n/pages.ts`), and links to the rest go to the fallback's.
 *
 * A language joins when its files exist (its catalogs, content folder and
 * words: docs/decisions/032-languages-as-a-list.md), by uncommenting
 * (or adding) its line. Nothing else changes. This module imports nothing:
 * Node scripts read it as it is (scripts/build/language-modules.mjs).
 */
export const LANGUAGES = [
  { code: "en", name: "English", script: "Latn", prefix: "", locale: "en-IN", fallback: null, pages: "all" },
  { code: "hi", name: "हिन्दी", script: "Deva", prefix: "/hi", locale: "hi-IN", fallback: "en", pages: "all" },
  { code: "mr", name: "मराठी", script: "Deva", prefix: "/mr", locale: "mr-IN", fallback: "en", pages: "seeker" },
  { code: "te", name: "తెలుగు", script: "Telu", prefix: "/te", locale: "te-IN", fallback: "en", pages: "seeker" },
  { code: "kn", name: "ಕನ್ನಡ", script: "Knda", prefix: "/kn", locale: "kn-IN", fallback: "en", pages: "seeker" },
  { code: "ta", name: "தமிழ்", script: "Taml", prefix: "/ta", locale: "ta-IN", fallback: "en", pages: "seeker" },
  { code: "bn", name: "বাংলা", script: "Beng", prefix: "/bn", locale: "bn-IN", fallback: "en", pages: "seeker" },
] as const satisfies readonly LanguageSpec[];

export interface LanguageSpec {
  code: string;
  name: string;
  script: "Latn" | "Deva" | "Beng" | "Telu" | "Knda" | "Taml" | "Gujr" | "Guru" | "Orya" | "Mlym";
  prefix: string;
  locale: string;
  fallback: string | null;
  pages: "all" | "seeker";
}

export type Language = (typeof LANGUAGES)[number];
export type Lang = Language["code"];
/** The languages that have every public page (the employer pages too). */
export type FullLang = Extract<Language, { pages: "all" }>["code"];
