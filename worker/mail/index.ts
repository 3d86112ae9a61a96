import { devMailer } from "./dev-mailer";
import type { Mailer } from "./message";
import { resendMailer } from "./resend";

/** Which route mail takes: /api/health names it. */
export type MailerName = "resend" | "dev" | "none";

/** The error a pending mail carries while no mailer is configured. */
export const NO_MAILER = "no mailer configured";

/**
 * Resend when a key is configured; the local dev mailer only when DEV_MAILER
 * is "1" (scripts/start.mjs sets it, wrangler.jsonc never may: the build
 * checks); otherwise none, and mail waits in the outbox instead of vanishing.
 */
export function mailerName(env: Pick<Env, "RESEND_API_KEY" | "DEV_MAILER">): MailerName {
  if (env.RESEND_API_KEY) return "resend";
  if (env.DEV_MAILER === "1") return "dev";
  return "none";
}

/** The configured mailer, or null when there is none. */
export function mailerFor(env: Env, now: () => number): Mailer | null {
  switch (mailerName(env)) {
    case "resend":
      return resendMailer(env.RESEND_API_KEY ?? "");
    case "dev":
      return devMailer(env.DB, now);
    default:
      return null;
  }
}
