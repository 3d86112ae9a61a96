import { site } from "#shared/content/site";

/** Methods that change state: the ones a cross-site page must not be able to send us. */
export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE =
  "This form was sent from another website. Please use the form on our own site to contact us.";

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's configured public origin: SITE_ORIGIN when the deployment sets a
 * valid http(s) one, else the canonical origin from shared/content/site.ts. Never
 * the request's Host. The one reading of "our origin" for links, the Origin
 * check and paging URLs.
 */
export function siteOrigin(env: Pick<Env, "SITE_ORIGIN">): string {
  const configured = typeof env.SITE_ORIGIN === "string" ? originOf(env.SITE_ORIGIN) : null;
  return configured ?? new URL(site.url).origin;
}

/**
 * The origins our own pages post from: the request's own (whatever host it
 * reached us on), the site's canonical origin, and the configured one.
 */
function ownOrigins(request: Request, env: Pick<Env, "SITE_ORIGIN">): Set<string> {
  const origins = new Set<string>([siteOrigin(env), new URL(site.url).origin]);
  const own = originOf(request.url);
  if (own) origins.add(own);
  return origins;
}

/**
 * Whether a request comes from a page on another site. The browser's
 * `Origin` decides when present (an opaque "null" origin, e.g. a sandboxed
 * frame, counts as foreign); without it `Sec-Fetch-Site` does. A request with
 * neither (curl, a server, an old browser's GET) is not a browser acting for
 * another site and passes: such a client could send any header it likes.
 */
export function isCrossSite(request: Request, env: Pick<Env, "SITE_ORIGIN">): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    const parsed = originOf(origin);
    return parsed === null || !ownOrigins(request, env).has(parsed);
  }
  const fetchSite = request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase();
  // "same-site" is a sibling subdomain, which is still not our page.
  return fetchSite === "cross-site" || fetchSite === "same-site";
}
