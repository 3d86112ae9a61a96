import { Hono } from "hono";
import { pushApi } from "#worker/alerts/push/api";
import { whatsappWebhook } from "#worker/alerts/whatsapp/webhook";
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
// Job alerts on WhatsApp and web push (issue 30): Meta's webhook, and the browser's subscription.
api.route("/whatsapp/webhook", whatsappWebhook);
api.route("/alerts/push", pushApi);
api.route("/", jobsApi);

// The Worker's one error handler, always JSON here (worker/http/errors.ts): the
// app serves it under /api, and tests serve it on its own.
api.onError(unexpectedApiError);
