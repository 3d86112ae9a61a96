import { devMailer } from "./dev-mailer";
import type { Mailer } from "./message";
import { resendMailer } from "./resend";

/** Resend when a key is configured, else the local dev mailer. */
export function mailerFor(env: Env, now: () => number): Mailer {
  return env.RESEND_API_KEY ? resendMailer(env.RESEND_API_KEY) : devMailer(env.DB, now);
}
