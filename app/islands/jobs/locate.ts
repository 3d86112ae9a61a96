import { locationProblem } from "#app/components/jobs/messages";
import type { Lang } from "#shared/i18n/lang";
import { geocodeQuery } from "#shared/lib/coordinates";
import { z } from "#shared/schemas/zod-mini";

/** `approximate`: the city of the visitor's network (the geocoder could not name the device's place). */
export type Located = { city: string; attribution?: string; approximate: boolean } | { error: string };

const geocodeAnswer = z.object({
  city: z.string().check(z.trim(), z.minLength(1)),
  attribution: z.optional(z.string()),
  // worker/geo/reverse-geocode.ts: "geocoder", else Cloudflare's city for the IP, else a placeholder.
  source: z.optional(z.enum(["geocoder", "cloudflare", "fallback"])),
});

function position(geo: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geo.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 300_000 }),
  );
}

/** The browser's position (rounded to about 1 km), named by our Worker's reverse geocoder (/api/geocode). */
export async function locateCity(lang: Lang = "en"): Promise<Located> {
  if (!("geolocation" in navigator)) return { error: locationProblem("unsupported", lang) };
  let coords: GeolocationCoordinates;
  try {
    coords = (await position(navigator.geolocation)).coords;
  } catch (error) {
    const denied = (error as GeolocationPositionError).code === 1; // PERMISSION_DENIED
    return { error: denied ? locationProblem("denied", lang) : locationProblem("failed", lang) };
  }
  try {
    // Rounded to ~1 km before it leaves the browser: the city needs no more.
    const res = await fetch(`/api/geocode?${geocodeQuery(coords.latitude, coords.longitude)}`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return { error: locationProblem("failed", lang) };
    const body = geocodeAnswer.safeParse(await res.json());
    if (!body.success) return { error: locationProblem("failed", lang) };
    const { city, attribution, source } = body.data;
    // The placeholder names no place: searching for it would find nothing.
    if (source === "fallback") return { error: locationProblem("failed", lang) };
    return { city, attribution, approximate: source === "cloudflare" };
  } catch {
    return { error: locationProblem("failed", lang) };
  }
}
