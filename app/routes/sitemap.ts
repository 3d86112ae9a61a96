import { articles } from "#app/content/articles";
import { services } from "#app/content/services";
import { findJobs, SnapshotUnavailableError } from "#app/lib/jobs.server";
import { absoluteUrl } from "#app/lib/seo";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/sitemap";

/** Pages without a date of their own carry the day of the build that made them. */
const BUILT = __BUILD_DATE__;

const STATIC_PATHS = [
  "/",
  "/job",
  "/services",
  "/blog",
  "/news",
  "/carrers",
  "/faq",
  "/about",
  "/contact",
  "/employes",
  "/fresher",
  "/freelance-recruiters",
  "/upload",
  "/policy",
  "/disclaimer",
];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

/** Every static route, service, article and current job, with lastmod. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const entries: { path: string; lastmod: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: BUILT })),
    ...services.map((s) => ({ path: `/DetailService/${s.id}`, lastmod: BUILT })),
    ...articles.map((a) => ({ path: `/article/${a.id}`, lastmod: a.date })),
  ];
  try {
    // All current jobs, page by page from the snapshot (no upstream call).
    for (let page = 1; ; page++) {
      const result = await findJobs(env, ctx, { page });
      for (const job of result.results) entries.push({ path: `/jobdetails/${job.id}`, lastmod: job.postedAt ?? BUILT });
      if (page >= result.numPages) break;
    }
  } catch (err) {
    // Without a snapshot the sitemap still lists every other page.
    if (!(err instanceof SnapshotUnavailableError)) throw err;
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `<url><loc>${escapeXml(absoluteUrl(e.path))}</loc><lastmod>${e.lastmod}</lastmod></url>`),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
