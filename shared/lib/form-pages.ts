import { LANGS, localizedPath, pageLanguages } from "../i18n/lang.ts";

/**
 * Pages whose content is static but which also take a form POST (the form's
 * action when JavaScript is off). They are prerendered like the content pages,
 * but Static Assets answers a POST to a static file with 405, so these paths
 * run the Worker first (`assets.run_worker_first`, which vite.config.ts writes
 * from this list into the built wrangler.json; scripts/build/postbuild.mjs checks it): a GET or HEAD is answered with
 * the prerendered file from the ASSETS binding, and a POST reaches the route's
 * action. Each is listed in every language it exists in (issue 32:
 * shared/i18n/pages.ts; the employer pages' forms are in English and Hindi).
 */
export const ENGLISH_FORM_PAGE_PATHS = [
  "/contact",
  "/upload",
  "/employes",
  "/fresher",
  "/freelance-recruiters",
  "/newsletter",
] as const;

export const FORM_PAGE_PATHS: readonly string[] = LANGS.flatMap((lang) =>
  ENGLISH_FORM_PAGE_PATHS.filter((path) => pageLanguages(path).includes(lang)).map((path) => localizedPath(path, lang)),
);
