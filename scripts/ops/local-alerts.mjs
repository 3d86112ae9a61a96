// The local values `npm start` gives job alerts on WhatsApp and web push (issue 30) when neither
// the environment nor .dev.vars sets them, shared with `npm run whatsapp` and `npm run push`,
// which must sign and subscribe as that server expects. Local use only: `wrangler deploy` never
// reads this file, and the values are public.
import { existsSync, readFileSync } from "node:fs";

export function localAlertDefaults(host, port) {
  return {
    WHATSAPP_NUMBER: "15550001234",
    WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
    // The stand-in of the Cloud API inside the local Worker (worker/alerts/dev/stand-ins.ts).
    WHATSAPP_API_URL: `http://${host}:${port}/dev/whatsapp/v21.0`,
    WHATSAPP_TOKEN: "local-development-only-whatsapp-token",
    WHATSAPP_APP_SECRET: "local-development-only-whatsapp-app-secret",
    WHATSAPP_VERIFY_TOKEN: "local-development-only-verify-token",
    VAPID_PUBLIC_KEY: "BAl6sd0D602pJNNlwtnkwC1V_Y65sZ7_HLhDqb8c_S2McS9v27aFxBvG0xz47nASTkoxdG_D8gxMwgkFEgZAW3k",
    VAPID_PRIVATE_KEY: "s93vsm8ImU2y8jCMx0bLlL735wT2lqqh8ZZJ7681hoE",
    VAPID_SUBJECT: "mailto:hello@kshitijtalent.example",
  };
}

/** A variable as the local server sees it: the environment, else .dev.vars, else the local default. */
export function localValue(name, host = "127.0.0.1", port = process.env.PORT || "8787") {
  if (process.env[name]) return process.env[name];
  const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  const line = devVars.match(new RegExp(`^${name}=(\\S.*)$`, "m"));
  return line ? line[1].trim() : localAlertDefaults(host, port)[name];
}
