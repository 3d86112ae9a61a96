import { Hono } from "hono";
import { parseCoordinates } from "#worker/geo/coordinates";
import { reverseGeocode } from "#worker/geo/reverse-geocode";
import { clientKey } from "#worker/http/client-key";
import { jsonError } from "#worker/http/errors";

/** GEO_LIMITER's period (wrangler.jsonc), sent as Retry-After. */
const RATE_LIMIT_PERIOD_S = 60;
const RATE_LIMITED = "Too many location lookups. Please wait a minute and try again.";

/**
 * GET /api/geocode?lat=&lon=: the visitor's city for the "near me" location
 * field. Always 200 with a city once the input is valid and within the rate
 * limit; an upstream problem only changes `source`.
 */
export const geoApi = new Hono<{ Bindings: Env }>();

// A named Workers cache rather than caches.default: the DOM lib's CacheStorage
// type has no `default`, and a cache of its own keeps the synthetic keys apart
// from the site's responses. Without it, the isolate's memory still caches.
function sharedCache(): Promise<Cache | undefined> {
  return caches.open("reverse-geocode").catch((err: unknown) => {
    console.warn("geocode cache unavailable", err);
    return undefined;
  });
}

geoApi.get("/", async (c) => {
  const parsed = parseCoordinates(new URL(c.req.url).searchParams);
  if (!parsed.ok) return jsonError(c, 400, "Invalid coordinates", { fields: parsed.fields });

  try {
    const { success } = await c.env.GEO_LIMITER.limit({ key: clientKey(c.req.raw) });
    if (!success) return jsonError(c, 429, RATE_LIMITED, { headers: { "Retry-After": String(RATE_LIMIT_PERIOD_S) } });
  } catch (err) {
    // A limiter outage must not turn away real people.
    console.error("geo rate limiter unavailable", err);
  }

  const answer = await reverseGeocode(parsed.value, {
    geocoderUrl: c.env.GEOCODER_URL,
    cf: c.req.raw.cf,
    cache: await sharedCache(),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  // Only a real geocoder answer is worth keeping; a fallback may be better next time.
  const cacheControl = answer.source === "geocoder" ? "private, max-age=3600" : "no-store";
  return c.json(answer, 200, { "Cache-Control": cacheControl });
});
