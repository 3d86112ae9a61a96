import { useState } from "react";

export type LocationState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "found"; city: string; attribution?: string }
  | { status: "error"; message: string };

export const LOCATION_MESSAGES = {
  denied: "Location access denied",
  unsupported: "Geolocation not supported",
  failed: "Unable to get location",
} as const;

/** Browser geolocation, then our Worker's reverse geocoder (/api/geocode). */
export function useCurrentLocation() {
  const [state, setState] = useState<LocationState>({ status: "idle" });

  function locate(onCity: (city: string) => void) {
    if (!("geolocation" in navigator)) {
      setState({ status: "error", message: LOCATION_MESSAGES.unsupported });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { latitude, longitude } = position.coords;
          const res = await fetch(`/api/geocode?lat=${latitude.toFixed(5)}&lon=${longitude.toFixed(5)}`, {
            headers: { Accept: "application/json" },
          });
          if (!res.ok) throw new Error(`geocode ${res.status}`);
          const body = (await res.json()) as { city?: unknown; attribution?: unknown };
          const city = typeof body.city === "string" && body.city.trim() ? body.city.trim() : "";
          if (!city) throw new Error("no city");
          setState({
            status: "found",
            city,
            attribution: typeof body.attribution === "string" ? body.attribution : undefined,
          });
          onCity(city);
        } catch {
          setState({ status: "error", message: LOCATION_MESSAGES.failed });
        }
      },
      (error) => {
        setState({
          status: "error",
          message: error.code === error.PERMISSION_DENIED ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.failed,
        });
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return { state, locate };
}
