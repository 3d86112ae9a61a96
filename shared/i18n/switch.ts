import { JOB_SEARCH_PARAMS } from "#shared/schemas/job-filters";
import { LANGS, type Lang, localizedPath, pageLanguages, unlocalizedPath } from "./lang";

/**
 * The query parameters each page reads, by English path pattern: the only
 * ones the language switch carries to the page in another language (issue
 * 29). Anything else a URL brings (a campaign's utm_*, a hostile `source=`)
 * stays behind. A page not listed reads none. Keep each list in step with
 * the page's loader. The job search's is the filter registry's (decision
 * 059), read from job-filters.ts, which has no zod: the switch is plain links,
 * but this module still reaches the browser's chunks with the header, and
 * importing job-search.ts put the whole of zod (14 KB gzip) into the islands.
 */
const READS: [RegExp, readonly string[]][] = [
  [/^\/job$/, JOB_SEARCH_PARAMS],
  [/^\/jobdetails\/[^/]+$/, ["expanded"]],
  [/^\/carrers$/, ["q", "loc", "show"]],
  [/^\/alerts$/, ["query", "location"]],
  // The signed links in mails and the newsletter's: the token is the page.
  [/^\/alerts\/[^/]+$/, ["token"]],
  [/^\/unsubscribe$/, ["token"]],
];

/** The query parameters the page at `pathname` (any language) reads. */
export function queryReadBy(pathname: string): readonly string[] {
  const path = unlocalizedPath(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return READS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? [];
}

export interface SwitchTarget {
  lang: Lang;
  href: string;
}

/**
 * The language switch's links on the page at `pathAndQuery`: the same page
 * in each language it exists in (the table's order), with only the query
 * parameters the page reads. A page that is in one language only (an
 * article), and an error page (`home`), offer every language's home page
 * instead, so no switch ever leads to a 404. A trailing slash is dropped
 * (prerendered pages are rendered at `/services/` and served at `/services`).
 */
export function switchTargets(pathAndQuery: string, options: { home?: boolean } = {}): SwitchTarget[] {
  const cut = pathAndQuery.search(/[?#]/);
  const rawPath = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  const langs = pageLanguages(pathname);
  if (options.home || langs.length < 2) {
    return LANGS.map((lang) => ({ lang, href: localizedPath("/", lang) }));
  }
  const query = new URLSearchParams(cut === -1 ? "" : pathAndQuery.slice(cut).replace(/#.*$/, ""));
  const kept = new URLSearchParams();
  for (const name of queryReadBy(pathname)) for (const value of query.getAll(name)) kept.append(name, value);
  const search = kept.size > 0 ? `?${kept}` : "";
  const base = unlocalizedPath(pathname);
  return langs.map((lang) => ({ lang, href: localizedPath(`${base}${search}`, lang) }));
}
