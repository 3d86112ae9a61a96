import type { Config } from "@react-router/dev/config";
import { articles } from "./app/content/articles";
import { services } from "./app/content/services";

/**
 * Pages whose content does not depend on the jobs snapshot are rendered at
 * build time and served as static assets (scripts/postbuild.mjs gives them
 * their headers). Job pages, home and careers render per request, and so do
 * pages with a form action (/contact, /upload, /employes, /fresher,
 * /freelance-recruiters): Static Assets answers a POST to a static path with
 * 405, so their actions must reach the Worker.
 */
const STATIC_PATHS = [
  "/services",
  ...services.map((s) => `/DetailService/${s.id}`),
  "/blog",
  ...articles.map((a) => `/article/${a.id}`),
  "/news",
  "/faq",
  "/about",
  "/policy",
  "/disclaimer",
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
