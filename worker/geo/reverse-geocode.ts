import { z } from "zod";
import { site } from "#shared/content/site";
import { BodyTooLargeError, readCappedText } from "#worker/http/body";
import { type Coordinates, roundCoordinates } from "./coordinates";

export const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org/reverse";
/** Nominatim's usage policy asks for a User-Agent that names the site and a way to reach it. */
export const GEOCODER_USER_AGENT = `${site.name.replace(/[^A-Za-z0-9]/g, "")}Website/1.0 (+${site.url}/contact)`;
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";
export const FALLBACK_CITY = "Current Location";

const TIMEOUT_MS = 4_000;
/** Nominatim's public service allows at most one request a second. */
const MIN_UPSTREAM_INTERVAL_MS = 1_000;
const MAX_BODY_BYTES = 64 * 1024;
const MEMORY_ENTRIES = 500;
const CACHE_TTL_SECONDS = 86_400;
// Never fetched: it only names entries in the Workers cache.
const CACHE_KEY_PREFIX = "https://reverse-geocode.cache.internal/v1/";

export type GeoAnswer =
  | { city: string; source: "geocoder"; attribution: typeof OSM_ATTRIBUTION }
  | { city: string; source: "cloudflare" | "fallback" };

export type GeocoderErrorKind =
  | "timeout"
  | "network"
  | "http"
  | "malformed"
  | "too-large"
  | "no-place"
  | "throttled"
  | "config";

/** Why the geocoder gave no city. Each one ends in the fallback answer, never a 5xx. */
export class GeocoderError extends Error {
  constructor(
    message: string,
    readonly kind: GeocoderErrorKind,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GeocoderError";
  }
}

const placeName = z.string().trim().min(1).max(120);
// Lenient: a part of the wrong type is treated as missing, not as a broken answer.
const addressPart = placeName.optional().catch(undefined);

/** The parts of Nominatim's jsonv2 reverse answer read here; everything else is ignored. */
const reverseAnswerSchema = z.object({
  address: z
    .object({
      city: addressPart,
      town: addressPart,
      village: addressPart,
      suburb: addressPart,
      state_district: addressPart,
      county: addressPart,
    })
    .optional()
    .catch(undefined),
});

const PLACE_PRECEDENCE = ["city", "town", "village", "suburb", "state_district", "county"] as const;

/** The place in a Nominatim reverse answer: city, else town, village, suburb, district, county. */
export function placeFromAnswer(body: unknown): string {
  const parsed = reverseAnswerSchema.safeParse(body);
  if (!parsed.success) throw new GeocoderError("answer is not a reverse-geocoding result", "malformed");
  const address = parsed.data.address;
  for (const part of PLACE_PRECEDENCE) {
    const name = address?.[part];
    if (name) return name;
  }
  throw new GeocoderError("answer names no city, town, village or suburb", "no-place");
}

function requestUrl(geocoderUrl: string | undefined, coords: Coordinates): URL {
  let url: URL;
  try {
    url = new URL(geocoderUrl?.trim() || DEFAULT_GEOCODER_URL);
  } catch {
    throw new GeocoderError("GEOCODER_URL is not a URL", "config");
  }
  const { lat, lon } = roundCoordinates(coords);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("lat", lat);
  url.searchParams.set("lon", lon);
  url.searchParams.set("zoom", "10");
  url.searchParams.set("addressdetails", "1");
  return url;
}

function failure(err: unknown, during: string): GeocoderError {
  if (err instanceof GeocoderError) return err;
  const name = err instanceof Error ? err.name : "";
  if (name === "TimeoutError" || name === "AbortError") return new GeocoderError(`${during} timed out`, "timeout");
  return new GeocoderError(`${during} failed: ${err instanceof Error ? err.message : String(err)}`, "network");
}

/** The geocoder's answer, at most MAX_BODY_BYTES. */
async function readGeocoderText(res: Response): Promise<string> {
  try {
    return await readCappedText(res, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new GeocoderError(`body is over ${MAX_BODY_BYTES} bytes`, "too-large");
    throw err;
  }
}

export interface FetchPlaceOptions {
  /** A Nominatim-compatible /reverse endpoint; empty means OpenStreetMap's. */
  geocoderUrl?: string;
  timeoutMs?: number;
}

/**
 * Asks the reverse geocoder for the place at `coords` (rounded to ~1 km).
 * One call, no cache, no gate; throws GeocoderError.
 */
export async function fetchPlace(coords: Coordinates, options: FetchPlaceOptions = {}): Promise<string> {
  const url = requestUrl(options.geocoderUrl, coords);
  // The timeout covers the body too: the signal aborts a slow read.
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: "application/json", "Accept-Language": "en", "User-Agent": GEOCODER_USER_AGENT },
      signal,
    });
  } catch (err) {
    throw failure(err, "reverse geocoding");
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new GeocoderError(`reverse geocoder answered ${res.status}`, "http", res.status);
  }
  let text: string;
  try {
    text = await readGeocoderText(res);
  } catch (err) {
    throw failure(err, "reading the reverse geocoder's answer");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GeocoderError("reverse geocoder did not answer JSON", "malformed", res.status);
  }
  return placeFromAnswer(body);
}

