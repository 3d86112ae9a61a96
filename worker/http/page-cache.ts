import { unlocalizedPath } from "#shared/i18n/lang";
import { queryReadBy } from "#shared/i18n/switch";
import { TRACKING_PARAM } from "#shared/lib/tracking-params";
import type { JobsReader } from "#worker/jobs/reader";
import type { SnapshotMeta } from "#worker/jobs/store/values";
import { conditionalAnswer } from "./etag";

/*
 * Pages the Worker renders (home, /job, job pages, /carrers and their Hindi
 * twins), kept in the Workers Cache API of the data centre that rendered them
 * (decision 022). Cloudflare never keeps a Worker's own responses by itself,
 * whatever their Cache-Control says, so without this every visitor, and a
 * crawler on every one of 100,000 job pages, paid a full render.
 *
 * The key is a synthetic URL on the request's own host:
 *   https://host/__page-cache/<deployment>/<snapshot version>/<India day>/<path>?<query>
 * - the deployment: the Worker version id (CF_VERSION_METADATA), new on every
 *   deploy or configuration change, so a new build never serves an old page;
 * - the jobs snapshot version (jobs:meta, checked every 30 s as the snapshot
 *   itself is), so a new snapshot never serves an old page;
 * - the day in India: "Today"/"Yesterday" and JSON-LD dates depend on it;
 * - the path and query as sent (the language is in the path: /hi/...), less
 *   tracking parameters no page reads (utm_*, gclid, fbclid, …); a job page's
 *   query is cut to the one parameter it reads (`expanded`).
 * A hit reads one small value at most (jobs:meta, and only when this isolate
 * has not checked it for 30 s): never the jobs index.
 *
 * Only a 200 HTML page for a GET or HEAD is stored, and only when it is
 * public: no Set-Cookie, no Vary on Cookie (or *), no private/no-store, and
 * never /staff, /dev or /api. Errors, invalid searches (400), unknown jobs
 * (404) and POST results are rendered every time. Pages carry no per-request
 * value (the CSP has no nonce: worker/http/security-headers.ts), so one copy
 * serves every visitor.
 */

/** The path prefix of cache keys; no page lives under it. */
export const KEY_PREFIX = "/__page-cache/";

/** How long the edge keeps a page. The key already changes with everything the page depends on; this bounds the rest. */
export const EDGE_TTL_SECONDS = 3600;

/** The page's own Cache-Control, kept beside the edge's while stored. */
const PAGE_CACHE_CONTROL = "X-Page-Cache-Control";
/** hit, miss (rendered, stored) or bypass (rendered, not storable): for the bench and tests, like CF-Cache-Status. */
export const STATUS_HEADER = "X-Page-Cache";

/** Query parameters that analytics add and no page reads (tests/worker/edge-cache.test.ts checks the pages ignore them). */

/** Paths that are never cached, whatever they answer. */
const NEVER = /^\/(staff|dev|api)(\/|$)/;

const IST_OFFSET_MS = 330 * 60_000;

/** The day in India (YYYY-MM-DD): UTC+5:30 all year, no daylight saving. */
export function indiaDay(now: number): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export interface KeyParts {
  deployment: string;
  snapshot: string;
  day: string;
}

/** A job page in any language (`/jobdetails/123`, `/hi/jobdetails/123`), not its apply form. */
const JOB_PAGE = /^\/jobdetails\/[^/]+\/?$/;

/** The cache key for a page URL (see the top of this file). */
export function cacheKeyUrl(pageUrl: URL, { deployment, snapshot, day }: KeyParts): string {
  let search = pageUrl.search;
  if (search && JOB_PAGE.test(unlocalizedPath(pageUrl.pathname))) {
    // A job page reads `expanded` and nothing else, and its HTML carries no other
    // parameter (its language switch keeps only what it reads: shared/i18n/switch.ts).
    // So a shared link's additions of any name (an old `source=` snapshot, a
    // messenger's or an ad's own id) find the one copy (decision 058).
    const kept = new URLSearchParams();
    const params = new URLSearchParams(search);
    for (const name of queryReadBy(pageUrl.pathname)) for (const value of params.getAll(name)) kept.append(name, value);
    search = kept.size > 0 ? `?${kept}` : "";
  } else if (search) {
    const params = new URLSearchParams(search);
    const kept = [...params].filter(([name]) => !TRACKING_PARAM.test(name));
    if (kept.length !== [...params].length) search = kept.length ? `?${new URLSearchParams(kept)}` : "";
  }
  const versions = [deployment, snapshot, day].map(encodeURIComponent).join("/");
  return `${pageUrl.origin}${KEY_PREFIX}${versions}${pageUrl.pathname}${search}`;
}

