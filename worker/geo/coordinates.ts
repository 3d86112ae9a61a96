import { z } from "zod";

/** A point the visitor's browser reported. */
export interface Coordinates {
  lat: number;
  lon: number;
}

const MAX_LENGTH = 20;
// Plain decimals only: no exponents ("1e400"), NaN, Infinity, hex or spaces inside.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function coordinate(label: string, limit: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(MAX_LENGTH, `${label} must be at most ${MAX_LENGTH} characters.`)
    .regex(DECIMAL, `${label} must be a decimal number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${label} must be between -${limit} and ${limit}.`)
        .max(limit, `${label} must be between -${limit} and ${limit}.`),
    );
}

export const coordinatesSchema = z.object({
  lat: coordinate("Latitude", 90),
  lon: coordinate("Longitude", 180),
});

export type CoordinatesResult = { ok: true; value: Coordinates } | { ok: false; fields: Record<string, string[]> };

/** Reads ?lat=&lon= as finite decimal degrees within range. */
export function parseCoordinates(params: URLSearchParams): CoordinatesResult {
  const parsed = coordinatesSchema.safeParse({
    lat: params.get("lat") ?? undefined,
    lon: params.get("lon") ?? undefined,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors)) {
    if (messages?.length) fields[name] = messages;
  }
  return { ok: false, fields };
}

/**
 * Rounds to 2 decimals (about 1 km): the cache key, and all the precision the
 * third-party geocoder is ever told about the visitor. The browser sends no
 * more than this either: one implementation for both (shared/lib/coordinates.ts).
 */
export { roundCoordinates } from "#shared/lib/coordinates";
