import * as z from "zod/mini";

/**
 * The form schemas (enquiry, resume, newsletter) are written with zod's
 * functional API, `zod/mini`: the form islands ship them to the browser, and
 * mini tree-shakes to what a schema uses (classic zod's method-chaining API
 * is one ~25 KiB gzip block). Same core, same checks, same messages.
 *
 * No locale is loaded here: every check of the form schemas carries its own
 * message. The few zod defaults left (a value that is not an object or not
 * text at all, which a browser form never sends, e.g. `consent: true` in
 * JSON) come from the English locale that classic zod installs on the
 * Worker, as before (tests/worker/forms-api.test.ts pins one).
 *
 * jitless for the same reason as ./zod.ts (CSP and workerd forbid eval).
 */
z.config({ jitless: true });

export { z };
