import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";

/** GEOCODER_URL in wrangler.jsonc: the URL the Worker under test asks. */
export const GEOCODER = "https://nominatim.openstreetmap.org/reverse";

/** One request the Worker made to the reverse geocoder. */
export interface GeocoderCall {
  url: URL;
  headers: Headers;
}

type Responder = (call: GeocoderCall) => Response | Promise<Response>;

/** A Nominatim jsonv2 reverse answer with the given address parts. */
export function nominatimAnswer(address: Record<string, unknown>) {
  return {
    place_id: 1,
    licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
    lat: "18.52",
    lon: "73.86",
    display_name: "Somewhere, India",
    address: { ...address, state: "Maharashtra", country: "India", country_code: "in" },
  };
}

/**
 * A fake Nominatim for workerd tests (msw/native patches the isolate's
 * fetch). Every request is recorded; the answer is Pune unless a test says
 * otherwise. Any other outgoing request is an error.
 */
export function fakeGeocoder() {
  const calls: GeocoderCall[] = [];
  const defaultResponder: Responder = () => HttpResponse.json(nominatimAnswer({ city: "Pune" }));
  let responder = defaultResponder;
  const server = setupServer(
    http.get(GEOCODER, ({ request }) => {
      const call = { url: new URL(request.url), headers: request.headers };
      calls.push(call);
      return responder(call);
    }),
  );
  return {
    calls,
    /** How the geocoder answers from now on (until reset). */
    answerWith: (respond: Responder) => {
      responder = respond;
    },
    enable: () => server.listen({ onUnhandledRequest: "error" }),
    disable: () => server.close(),
    reset: () => {
      calls.length = 0;
      responder = defaultResponder;
    },
  };
}
