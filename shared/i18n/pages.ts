/**
 * Which public pages exist in which languages (issue 32,
 * docs/decisions/033-seeker-and-employer-pages.md). Paths are English (no
 * language prefix); `:x` is one path segment.
 *
 * - Seeker pages, in every language of shared/i18n/languages.ts: what a job
 *   seeker meets, from the home page and the job search to the legal pages
 *   they consent to.
 * - Employer pages, only in the languages with `pages: "all"` (English and
 *   Hindi): from a page in another language a link to one goes to its
 *   fallback language's page, marked `hreflang`.
 * - Articles, English only.
 * Anything else that is a page (an unknown path) is a 404, which every
 * language has; what is not a page at all (the API, staff, files) has none.
 */

export const SEEKER_PAGES = [
  "/",
  "/job",
  "/jobdetails/:id",
  "/jobdetails/:id/apply",
  "/upload",
  "/carrers",
  "/careers",
  "/fresher",
  "/faq",
  "/saved",
  "/alerts",
  "/alerts/:purpose",
  "/privacy-request",
  "/policy",
  "/disclaimer",
  "/fake-job-offers",
  "/newsletter",
  "/unsubscribe",
] as const;

export const EMPLOYER_PAGES = [
  "/services",
  "/DetailService/:id",
  "/employes",
  "/employers",
  "/freelance-recruiters",
  "/blog",
  "/news",
  "/about",
  "/contact",
] as const;

export const ENGLISH_ONLY_PAGES = ["/article/:id"] as const;

export type PageKind = "seeker" | "employer" | "english" | "none";

const pattern = (paths: readonly string[]) =>
  new RegExp(`^(?:${paths.map((p) => p.replace(/:\w+/g, "[^/]+")).join("|")})$`);
const EMPLOYER = pattern(EMPLOYER_PAGES);
const ENGLISH = pattern(ENGLISH_ONLY_PAGES);
/** Not pages: the API, staff, the sitemap files, the dev mailbox, Cloudflare's own paths, and files. */
const NOT_A_PAGE = /^\/(?:api|staff|dev|assets|images|cdn-cgi)(?:\/|$)|^\/sitemap[\w-]*\.xml$|\/[^/]*\.[a-z0-9]+$/i;

/**
 * The kind of an English path (no query; a trailing slash is ignored). An
 * unknown path counts as a seeker page: its 404 exists in every language.
 */
export function pageKind(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (NOT_A_PAGE.test(path)) return "none";
  if (EMPLOYER.test(path)) return "employer";
  if (ENGLISH.test(path)) return "english";
  return "seeker";
}
