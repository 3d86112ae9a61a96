import { type Lang, localizedPath } from "#shared/i18n/lang";
import { unsubscribeConfigured } from "#worker/forms/unsubscribe";
import { ONE_CLICK } from "#worker/forms/unsubscribe-token";
import { siteOrigin } from "#worker/http/origin";
import { type AlertPurpose, signAlertToken } from "./token";

/** The pages behind an alert's links (app/routes/alerts-*.tsx). */
export const ALERT_PATHS = {
  signup: "/alerts",
  confirm: "/alerts/confirm",
  manage: "/alerts/manage",
  stop: "/alerts/stop",
} as const;

/** SIGNING_SECRET when usable; alerts take no sign-ups without it (links could not be made). */
export function alertSecret(env: Pick<Env, "SIGNING_SECRET">): string | null {
  return unsubscribeConfigured(env) ? (env.SIGNING_SECRET ?? null) : null;
}

/**
 * A signed link, to the page in the alert's language (/hi/alerts/confirm for
 * a Hindi sign-up). `issuedAt` is a stored time (the sign-up's request, the
 * digest's period), not the clock: a retried mail is the same mail, byte for
 * byte, so its idempotency key is never reused with another body.
 */
export async function alertLink(
  env: Pick<Env, "SITE_ORIGIN">,
  secret: string,
  purpose: AlertPurpose,
  id: string,
  issuedAt: number,
  lang: Lang = "en",
): Promise<string> {
  const url = new URL(localizedPath(ALERT_PATHS[purpose], lang), siteOrigin(env));
  url.searchParams.set("token", await signAlertToken(secret, purpose, id, issuedAt));
  return url.toString();
}

/** RFC 2369 + RFC 8058 headers: mail clients offer one-click unsubscribe, a POST to the stop link. */
export function listUnsubscribe(stopUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": ONE_CLICK };
}

/** The page "How to spot a fake job offer" in a language: every alert message links it (issue 30). */
export const SAFETY_PATH = "/fake-job-offers";
export function safetyUrl(env: Pick<Env, "SITE_ORIGIN">, lang: Lang = "en"): string {
  return new URL(localizedPath(SAFETY_PATH, lang), siteOrigin(env)).toString();
}
