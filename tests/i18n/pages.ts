import { SERVICE_NAMES } from "#shared/content/service-names";
import { hasPage, type Lang, localizedPath } from "#shared/i18n/lang";

/**
 * Every kind of public page, as English paths (a job's pages take its id):
 * what the language tests walk in each language (issue 32). A language gets
 * those it has (shared/i18n/pages.ts).
 */
export const PUBLIC_PAGES = (jobId: number): string[] => [
  "/",
  "/job",
  "/job?query=sales&location=pune",
  `/jobdetails/${jobId}`,
  `/jobdetails/${jobId}/apply`,
  "/upload",
  "/carrers",
  "/fresher",
  "/faq",
  "/saved",
  "/alerts",
  "/alerts/confirm",
  "/privacy-request",
  "/policy",
  "/disclaimer",
  "/newsletter",
  "/unsubscribe",
  "/no-such-page",
  "/services",
  ...SERVICE_NAMES.map((_, i) => `/DetailService/${i + 1}`),
  "/employes",
  "/freelance-recruiters",
  "/blog",
  "/news",
  "/about",
  "/contact",
];

/** The pages of `lang`, localized. */
export function pagesIn(lang: Lang, jobId: number): string[] {
  return PUBLIC_PAGES(jobId)
    .filter((path) => hasPage(path, lang))
    .map((path) => localizedPath(path, lang));
}
