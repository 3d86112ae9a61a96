import { geocodeQuery } from "#app/lib/coordinates";

export const LOCATION_MESSAGES = {
  denied: "Location access denied",
  unsupported: "Geolocation not supported",
  failed: "Unable to get location",
} as const;

export type Located = { city: string; attribution?: string } | { error: string };

function position(geo: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geo.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 300_000 }),
  );
}

/** The browser's position, named by our Worker's reverse geocoder (/api/geocode). */
export async function locateCity(): Promise<Located> {
  if (!("geolocation" in navigator)) return { error: LOCATION_MESSAGES.unsupported };
  let coords: GeolocationCoordinates;
  try {
    coords = (await position(navigator.geolocation)).coords;
  } catch (error) {
    const denied = (error as GeolocationPositionError).code === 1; // PERMISSION_DENIED
    return { error: denied ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.failed };
  }
  try {
    // Rounded to ~1 km before it leaves the browser: the city needs no more.
    const res = await fetch(`/api/geocode?${geocodeQuery(coords.latitude, coords.longitude)}`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return { error: LOCATION_MESSAGES.failed };
    const body = (await res.json()) as { city?: unknown; attribution?: unknown };
    const city = typeof body.city === "string" ? body.city.trim() : "";
    if (!city) return { error: LOCATION_MESSAGES.failed };
    return { city, attribution: typeof body.attribution === "string" ? body.attribution : undefined };
  } catch {
    return { error: LOCATION_MESSAGES.failed };
  }
}
