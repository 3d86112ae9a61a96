import type { Config } from "@react-router/dev/config";
import { articles } from "./app/content/articles";
import { services } from "./app/content/services";
import { LANGS, localizedPath, pageLanguages } from "./shared/i18n/lang";
import { FORM_PAGE_PATHS } from "./shared/lib/form-pages";

/**
 * Pages whose content does not depend on the jobs snapshot are rendered at
 * build time and served as static assets (scripts/build/postbuild.mjs gives them
 * their headers). Job pages, home and careers render per request. Pages with a
 * form are prerendered too; their POSTs reach the Worker (shared/lib/form-pages.ts).
 */
const ENGLISH_STATIC_PATHS = [
  "/services",
  ...services.map((s) => `/DetailService/${s.id}`),
  "/blog",
  ...articles.map((a) => `/article/${a.id}`),
  "/news",
  "/faq",
  "/about",
  "/policy",
  "/disclaimer",
  "/fake-job-offers",
  // Saved jobs: the list is in the browser, so the page is one static shell.
  "/saved",
];

/**
 * Each static page in every language it exists in (shared/i18n/pages.ts:
 * the employer pages in English and Hindi, articles in English only).
 * FORM_PAGE_PATHS already lists every language.
 */
const STATIC_PATHS = [
  ...LANGS.flatMap((lang) =>
    ENGLISH_STATIC_PATHS.filter((path) => pageLanguages(path).includes(lang)).map((path) => localizedPath(path, lang)),
  ),
  ...FORM_PAGE_PATHS,
];

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (e.g. several working copies' test runs) not collide.
  buildDirectory: process.env.BUILD_DIR || "build",
  // The first request starts workerd, which can take longer than the default 10 s.
  prerender: {
    paths: STATIC_PATHS,
    concurrency: 2,
    timeout: 120_000,
    retryCount: 3,
    retryDelay: 2_000,
  } as Config["prerender"],
} satisfies Config;
