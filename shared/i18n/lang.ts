import { type FullLang, LANGUAGES, type Lang, type Language } from "./languages.ts";
import { pageKind } from "./pages.ts";

/**
 * How a URL carries a language (issues 24 and 32).
 *
 * English pages keep their URLs; every other language of the table
 * (shared/i18n/languages.ts) is under its prefix (`/job?query=x` <->
 * `/hi/job?query=x` <-> `/te/job?query=x`, `/` <-> `/hi`). The language of a
 * request is read from its path only, never from a header, so a cached page,
 * a crawler and a shared link all get what the URL names.
 *
 * UI text lives in the catalogs under `messages/<area>/<locale>.json`,
 * compiled by `npm run i18n` into `shared/i18n/paraglide/` (Paraglide JS). Call
 * a message with the language passed explicitly, `m.key(inputs, { locale: lang })`:
 * the Worker serves many requests at once, so nothing reads a global locale.
 */
export type { FullLang, Lang, Language };
export { LANGUAGES };

export const LANGS: readonly Lang[] = LANGUAGES.map((l) => l.code);

export const DEFAULT_LANG: Lang = "en";

const BY_CODE = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && BY_CODE.has(value);
}

/** The table's line for a language. */
export function language(lang: Lang): Language {
  return BY_CODE.get(lang) as Language;
}

/** Whether a language has every public page (the employer pages too), not only the job seeker's. */
export function isFullLang(lang: Lang): lang is FullLang {
  return language(lang).pages === "all";
}

/** The language a path is in: `/hi`, `/hi/...` are Hindi (each prefix of the table alike), everything else English. */
export function langFromPath(pathname: string): Lang {
  const second = pathname.indexOf("/", 1);
  const first = second === -1 ? pathname.slice(1) : pathname.slice(1, second);
  const found = first && first !== DEFAULT_LANG ? BY_CODE.get(first) : undefined;
  return found ? found.code : DEFAULT_LANG;
}

/** The path without its language prefix: `/hi/job` -> `/job`, `/hi` -> `/`, `/job` -> `/job`. */
export function unlocalizedPath(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === DEFAULT_LANG) return pathname;
  const rest = pathname.slice(language(lang).prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * The languages a page exists in, in the table's order (shared/i18n/pages.ts):
 * every language for a seeker page (and a 404), the "all" languages for an
 * employer page, English for an article, none for what is not a page (the
 * API, staff, files). Takes a path in any language; a query or hash is ignored.
 */
export function pageLanguages(path: string): readonly Lang[] {
  const kind = pageKind(unlocalizedPath(path.split(/[?#]/, 1)[0] || "/"));
  if (kind === "none") return [];
  if (kind === "english") return [DEFAULT_LANG];
  if (kind === "employer") return LANGS.filter(isFullLang);
  return LANGS;
}

/** Whether the page at `path` exists in `lang`. */
export function hasPage(path: string, lang: Lang): boolean {
  return pageLanguages(path).includes(lang);
}

/**
 * The language a link on a page in `lang` lands in: `lang` if the page exists
 * in it, else the first of its fallbacks that has it (English). Undefined
 * for what is not a page (the API, files): such links are left as they are.
 */
export function linkLang(path: string, lang: Lang): Lang | undefined {
  const langs = pageLanguages(path);
  if (langs.length === 0) return undefined;
  let at: Lang | null = lang;
  while (at !== null) {
    if (langs.includes(at)) return at;
    at = language(at).fallback;
  }
  return langs[0];
}

/**
 * An English path (with any query or hash) as a link on a page in `lang`:
 * the page in `lang` (`localizedPath("/job?query=x", "hi")` is
 * `/hi/job?query=x`, `localizedPath("/", "hi")` is `/hi`), or in the
 * language it falls back to where it does not exist in `lang` (an employer
 * page from a Telugu page is English: mark such links with `hrefLangOf`).
 * Paths that are not pages (`/api/...`, `/images/...`) come back as they are.
 */
export function localizedPath(path: string, lang: Lang): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const base = unlocalizedPath(pathname || "/");
  const target = linkLang(base, lang);
  if (target === undefined) return path;
  const prefix = language(target).prefix;
  if (!prefix) return `${base}${tail}`;
  return `${base === "/" ? prefix : `${prefix}${base}`}${tail}`;
}

/** The same as `localizedPath`: kept for the links' callers (a page with no twin keeps its path). */
export const localizedHref = localizedPath;

/**
 * `hreflang` for a link to `path` on a page in `lang`: the tag of the
 * language it lands in when that is not the page's own (a Telugu page's link
 * to an English employer page says `en-IN`), else undefined.
 */
export function hrefLangOf(path: string, lang: Lang): string | undefined {
  const target = linkLang(path.split(/[?#]/, 1)[0] || "/", lang);
  return target === undefined || target === lang ? undefined : LANG_TAG[target];
}

/** BCP 47 tags for `<html lang>`, `hreflang`, `og:locale` (with `_`) and `Intl`. */
export const LANG_TAG = Object.fromEntries(LANGUAGES.map((l) => [l.code, l.locale])) as Record<Lang, string>;

/** The cookie that remembers a visitor's language choice (set by the switch, read by the Worker on `/`). */
export const LANG_COOKIE = "lang";

/** The `lang` cookie's value in a Cookie header, if it names a language. */
export function langFromCookie(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANG_COOKIE) {
      const value = rest.join("=").trim();
      return isLang(value) ? value : undefined;
    }
  }
  return undefined;
}
