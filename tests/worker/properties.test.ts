import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { expect, test } from "vitest";
import { api } from "#worker/api/index";

// Property tests: whatever a client sends, the API never answers 5xx, and
// every 4xx carries a JSON error body.

async function expectHonest(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("Content-Type"), label).toContain("application/json");
    const body = (await res.json()) as { error?: unknown };
    expect(typeof body.error, label).toBe("string");
  } else {
    await res.body?.cancel();
  }
}

const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e9",
    "NaN",
    "Infinity",
    "%00",
    "../../etc",
    "<script>",
    "' OR 1=1 --",
    "a".repeat(250),
  ),
);

test("search parameters: never a 5xx, 4xx has a JSON error", async () => {
  await fc.assert(
    fc.asyncProperty(anyText, anyText, anyText, async (query, location, page) => {
      const qs = new URLSearchParams({ query, location, page });
      const res = await exports.default.fetch(new Request(`http://127.0.0.1/api/searchjobs?${qs}`));
      await expectHonest(res, qs.toString());
    }),
    { numRuns: 120 },
  );
});

test("page numbers on /api/jobs: never a 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.integer(), fc.double(), anyText.map(String)), async (page) => {
      const res = await exports.default.fetch(
        new Request(`http://127.0.0.1/api/jobs?page=${encodeURIComponent(String(page))}`),
      );
      await expectHonest(res, String(page));
    }),
    { numRuns: 120 },
  );
});

test("job ids: never a 5xx; anything but digits is a 400", async () => {
  await fc.assert(
    fc.asyncProperty(anyText, async (id) => {
      const res = await exports.default.fetch(new Request(`http://127.0.0.1/api/jobs/${encodeURIComponent(id)}`));
      // Not digits: rejected (400), or not even routed as an id (404 for ids with slashes).
      if (!/^\d{1,12}$/.test(id)) expect([400, 404]).toContain(res.status);
      await expectHonest(res, id);
    }),
    { numRuns: 120 },
  );
});

test("job pages: any id answers a page, never a 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(anyText, anyText, async (id, source) => {
      const res = await exports.default.fetch(
        new Request(`http://127.0.0.1/jobdetails/${encodeURIComponent(id)}?source=${encodeURIComponent(source)}`),
      );
      expect(res.status, id).toBeLessThan(500);
      await res.body?.cancel();
    }),
    { numRuns: 60 },
  );
});

test("geocode coordinates: never a 5xx, 4xx has a JSON error", async () => {
  // A limiter that always allows, so the property explores validation, not the rate limit.
  const open = { ...env, GEO_LIMITER: { limit: async () => ({ success: true }) } } as unknown as Env;
  const coordinate = fc.oneof(fc.double(), fc.integer(), anyText);
  await fc.assert(
    fc.asyncProperty(coordinate, coordinate, async (lat, lon) => {
      // Only invalid coordinates: valid ones would reach the (absent) geocoder.
      fc.pre(!(typeof lat === "number" && typeof lon === "number" && Math.abs(lat) <= 90 && Math.abs(lon) <= 180));
      const qs = new URLSearchParams({ lat: String(lat), lon: String(lon) });
      const res = await api.request(`/geocode?${qs}`, {}, open, createExecutionContext());
      await expectHonest(res, qs.toString());
    }),
    { numRuns: 120 },
  );
});
