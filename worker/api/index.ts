import { Hono } from "hono";
import { jsonError } from "#worker/http/errors";
import { forms } from "./forms";
import { geoApi } from "./geo";
import { health } from "./health";
import { jobsApi } from "./jobs";

/** Every JSON API under /api. Each capability is its own sub-app. */
export const api = new Hono<{ Bindings: Env }>();

api.route("/health", health);
api.route("/forms", forms);
api.route("/geocode", geoApi);
api.route("/", jobsApi);

api.onError((err, c) => {
  console.error("api error", err);
  return jsonError(c, 500, "Internal error");
});
