/**
 * Query parameters that ad, analytics and share links add and no page reads:
 * utm_*, the click ids of Google (gclid, gbraid, wbraid, dclid, and srsltid
 * on plain search results), Facebook and WhatsApp's in-app browser (fbclid),
 * Instagram shares (igshid, igsh), Microsoft (msclkid), TikTok (ttclid), X
 * (twclid), LinkedIn (li_fat_id), Mailchimp (mc_cid, mc_eid) and Google
 * Analytics' cross-site link (_gl). The edge page cache leaves them out of
 * its keys (worker/http/page-cache.ts), and the language switch leaves them
 * out of its link, so a page reached through a shared or campaign link is
 * the same page, cached once.
 */
export const TRACKING_PARAM =
  /^(utm_[a-z_]*|gclid|gbraid|wbraid|dclid|srsltid|fbclid|igshid|igsh|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_gl)$/i;

/** A query string (with or without its "?") without the tracking parameters; "" when nothing is left. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING_PARAM.test(name));
  if (kept.length === [...params].length) return search.startsWith("?") || search === "" ? search : `?${search}`;
  const rest = new URLSearchParams(kept).toString();
  return rest ? `?${rest}` : "";
}
