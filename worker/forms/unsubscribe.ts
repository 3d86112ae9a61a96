import type { Lang } from "#shared/i18n/lang";
import { isEmail } from "#shared/schemas/fields";
import { z } from "#shared/schemas/zod";
import { siteOrigin } from "../http/origin";
import {
  MIN_SECRET_LENGTH,
  ONE_CLICK,
  openAddress,
  sealAddress,
  UNSUBSCRIBE_PATH,
  unsubscribeLink,
} from "./unsubscribe-token";

/**
 * Newsletter unsubscribe links. A token carries the subscriber's address
 * encrypted, so the link shows it to no one who sees the URL (logs, a
 * forwarded mail), and signed, so no one can make a link for someone else's
 * address (worker/forms/unsubscribe-token.ts). The keys come from
 * SIGNING_SECRET; without it (or with one too short) every link fails closed
 * with a message that says how else to unsubscribe.
 */

export { UNSUBSCRIBE_PATH };

// What the page says in each case is in the catalogs (forms_unsubscribe_*): app/routes/unsubscribe.tsx.

const secretSchema = z.string().min(MIN_SECRET_LENGTH);

/** base64url without padding: two parts separated by a dot; bounded so a huge query costs nothing. */
const tokenSchema = z
  .string()
  .max(800)
  .regex(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{43}$/);

/** This environment's usable secret, or null (unset or too short: links fail closed). */
function secretOf(env: Pick<Env, "SIGNING_SECRET">): string | null {
  const secret = secretSchema.safeParse(env.SIGNING_SECRET);
  if (secret.success) return secret.data;
  if (env.SIGNING_SECRET) console.error(`SIGNING_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: not used`);
  return null;
}

/** Whether unsubscribe links can be made and read here (/api/health says when not). */
export function unsubscribeConfigured(env: Pick<Env, "SIGNING_SECRET">): boolean {
  return secretSchema.safeParse(env.SIGNING_SECRET).success;
}

/** Thrown when links cannot be made: there is no usable SIGNING_SECRET. */
export class UnsubscribeNotConfigured extends Error {}

/** A token for `email` (worker/forms/unsubscribe-token.ts). */
export async function unsubscribeToken(env: Pick<Env, "SIGNING_SECRET">, email: string): Promise<string> {
  const secret = secretOf(env);
  if (!secret) throw new UnsubscribeNotConfigured("SIGNING_SECRET is not configured");
  return sealAddress(secret, email.toLowerCase());
}

type LinkEnv = Pick<Env, "SIGNING_SECRET" | "SITE_ORIGIN">;

/**
 * The one-click unsubscribe link for a newsletter mail to `email`, on the
 * site's own origin, on the page in the subscriber's stored language.
 */
export async function unsubscribeUrl(env: LinkEnv, email: string, lang: Lang): Promise<string> {
  const secret = secretOf(env);
  if (!secret) throw new UnsubscribeNotConfigured("SIGNING_SECRET is not configured");
  return unsubscribeLink(siteOrigin(env), secret, email, lang);
}

/** The headers a newsletter mail carries so mail clients offer one-click unsubscribe (RFC 2369, RFC 8058). */
export async function listUnsubscribeHeaders(env: LinkEnv, email: string, lang: Lang) {
  return {
    "List-Unsubscribe": `<${await unsubscribeUrl(env, email, lang)}>`,
    "List-Unsubscribe-Post": ONE_CLICK,
  };
}

export type TokenCheck = { kind: "valid"; email: string } | { kind: "invalid" } | { kind: "unconfigured" };

/** The address a token was made for, when it is genuine. Never throws. */
export async function readUnsubscribeToken(env: Pick<Env, "SIGNING_SECRET">, token: unknown): Promise<TokenCheck> {
  const secret = secretOf(env);
  if (!secret) return { kind: "unconfigured" };
  const shape = tokenSchema.safeParse(token);
  if (!shape.success) return { kind: "invalid" };
  const email = await openAddress(secret, shape.data);
  return email !== null && isEmail(email) ? { kind: "valid", email } : { kind: "invalid" };
}

/** An address shown without spelling it out (the unsubscribe page, the staff erasure): r***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export type UnsubscribeResult =
  | { kind: "done"; email: string }
  | { kind: "invalid" }
  | { kind: "unconfigured" }
  | { kind: "unavailable" };

/** Removes the subscriber a genuine token names. Unsubscribing twice is done twice. */
export async function unsubscribe(env: Env, token: unknown): Promise<UnsubscribeResult> {
  const check = await readUnsubscribeToken(env, token);
  if (check.kind !== "valid") return check;
  try {
    await env.DB.prepare("DELETE FROM newsletter_subscribers WHERE email = ?").bind(check.email).run();
  } catch (err) {
    console.error("unsubscribe failed", err);
    return { kind: "unavailable" };
  }
  return { kind: "done", email: check.email };
}
