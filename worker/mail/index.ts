import { devMailer } from "./dev-mailer";
import type { Mailer } from "./message";
import { resendMailer } from "./resend";

/** Which route mail takes: /api/health names it. */
export type MailerName = "resend" | "dev" | "none";

/** The error a pending mail carries while no mailer is configured. */
export const NO_MAILER = "no mailer configured";

type MailerEnv = Pick<Env, "RESEND_API_KEY" | "DEV_MAILER" | "SITE_ORIGIN">;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether SITE_ORIGIN is a server on this machine (what scripts/ops/start.mjs sets). */
export function isLoopbackOrigin(value: string | undefined): boolean {
  try {
    const url = new URL(value ?? "");
    return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * DEV_MAILER=1 on a deployment that is not a local server: a secret or a
 * dashboard variable can set it where the build's check of wrangler.jsonc
 * cannot see. Such a setting is refused (mail waits as with no mailer) and
 * named by /api/health, since the dev mailer would mark leads sent that no
 * one ever receives.
 */
export function devMailerRefused(env: MailerEnv): boolean {
  return !env.RESEND_API_KEY && env.DEV_MAILER === "1" && !isLoopbackOrigin(env.SITE_ORIGIN);
}

/**
 * Resend when a key is configured; the local dev mailer only when DEV_MAILER
 * is "1" and SITE_ORIGIN is a loopback origin (scripts/ops/start.mjs sets both);
 * otherwise none, and mail waits in the outbox instead of vanishing.
 */
export function mailerName(env: MailerEnv): MailerName {
  if (env.RESEND_API_KEY) return "resend";
  if (env.DEV_MAILER === "1" && isLoopbackOrigin(env.SITE_ORIGIN)) return "dev";
  return "none";
}

/** Why no mail goes out, for the logs. */
export function noMailerHint(env: MailerEnv): string {
  return devMailerRefused(env)
    ? "DEV_MAILER=1 is refused off a local server (SITE_ORIGIN is not loopback); set RESEND_API_KEY"
    : "set RESEND_API_KEY";
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