// In-isolate state. Each isolate has its own copy; the Workers cache is shared per data centre.
const remembered = new Map<string, { city: string; expiresAt: number }>();
let lastUpstreamCallAt = Number.NEGATIVE_INFINITY;

function recall(key: string, now: number): string | undefined {
  const hit = remembered.get(key);
  if (!hit) return undefined;
  remembered.delete(key);
  if (hit.expiresAt <= now) return undefined;
  remembered.set(key, hit); // most recently used goes last
  return hit.city;
}

function remember(key: string, city: string, now: number) {
  remembered.delete(key);
  remembered.set(key, { city, expiresAt: now + CACHE_TTL_SECONDS * 1000 });
  if (remembered.size > MEMORY_ENTRIES) {
    const oldest = remembered.keys().next();
    if (!oldest.done) remembered.delete(oldest.value);
  }
}

const cachedPlaceSchema = z.object({ city: placeName });

async function readShared(cache: Cache, key: string): Promise<string | undefined> {
  try {
    const res = await cache.match(key);
    if (!res) return undefined;
    const parsed = cachedPlaceSchema.safeParse(await res.json());
    return parsed.success ? parsed.data.city : undefined;
  } catch (err) {
    console.warn("geocode cache read failed", err);
    return undefined;
  }
}

function writeShared(cache: Cache, key: string, city: string): Promise<void> {
  const res = Response.json({ city }, { headers: { "Cache-Control": `public, max-age=${CACHE_TTL_SECONDS}` } });
  return cache.put(key, res).catch((err) => console.warn("geocode cache write failed", err));
}

/** Clears this isolate's remembered places and its upstream gate (the Workers cache is left alone). */
export function resetGeoState() {
  remembered.clear();
  lastUpstreamCallAt = Number.NEGATIVE_INFINITY;
}

export interface ReverseGeocodeDeps extends FetchPlaceOptions {
  /** The request's `cf` object; its `city` is the answer when the geocoder has none. */
  cf?: unknown;
  /** The shared Workers cache; without it only this isolate remembers places. */
  cache?: Cache;
  /** Keeps the cache write alive after the answer is sent; without it the write is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

async function geocodedCity(coords: Coordinates, deps: ReverseGeocodeDeps): Promise<string> {
  const { lat, lon } = roundCoordinates(coords);
  const key = `${lat},${lon}`;
  const fromMemory = recall(key, Date.now());
  if (fromMemory) return fromMemory;

  const cacheKey = `${CACHE_KEY_PREFIX}${key}`;
  const fromCache = deps.cache ? await readShared(deps.cache, cacheKey) : undefined;
  if (fromCache) {
    remember(key, fromCache, Date.now());
    return fromCache;
  }

  // At most one upstream call a second, but per isolate only: several isolates
  // (and data centres) can each make one. The gate is taken before the await,
  // so concurrent requests in this isolate cannot slip through together.
  const now = Date.now();
  if (now - lastUpstreamCallAt < MIN_UPSTREAM_INTERVAL_MS) {
    throw new GeocoderError("an upstream call was made under a second ago", "throttled");
  }
  lastUpstreamCallAt = now;

  const city = await fetchPlace(coords, deps);
  remember(key, city, Date.now());
  if (deps.cache) {
    const write = writeShared(deps.cache, cacheKey, city);
    if (deps.waitUntil) deps.waitUntil(write);
    else await write;
  }
  return city;
}

const cfSchema = z.object({ city: placeName });

/** The answer when the geocoder cannot help: Cloudflare's city for the visitor, else a neutral label. */
export function fallbackAnswer(cf: unknown): GeoAnswer {
  const parsed = cfSchema.safeParse(cf);
  return parsed.success
    ? { city: parsed.data.city, source: "cloudflare" }
    : { city: FALLBACK_CITY, source: "fallback" };
}

/**
 * The city at `coords`: from the caches, else the reverse geocoder (gated to
 * one call a second), else the fallback. Upstream problems never throw.
 */
export async function reverseGeocode(coords: Coordinates, deps: ReverseGeocodeDeps = {}): Promise<GeoAnswer> {
  try {
    const city = await geocodedCity(coords, deps);
    return { city, source: "geocoder", attribution: OSM_ATTRIBUTION };
  } catch (err) {
    if (!(err instanceof GeocoderError)) throw err;
    if (err.kind !== "throttled") console.warn("reverse geocoding failed", err.kind, err.message);
    return fallbackAnswer(deps.cf);
  }
}
