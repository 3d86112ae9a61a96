/**
 * Pages whose content is static but which also take a form POST (the form's
 * action when JavaScript is off). They are prerendered like the content pages,
 * but Static Assets answers a POST to a static file with 405, so these paths
 * run the Worker first (wrangler.jsonc `assets.run_worker_first`): a GET or
 * HEAD is answered with the prerendered file from the ASSETS binding, and a
 * POST reaches the route's action. scripts/build/postbuild.mjs fails the build if
 * wrangler.jsonc does not list them all. Each has its Hindi twin under /hi (issue 24).
 */
const ENGLISH_FORM_PAGE_PATHS = [
  "/contact",
  "/upload",
  "/employes",
  "/fresher",
  "/freelance-recruiters",
  "/newsletter",
];

export const FORM_PAGE_PATHS = [...ENGLISH_FORM_PAGE_PATHS, ...ENGLISH_FORM_PAGE_PATHS.map((path) => `/hi${path}`)];
