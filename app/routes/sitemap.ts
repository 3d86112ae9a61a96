import { articles } from "#app/content/articles";
import { services } from "#app/content/services";
import { jobDays, SnapshotUnavailableError } from "#app/lib/jobs.server";
import {
  JOBS_PER_FILE,
  jobFileCount,
  jobFileRange,
  SITEMAP_HEADERS,
  type SitemapPage,
  sitemapIndexXml,
  urlsetXml,
} from "#app/lib/sitemap";
import { site } from "#shared/content/site";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/sitemap";

/** Pages without a date of their own carry the day of the build that made them. */
const BUILT = __BUILD_DATE__;

/**
 * Public pages, each listed in the languages it exists in (never /saved,
 * /alerts*, /unsubscribe, /staff*, /dev/*: they are noindex). The sitemap is
 * where every indexable page names its twins (hreflang, decision 083).
 */
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
  "/fake-job-offers",
  "/privacy-request",
];

function pages(): SitemapPage[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: BUILT })),
    ...services.map((s) => ({ path: `/DetailService/${s.id}`, lastmod: BUILT })),
    // Articles are English only: no alternates.
    ...articles.map((a) => ({ path: `/article/${a.id}`, lastmod: a.date })),
  ];
}

const xml = (body: string) => new Response(body, { headers: SITEMAP_HEADERS });
const notFound = () =>
  new Response("No such sitemap file.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * `/sitemap.xml` (the index), `/sitemap-pages.xml` and `/sitemap-jobs.xml?page=N`
 * (app/lib/sitemap.ts). Job files are read from the snapshot (no upstream
 * call); without one the index still lists the pages file and one jobs
 * file, which then answers 503 so a crawler comes back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const origin = site.url;
  if (url.pathname === "/sitemap-pages.xml") return xml(urlsetXml(pages(), origin));

  if (url.pathname === "/sitemap-jobs.xml") {
    const raw = url.searchParams.get("page") ?? "1";
    const n = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
    if (!n) return notFound();
    let slice: Awaited<ReturnType<typeof jobDays>>;
    try {
      slice = await jobDays(env, ctx, (n - 1) * JOBS_PER_FILE, n * JOBS_PER_FILE);
    } catch (err) {
      if (!(err instanceof SnapshotUnavailableError)) throw err;
      return new Response("The job list is being refreshed; try again shortly.\n", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
      });
    }
    if (!jobFileRange(n, slice.total)) return notFound();
    const jobs = slice.jobs.map((j) => ({ path: `/jobdetails/${j.id}`, lastmod: j.posted ?? BUILT }));
    return xml(urlsetXml(jobs, origin));
  }

  // The index: the pages file, then one jobs file per JOBS_PER_FILE jobs.
  let total = 0;
  let newest = BUILT;
  try {
    const first = await jobDays(env, ctx, 0, 1);
    total = first.total;
    if (first.jobs[0]?.posted && first.jobs[0].posted > newest) newest = first.jobs[0].posted;
  } catch (err) {
    // Without a snapshot the index still names every file a crawler should come back for.
    if (!(err instanceof SnapshotUnavailableError)) throw err;
  }
  const articleDay = articles.reduce((max, a) => (a.date > max ? a.date : max), BUILT);
  const files = [
    { path: "/sitemap-pages.xml", lastmod: articleDay },
    ...Array.from({ length: jobFileCount(total) }, (_, k) => ({
      path: `/sitemap-jobs.xml?page=${k + 1}`,
      lastmod: newest,
    })),
  ];
  return xml(sitemapIndexXml(files, origin));
}