/** Whether a rendered answer may be kept and served to anyone who asks for the same URL. */
export function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  const headers = response.headers;
  if (!(headers.get("Content-Type") ?? "").includes("text/html")) return false;
  if (headers.has("Set-Cookie")) return false;
  const vary = (headers.get("Vary") ?? "").toLowerCase();
  if (/(^|,)\s*(\*|cookie)\s*(,|$)/.test(vary)) return false;
  const cacheControl = (headers.get("Cache-Control") ?? "").toLowerCase();
  return cacheControl.includes("public") && !/no-store|private|no-cache/.test(cacheControl);
}

/** caches.default, which the DOM lib's CacheStorage type (in this project's types) does not declare. */
function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export interface PageCache {
  /** The stored page as an answer to this request (a 304 when its tag matches), or null. */
  lookup(): Promise<Response | null>;
  /**
   * Stores a rendered page (in the background) when it may be kept, and
   * answers the request with it. `response` is the GET rendering, ETag set.
   */
  answer(response: Response): Promise<Response>;
}

/**
 * The page cache for this request, or null when the request can never be
 * served from it: not a GET or HEAD, a path never cached, no deployment
 * version (the binding is missing) or no snapshot to key by.
 */
export async function pageCacheFor(
  request: Request,
  env: Env,
  jobs: JobsReader,
  cache: Cache = defaultCache(),
  now = Date.now(),
): Promise<PageCache | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (NEVER.test(url.pathname) || url.pathname.startsWith(KEY_PREFIX)) return null;
  const deployment = env.CF_VERSION_METADATA?.id;
  if (!deployment) return null;
  // A store that cannot say which snapshot is live means no cache, never an
  // error: the page renders as without one (and says what failed itself).
  const meta = await jobs.liveMeta(now).catch((err) => {
    console.error("page cache: the live snapshot version could not be read; not caching", err);
    return null;
  });
  if (!meta) return null;
  const key = cacheKeyUrl(url, { deployment, snapshot: meta.version, day: indiaDay(now) });
  return {
    async lookup() {
      const stored = await cache.match(key).catch((err) => {
        console.error("page cache: lookup failed; rendering", err);
        return undefined;
      });
      if (!stored) return null;
      return reply(request, stored, meta, now, "hit");
    },
    async answer(response) {
      // A page made from another version than the key's (the request's jobs
      // reader says which it read) is served but not kept under it.
      const served = jobs.servedVersion;
      if (!storable(response) || (served !== undefined && served !== meta.version)) {
        return reply(request, response, null, now, "bypass");
      }
      const html = await response.text();
      const headers = new Headers(response.headers);
      headers.set(PAGE_CACHE_CONTROL, headers.get("Cache-Control") ?? "");
      headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
      jobs.ctx.waitUntil(
        cache.put(key, new Response(html, { status: 200, headers })).catch((err) => {
          console.error("page cache: could not store", url.pathname, err);
        }),
      );
      return reply(request, new Response(html, response), null, now, "miss");
    },
  };
}

/**
 * A page as the answer to this request: the page's own Cache-Control back
 * (a stored copy carries the edge's), the snapshot age brought up to date,
 * then a 304 when If-None-Match matches its ETag, no body for a HEAD.
 */
function reply(
  request: Request,
  page: Response,
  meta: SnapshotMeta | null,
  now: number,
  status: "hit" | "miss" | "bypass",
): Response {
  const headers = new Headers(page.headers);
  const own = headers.get(PAGE_CACHE_CONTROL);
  if (own !== null) {
    headers.delete(PAGE_CACHE_CONTROL);
    if (own) headers.set("Cache-Control", own);
    else headers.delete("Cache-Control");
  }
  if (meta && headers.has("X-Snapshot-Age")) {
    headers.set("X-Snapshot-Age", String(Math.max(0, Math.round((now - meta.fetchedAt) / 1000))));
  }
  const answer = conditionalAnswer(
    request,
    new Response(page.body, { status: page.status, statusText: page.statusText, headers }),
  );
  answer.headers.set(STATUS_HEADER, status);
  return answer;
}
