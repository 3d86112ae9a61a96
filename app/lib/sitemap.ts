import { LANG_TAG, LANGS, localizedPath, pageLanguages } from "#shared/i18n/lang";

/*
 * The sitemap (issues 23 and 32): `/sitemap.xml` is a sitemap index naming
 * `/sitemap-pages.xml` (static pages, services, articles) and
 * `/sitemap-jobs.xml?page=N` (job pages), each file holding at most
 * MAX_URLS_PER_FILE URLs, the protocol's limit. A page is listed once in
 * each language it exists in (shared/i18n/pages.ts: every language for a job
 * seeker's page, English and Hindi for an employer's), each URL naming
 * exactly those languages and x-default (English) with `xhtml:link
 * rel="alternate" hreflang`. Articles are English only, without alternates.
 * The files sit at the root: a sitemap may only list URLs under its own folder.
 */

/** The sitemap protocol's limit per file. */
export const MAX_URLS_PER_FILE = 50_000;

/** A job page is one URL per language, so a jobs file holds that many times fewer jobs. */
export const JOBS_PER_FILE = Math.floor(MAX_URLS_PER_FILE / LANGS.length);

export interface SitemapPage {
  /** The English path; its languages are the page's (shared/i18n/pages.ts). */
  path: string;
  lastmod: string;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

/** How many jobs files the index lists for this many jobs (at least one, so the index never changes shape). */
export function jobFileCount(jobCount: number): number {
  return Math.max(1, Math.ceil(jobCount / JOBS_PER_FILE));
}

/** Positions [start, end) of the jobs in file `n` (1-based), or null past the last file. */
export function jobFileRange(n: number, jobCount: number): { start: number; end: number } | null {
  if (!Number.isInteger(n) || n < 1 || n > jobFileCount(jobCount)) return null;
  const start = (n - 1) * JOBS_PER_FILE;
  return { start, end: Math.min(jobCount, start + JOBS_PER_FILE) };
}

/** The `<url>` elements of one page: one, or one per language it exists in with the alternates on each. */
function urlElements(page: SitemapPage, origin: string): string[] {
  const loc = (path: string) => escapeXml(new URL(path, origin).toString());
  const langs = pageLanguages(page.path);
  if (langs.length < 2) return [`<url><loc>${loc(page.path)}</loc><lastmod>${page.lastmod}</lastmod></url>`];
  const hrefs = langs.map((lang) => loc(localizedPath(page.path, lang)));
  const alternates =
    langs.map((lang, i) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${hrefs[i]}"/>`).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${loc(localizedPath(page.path, "en"))}"/>`;
  return hrefs.map((href) => `<url><loc>${href}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>`);
}

/** One sitemap file. Throws past MAX_URLS_PER_FILE: the caller splits (a file past it is ignored by crawlers). */
export function urlsetXml(pages: SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) => urlElements(page, origin));
  if (urls.length > MAX_URLS_PER_FILE)
    throw new Error(`a sitemap file may hold ${MAX_URLS_PER_FILE} URLs, not ${urls.length}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
  ].join("\n");
}

/** The sitemap index: each file with the newest lastmod of what it lists. */
export function sitemapIndexXml(files: { path: string; lastmod: string }[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (f) =>
        `<sitemap><loc>${escapeXml(new URL(f.path, origin).toString())}</loc><lastmod>${f.lastmod}</lastmod></sitemap>`,
    ),
    "</sitemapindex>",
  ].join("\n");
}

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600, s-maxage=3600",
};
