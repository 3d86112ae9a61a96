import { withoutTrackingParams } from "#shared/lib/tracking-params";

/**
 * The site's two languages and how a URL carries one (issue 24).
 *
 * English pages keep their URLs; each has a Hindi twin under `/hi`
 * (`/job?query=x` <-> `/hi/job?query=x`, `/` <-> `/hi`). The language of a
 * request is read from its path only, never from a header, so a cached page,
 * a crawler and a shared link all get what the URL names.
 *
 * UI text lives in the catalogs under `messages/<area>/<locale>.json`,
 * compiled by `npm run i18n` into `shared/i18n/paraglide/` (Paraglide JS). Call
 * a message with the language passed explicitly, `m.key(inputs, { locale: lang })`:
 * the Worker serves many requests at once, so nothing reads a global locale.
 */
export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";

/** The path prefix of the Hindi pages. */
export const HINDI_PREFIX = "/hi";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "hi";
}

/** The language a path is in: `/hi` and `/hi/...` are Hindi, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix: `/hi/job` -> `/job`, `/hi` -> `/`, `/job` -> `/job`. */
export function unlocalizedPath(pathname: string): string {
  if (langFromPath(pathname) === "en") return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * An English path (with any query or hash) in the given language:
 * `localizedPath("/job?query=x", "hi")` is `/hi/job?query=x`, `localizedPath("/", "hi")` is `/hi`.
 * Paths that are not site pages (`/api/...`, `/images/...`) must not be passed here.
 */
export function localizedPath(path: string, lang: Lang): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? "" : path.slice(cut);
  const base = unlocalizedPath(pathname || "/");
  if (lang === "en") return `${base}${tail}`;
  return `${base === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${base}`}${tail}`;
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "hi" : "en";
}

/** BCP 47 tags for `hreflang`, `og:locale` (with `_`) and `Intl`. */
export const LANG_TAG: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

/** Paths with no Hindi twin (English only): articles, the newsletter's unsubscribe page, privacy requests, the sitemap, staff. */
const NO_TWIN = /^\/(article|unsubscribe|privacy-request|sitemap\.xml|staff|api)(\/|$)/;

/**
 * Whether a page has a twin in the other language (and so `hreflang`
 * alternates and a language switch to the same page). Takes a path in either
 * language; a query or hash is ignored.
 */
export function hasTwin(path: string): boolean {
  const pathname = unlocalizedPath(path.split(/[?#]/, 1)[0] || "/");
  return !NO_TWIN.test(pathname);
}

/**
 * Where the language switch on a page goes: the same page (query kept) in
 * the other language, or, for a page with no twin, the other language's home.
 * A trailing slash is dropped (prerendered pages are rendered at `/services/`
 * and served at `/services`).
 */
export function switchHref(pathAndQuery: string, to: Lang): string {
  if (!hasTwin(pathAndQuery)) return localizedPath("/", to);
  const cut = pathAndQuery.search(/[?#]/);
  const pathname = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut);
  const rest = cut === -1 ? "" : pathAndQuery.slice(cut);
  // Campaign parameters stay with the page they came to, not the switch (shared/lib/tracking-params.ts).
  const hash = rest.indexOf("#");
  const query = hash === -1 ? rest : rest.slice(0, hash);
  const tail = `${withoutTrackingParams(query)}${hash === -1 ? "" : rest.slice(hash)}`;
  return localizedPath(`${pathname.replace(/\/+$/, "") || "/"}${tail}`, to);
}

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

/**
 * An internal link on a page in `lang`: the page's twin in that language, or
 * the path as it is for pages that have none (articles, staff, API).
 */
export function localizedHref(path: string, lang: Lang): string {
  return hasTwin(path) ? localizedPath(path, lang) : path;
}
