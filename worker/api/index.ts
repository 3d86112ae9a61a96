import { Hono } from "hono";
import { unexpectedApiError } from "#worker/http/errors";
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

// The Worker's one error handler, always JSON here (worker/http/errors.ts): the
// app serves it under /api, and tests serve it on its own.
api.onError(unexpectedApiError);
