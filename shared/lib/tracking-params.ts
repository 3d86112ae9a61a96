/**
 * Query parameters that ad and analytics links add and no page reads
 * (utm_*, gclid, fbclid). The edge page cache leaves them out of its keys
 * (worker/http/page-cache.ts), and the language switch leaves them out of
 * its link, so a page reached through a campaign link is the same page,
 * cached once.
 */
export const TRACKING_PARAM = /^(utm_[a-z_]*|gclid|fbclid)$/i;

/** A query string (with or without its "?") without the tracking parameters; "" when nothing is left. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING_PARAM.test(name));
  if (kept.length === [...params].length) return search.startsWith("?") || search === "" ? search : `?${search}`;
  const rest = new URLSearchParams(kept).toString();
  return rest ? `?${rest}` : "";
}
