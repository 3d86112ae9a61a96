/**
 * How precisely the visitor's position ever leaves the browser: 2 decimals,
 * about 1.1 km, which names the city as well as 1 m does. The Worker rounds
 * to the same grid (worker/geo/coordinates.ts) for its cache and the geocoder.
 */
export const COORDINATE_DECIMALS = 2;

/** A coordinate rounded to the shared grid, as the text sent in a query string. */
export function roundCoordinate(value: number): string {
  const factor = 10 ** COORDINATE_DECIMALS;
  // `|| 0` turns -0 into 0, so "-0.00" is never sent.
  return (Math.round(value * factor) / factor || 0).toFixed(COORDINATE_DECIMALS);
}

/** Latitude and longitude rounded for a request: `{ lat: "18.52", lon: "73.86" }`. */
export function roundCoordinates({ lat, lon }: { lat: number; lon: number }): { lat: string; lon: string } {
  return { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
}

/** The query string of the geocode API for a position, already rounded. */
export function geocodeQuery(lat: number, lon: number): string {
  return new URLSearchParams(roundCoordinates({ lat, lon })).toString();
}
