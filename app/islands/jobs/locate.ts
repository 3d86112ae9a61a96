import { LOCATION_MESSAGES } from "#app/components/jobs/messages";
import { z } from "#app/schemas/zod";
import { roundCoordinate } from "./api";

export type Located = { city: string; attribution?: string } | { error: string };

const geocodeAnswer = z.object({ city: z.string().trim().min(1), attribution: z.string().optional() });

function position(geo: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geo.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 300_000 }),
  );
}

/** The browser's position (rounded to about 1 km), named by our Worker's reverse geocoder (/api/geocode). */
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
    const lat = roundCoordinate(coords.latitude);
    const lon = roundCoordinate(coords.longitude);
    const res = await fetch(`/api/geocode?lat=${lat}&lon=${lon}`, { headers: { Accept: "application/json" } });
    if (!res.ok) return { error: LOCATION_MESSAGES.failed };
    const body = geocodeAnswer.safeParse(await res.json());
    if (!body.success) return { error: LOCATION_MESSAGES.failed };
    return body.data;
  } catch {
    return { error: LOCATION_MESSAGES.failed };
  }
}
