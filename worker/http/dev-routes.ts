import type { Hono } from "hono";
import { alertStandIns, STAND_IN_PATHS, standInsEnabled } from "../alerts/dev/stand-ins";
import { MAILBOX_PATH, MAILBOX_STYLE_PATH, mailbox, mailboxStyle } from "../mail/mailbox";
import type { AppEnv } from "./app-env";

/**
 * What `npm start` serves beside the site: the local mailbox (worker/mail/mailbox.ts)
 * and the WhatsApp Cloud API and push service that alerts send to
 * (worker/alerts/dev/stand-ins.ts). Only with the dev mailer on a loopback
 * SITE_ORIGIN; anywhere else each path falls through to an unknown page.
 */
export function mountDevRoutes(app: Hono<AppEnv>): void {
  app.get(MAILBOX_PATH, mailbox);
  app.get(MAILBOX_STYLE_PATH, mailboxStyle);
  app.on(["GET", "POST"], STAND_IN_PATHS, (c, next) =>
    standInsEnabled(c.env) ? alertStandIns.fetch(c.req.raw, c.env, c.executionCtx) : next(),
  );
}
