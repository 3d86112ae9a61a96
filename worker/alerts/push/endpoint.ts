import { siteOrigin } from "#worker/http/origin";

/** The longest push endpoint taken (browsers' are about 200-500 characters). */
export const ENDPOINT_MAX = 1024;

const LOOPBACK_HOST = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** Whether the site runs on a loopback origin (npm start, tests): only then are http: endpoints on loopback taken. */
export function localSite(env: Pick<Env, "SITE_ORIGIN">): boolean {
  return LOOPBACK_HOST.test(new URL(siteOrigin(env)).hostname);
}

/**
 * Why a push endpoint cannot be used, or null when it can. Browsers give
 * https: URLs of their push service; the Worker will POST to it, so nothing
 * else is taken: no credentials, no IP addresses, and http: only on a
 * loopback address while the site itself is local (the stand-in).
 */
export function endpointProblem(endpoint: string, env: Pick<Env, "SITE_ORIGIN">): string | null {
  if (endpoint.length > ENDPOINT_MAX) return "too long";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (url.username || url.password) return "has credentials";
  if (url.protocol === "http:") {
    return LOOPBACK_HOST.test(url.hostname) && localSite(env) ? null : "not https";
  }
  if (url.protocol !== "https:") return "not https";
  if (IP_LITERAL.test(url.hostname) || LOOPBACK_HOST.test(url.hostname)) return "an address, not a push service";
  return null;
}
