import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { delay, HttpResponse } from "msw";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { fakeGeocoder, nominatimAnswer } from "#tests/mocks/geocoder";
import { api } from "#worker/api/index";
import {
  FALLBACK_CITY,
  fetchPlace,
  GEOCODER_USER_AGENT,
  GeocoderError,
  OSM_ATTRIBUTION,
  resetGeoState,
  reverseGeocode,
} from "#worker/geo/reverse-geocode";

const geocoder = fakeGeocoder();
beforeAll(() => geocoder.enable());
afterAll(() => geocoder.disable());
beforeEach(() => {
  geocoder.reset();
  resetGeoState();
});

interface Answer {
  city?: string;
  source?: string;
  attribution?: string;
  error?: string;
  fields?: Record<string, string[]>;
}

let ipCounter = 0;

/**
 * GET /api/geocode through the API app, from a fresh client address so the
 * real limiter never trips. The Workers cache outlives a test: each test uses
 * its own coordinates.
 */
async function geocode(
  query: string,
  options: { cf?: Record<string, unknown>; env?: Env; ctx?: ExecutionContext; headers?: HeadersInit } = {},
) {
  const headers = new Headers(options.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", `198.51.100.${++ipCounter}`);
  const request = new Request(`http://localhost/geocode?${query}`, { headers, cf: options.cf });
  const res = await api.request(request, undefined, options.env ?? env, options.ctx ?? createExecutionContext());
  return { res, body: (await res.json()) as Answer };
}

test.each([
  ["city", { city: "Pune", town: "Hadapsar", village: "Manjri", suburb: "Baner" }, "10.01"],
  ["town", { town: "Lonavala", village: "Kune", suburb: "Tungarli" }, "10.02"],
  ["village", { village: "Mulshi", suburb: "Paud" }, "10.03"],
  ["suburb", { suburb: "Andheri" }, "10.04"],
  ["state_district", { state_district: "Pune District", county: "Haveli" }, "10.05"],
])("the place is the address's %s when nothing ranks above it", async (part, address, lat) => {
  geocoder.answerWith(() => HttpResponse.json(nominatimAnswer(address)));
  const { res, body } = await geocode(`lat=${lat}&lon=73.8`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, max-age=3600");
  expect(body).toEqual({
    city: (address as Record<string, string>)[part],
    source: "geocoder",
    attribution: OSM_ATTRIBUTION,
  });
});

test("the geocoder is asked politely, at ~1 km precision, in English", async () => {
  await geocode("lat=18.520437&lon=73.856743");
  expect(geocoder.calls).toHaveLength(1);
  const { url, headers } = geocoder.calls[0];
  expect(Object.fromEntries(url.searchParams)).toEqual({
    format: "jsonv2",
    lat: "18.52",
    lon: "73.86",
    zoom: "10",
    addressdetails: "1",
  });
  expect(headers.get("User-Agent")).toBe(GEOCODER_USER_AGENT);
  expect(GEOCODER_USER_AGENT).toMatch(/^\w+\/1\.0 \(\+https:\/\/www\.kshitijtalent\.example\/contact\)$/);
  expect(headers.get("Accept-Language")).toBe("en");
});

test.each([
  ["nothing", "", ["lat", "lon"]],
  ["empty values", "lat=&lon=", ["lat", "lon"]],
  ["a word", "lat=abc&lon=73.8", ["lat"]],
  ["a latitude above 90", "lat=91&lon=0", ["lat"]],
  ["a longitude below -180", "lat=0&lon=-181", ["lon"]],
  ["an exponent", "lat=1e400&lon=0", ["lat"]],
  ["NaN", "lat=NaN&lon=0", ["lat"]],
  ["Infinity", "lat=0&lon=Infinity", ["lon"]],
  ["hex", "lat=0x10&lon=0", ["lat"]],
  ["a very long number", `lat=18.${"5".repeat(30)}&lon=73.8`, ["lat"]],
  ["only a longitude", "lon=73.8", ["lat"]],
])("%s is a 400 with field errors and no upstream call", async (_name, query, fields) => {
  const { res, body } = await geocode(query);
  expect(res.status).toBe(400);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(body.error).toBe("Invalid coordinates");
  expect(Object.keys(body.fields ?? {}).sort()).toEqual(fields);
  for (const messages of Object.values(body.fields ?? {})) expect(messages[0]).toEqual(expect.any(String));
  expect(geocoder.calls).toHaveLength(0);
});

test("the edges of the range and signed decimals are accepted", async () => {
  const { res } = await geocode("lat=-90&lon=%2B180.0");
  expect(res.status).toBe(200);
  expect(geocoder.calls[0].url.searchParams.get("lat")).toBe("-90.00");
  expect(geocoder.calls[0].url.searchParams.get("lon")).toBe("180.00");
});

test.each([
  ["a 500", () => HttpResponse.json({ error: "boom" }, { status: 500 }), "11.01"],
  ["a 429", () => new HttpResponse(null, { status: 429, headers: { "Retry-After": "60" } }), "11.02"],
  ["an HTML page", () => new HttpResponse("<html>Error</html>", { headers: { "Content-Type": "text/html" } }), "11.03"],
  ["an answer that is not an object", () => HttpResponse.json(["Pune"]), "11.04"],
  ["no usable place (the sea)", () => HttpResponse.json({ error: "Unable to geocode" }), "11.05"],
  ["a place of the wrong type", () => HttpResponse.json({ address: { city: 42, country: "India" } }), "11.06"],
  ["a network error", () => HttpResponse.error(), "11.07"],
])("%s from the geocoder falls back to Cloudflare's city, uncached", async (_name, respond, lat) => {
  geocoder.answerWith(respond);
  const { res, body } = await geocode(`lat=${lat}&lon=74.1`, { cf: { city: "Pune", country: "IN" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(body).toEqual({ city: "Pune", source: "cloudflare" });
  expect(geocoder.calls).toHaveLength(1);
});

test("without Cloudflare's city the fallback is a neutral label", async () => {
  geocoder.answerWith(() => HttpResponse.json({}, { status: 503 }));
  const { res, body } = await geocode("lat=12.01&lon=74.1", { cf: { city: "  " } });
  expect(res.status).toBe(200);
  expect(body).toEqual({ city: FALLBACK_CITY, source: "fallback" });
  expect(body.city).toBe("Current Location");
});

test("a geocoder that hangs times out into the fallback", async () => {
  geocoder.answerWith(async () => {
    await delay("infinite");
    return HttpResponse.json({});
  });
  const coords = { lat: 12.5, lon: 75.5 };
  await expect(fetchPlace(coords, { timeoutMs: 50 })).rejects.toMatchObject({ name: "GeocoderError", kind: "timeout" });
  resetGeoState();
  expect(await reverseGeocode(coords, { timeoutMs: 50, cf: { city: "Mysuru" } })).toEqual({
    city: "Mysuru",
    source: "cloudflare",
  });
});

test("upstream failures are typed", async () => {
  geocoder.answerWith(() => HttpResponse.json({}, { status: 502 }));
  const error = await fetchPlace({ lat: 13, lon: 77 }).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(GeocoderError);
  expect(error).toMatchObject({ kind: "http", status: 502 });
  await expect(fetchPlace({ lat: 13, lon: 77 }, { geocoderUrl: "not a url" })).rejects.toMatchObject({
    kind: "config",
  });
});

test("a second lookup within ~1 km is served from cache, in the isolate and then from the Workers cache", async () => {
  geocoder.answerWith(() => HttpResponse.json(nominatimAnswer({ city: "Nashik" })));
  const ctx = createExecutionContext();
  const first = await geocode("lat=19.9975&lon=73.7898", { ctx });
  expect(first.body).toMatchObject({ city: "Nashik", source: "geocoder" });
  await waitOnExecutionContext(ctx);

  const near = await geocode("lat=20.0012&lon=73.7931");
  expect(near.body).toEqual({ city: "Nashik", source: "geocoder", attribution: OSM_ATTRIBUTION });
  expect(near.res.headers.get("Cache-Control")).toBe("private, max-age=3600");
  expect(geocoder.calls).toHaveLength(1);

  // A fresh isolate's memory (and gate): the Workers cache still answers.
  resetGeoState();
  const again = await geocode("lat=19.998&lon=73.79");
  expect(again.body).toMatchObject({ city: "Nashik", source: "geocoder" });
  expect(geocoder.calls).toHaveLength(1);

  // Farther than the rounding: a new upstream call.
  resetGeoState();
  await geocode("lat=20.05&lon=73.79");
  expect(geocoder.calls).toHaveLength(2);
});

test("at most one upstream call a second: a second place right after uses the fallback", async () => {
  const first = await geocode("lat=21.1458&lon=79.0882", { cf: { city: "Nagpur" } });
  expect(first.body).toMatchObject({ city: "Pune", source: "geocoder" });
  const second = await geocode("lat=22.7196&lon=75.8577", { cf: { city: "Indore" } });
  expect(second.res.status).toBe(200);
  expect(second.res.headers.get("Cache-Control")).toBe("no-store");
  expect(second.body).toEqual({ city: "Indore", source: "cloudflare" });
  expect(geocoder.calls).toHaveLength(1);
});

test("over the client's limit is a 429 with Retry-After, keyed by CF-Connecting-IP", async () => {
  const keys: string[] = [];
  const limited: Env = {
    ...env,
    GEO_LIMITER: {
      limit: async ({ key }) => {
        keys.push(key);
        return { success: false };
      },
    },
  };
  const { res, body } = await geocode("lat=18.52&lon=73.86", {
    env: limited,
    headers: { "CF-Connecting-IP": "203.0.113.7" },
  });
  expect(res.status).toBe(429);
  expect(res.headers.get("Retry-After")).toBe("60");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(body).toEqual({ error: "Too many location lookups. Please wait a minute and try again." });
  // Keys are normalised addresses (worker/http/client-key.ts; IPv6 by /64: http-client-key.test.ts).
  expect(keys).toEqual(["ip4:203.0.113.7"]);
  expect(geocoder.calls).toHaveLength(0);

  const anonymous = new Request("http://localhost/geocode?lat=18.52&lon=73.86");
  expect((await api.request(anonymous, undefined, limited, createExecutionContext())).status).toBe(429);
  expect(keys[1]).toBe("no-client-address");
});

test("a limiter outage does not turn visitors away", async () => {
  const broken: Env = {
    ...env,
    GEO_LIMITER: {
      limit: async () => {
        throw new Error("limiter down");
      },
    },
  };
  const { res, body } = await geocode("lat=14.01&lon=74.1", { env: broken });
  expect(res.status).toBe(200);
  expect(body.source).toBe("geocoder");
});

test("only GET is answered", async () => {
  // The API's 405s come from the Worker's method table (worker/app.ts), so ask the built Worker.
  const res = await exports.default.fetch(
    new Request("http://127.0.0.1/api/geocode?lat=18.52&lon=73.86", { method: "POST" }),
  );
  expect(res.status).toBe(405);
  expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  expect(geocoder.calls).toHaveLength(0);
});

test("the built Worker serves it at /api/geocode", async () => {
  const res = await exports.default.fetch(new Request("http://127.0.0.1/api/geocode?lat=abc&lon=1"));
  expect(res.status).toBe(400);
  expect(((await res.json()) as Answer).fields?.lat).toBeDefined();
});
