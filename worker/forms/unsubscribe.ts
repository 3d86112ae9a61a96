import { site } from "#app/content/site";
import { isEmail } from "#app/schemas/fields";
import { z } from "#app/schemas/zod";

/**
 * Newsletter unsubscribe links. A token carries the subscriber's address
 * encrypted (AES-GCM), so the link shows it to no one who sees the URL (logs,
 * a forwarded mail), and signed (HMAC-SHA256, checked in constant time), so
 * no one can make a link for someone else's address. Both keys are derived
 * from SIGNING_SECRET; without it (or with one too short) every link fails
 * closed with a message that says how else to unsubscribe.
 */

export const UNSUBSCRIBE_PATH = "/unsubscribe";

export const unsubscribeMessages = {
  confirm: "Press the button to stop the newsletter for this address.",
  done: "You are unsubscribed. We have deleted your address and will send you no more newsletters.",
  invalid:
    "This unsubscribe link is not valid: it may have been cut short or changed. Use the link from one of our newsletter e-mails again, or write to us and we will unsubscribe you.",
  unconfigured:
    "Unsubscribe links are not working at the moment. Please write to us with the subject “Unsubscribe” and we will remove your address.",
  unavailable: "We could not unsubscribe you just now. Please try again in a few minutes, or write to us.",
};

const MIN_SECRET_LENGTH = 32;
const secretSchema = z.string().min(MIN_SECRET_LENGTH);

/** base64url without padding: two parts separated by a dot; bounded so a huge query costs nothing. */
const tokenSchema = z
  .string()
  .max(800)
  .regex(/^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{43}$/);

const encoder = new TextEncoder();
const VERSION = encoder.encode("unsubscribe/v1.");

interface Keys {
  encryption: CryptoKey;
  signature: CryptoKey;
}
const keyCache = new Map<string, Promise<Keys>>();

async function deriveKeys(secret: string): Promise<Keys> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  const params = (purpose: string) => ({
    name: "HKDF",
    hash: "SHA-256",
    salt: encoder.encode("kshitij-talent newsletter"),
    info: encoder.encode(`unsubscribe/v1 ${purpose}`),
  });
  const [encryption, signature] = await Promise.all([
    crypto.subtle.deriveKey(params("encryption"), base, { name: "AES-GCM", length: 256 }, false, [
      "encrypt",
      "decrypt",
    ]),
    crypto.subtle.deriveKey(params("signature"), base, { name: "HMAC", hash: "SHA-256", length: 256 }, false, [
      "sign",
      "verify",
    ]),
  ]);
  return { encryption, signature };
}

/** The keys for this environment's secret, or null when none usable is configured. */
function keysFor(env: Pick<Env, "SIGNING_SECRET">): Promise<Keys> | null {
  const secret = secretSchema.safeParse(env.SIGNING_SECRET);
  if (!secret.success) {
    if (env.SIGNING_SECRET) console.error(`SIGNING_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: not used`);
    return null;
  }
  let keys = keyCache.get(secret.data);
  if (!keys) {
    keys = deriveKeys(secret.data);
    keyCache.set(secret.data, keys);
  }
  return keys;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const signed = (body: Uint8Array) => {
  const out = new Uint8Array(VERSION.length + body.length);
  out.set(VERSION);
  out.set(body, VERSION.length);
  return out;
};

/** Thrown when links cannot be made: there is no usable SIGNING_SECRET. */
export class UnsubscribeNotConfigured extends Error {}

/** A token for `email`: encrypted, then signed (encrypt-then-MAC). */
export async function unsubscribeToken(env: Pick<Env, "SIGNING_SECRET">, email: string): Promise<string> {
  const keys = await keysFor(env);
  if (!keys) throw new UnsubscribeNotConfigured("SIGNING_SECRET is not configured");
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, keys.encryption, encoder.encode(email.toLowerCase())),
  );
  const body = new Uint8Array(iv.length + sealed.length);
  body.set(iv);
  body.set(sealed, iv.length);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", keys.signature, signed(body)));
  return `${toBase64Url(body)}.${toBase64Url(mac)}`;
}

/** The one-click unsubscribe link for a newsletter mail to `email`, on the site's own origin. */
export async function unsubscribeUrl(env: Pick<Env, "SIGNING_SECRET">, email: string): Promise<string> {
  const url = new URL(UNSUBSCRIBE_PATH, site.url);
  url.searchParams.set("token", await unsubscribeToken(env, email));
  return url.toString();
}

/** The headers a newsletter mail carries so mail clients offer one-click unsubscribe (RFC 2369, RFC 8058). */
export async function listUnsubscribeHeaders(env: Pick<Env, "SIGNING_SECRET">, email: string) {
  return {
    "List-Unsubscribe": `<${await unsubscribeUrl(env, email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export type TokenCheck = { kind: "valid"; email: string } | { kind: "invalid" } | { kind: "unconfigured" };

/** The address a token was made for, when it is genuine. Never throws. */
export async function readUnsubscribeToken(env: Pick<Env, "SIGNING_SECRET">, token: unknown): Promise<TokenCheck> {
  const keysPromise = keysFor(env);
  if (!keysPromise) return { kind: "unconfigured" };
  const shape = tokenSchema.safeParse(token);
  if (!shape.success) return { kind: "invalid" };
  try {
    const keys = await keysPromise;
    const [bodyText, macText] = shape.data.split(".");
    const body = fromBase64Url(bodyText);
    // crypto.subtle.verify compares the signatures in constant time.
    const genuine = await crypto.subtle.verify("HMAC", keys.signature, fromBase64Url(macText), signed(body));
    if (!genuine || body.length < 12 + 16 + 3) return { kind: "invalid" };
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: body.subarray(0, 12) },
      keys.encryption,
      body.subarray(12),
    );
    const email = new TextDecoder().decode(plain);
    return isEmail(email) ? { kind: "valid", email } : { kind: "invalid" };
  } catch {
    // Bad base64 or a failed decryption: a broken link, not a server error.
    return { kind: "invalid" };
  }
}

/** An address shown on the unsubscribe page without spelling it out: r***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
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
