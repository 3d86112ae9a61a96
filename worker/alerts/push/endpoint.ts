import { siteOrigin } from "#worker/http/origin";

/** The longest push endpoint taken (browsers' are about 200-500 characters). */
export const ENDPOINT_MAX = 1024;

const LOOPBACK_HOST = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])$/i;

/**
 * The push services browsers subscribe with (decision 064): Chrome, Opera,
 * Samsung Internet and other Chromium browsers on Android use Google's FCM
 * (fcm.googleapis.com/fcm/send/… and /wp/…), Firefox Mozilla's autopush,
 * Safari Apple's (web.push.apple.com), Edge Microsoft's WNS
 * (wns2-*.notify.windows.com). The Worker POSTs to the endpoint, so no
 * other host is taken: an endpoint is a URL a stranger could type.
 */
const PUSH_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com"];
const PUSH_HOST_SUFFIXES = [".push.apple.com", ".notify.windows.com"];

/** Whether the site runs on a loopback origin (npm start, tests): only then are http: endpoints on loopback taken. */
export function localSite(env: Pick<Env, "SITE_ORIGIN">): boolean {
  return LOOPBACK_HOST.test(new URL(siteOrigin(env)).hostname);
}

/** Whether a host is one of the known push services'. */
export function pushServiceHost(host: string): boolean {
  const name = host.toLowerCase();
  return PUSH_HOSTS.includes(name) || PUSH_HOST_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/**
 * Why a push endpoint cannot be used, or null when it can: an https: URL of
 * a known push service on its default port, without credentials; in
 * development (the site itself on loopback) also the local stand-in's
 * http: endpoints on loopback.
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
  if (url.port) return "not the push service's port";
  if (!pushServiceHost(url.hostname)) return "not a known push service";
  return null;
}
