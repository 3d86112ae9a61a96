/**
 * The cryptography of newsletter unsubscribe tokens, on WebCrypto only (no
 * bindings, no zod), so the browser tests can make a token as a mail would.
 * A token is the address encrypted with AES-GCM (the URL reveals it to no
 * one) and signed with HMAC-SHA256 (no one can make one for another address),
 * both keys derived with HKDF from the signing secret: encrypt-then-MAC.
 */
import { DEFAULT_LANG, isLang, type Lang, localizedPath } from "../../shared/i18n/lang.ts";
import { fromBase64Url, toBase64Url } from "../http/base64url.ts";

/** Shorter secrets are refused: the keys are only as strong as the secret. */
export const MIN_SECRET_LENGTH = 32;

const encoder = new TextEncoder();
const SIGNED_PREFIX = encoder.encode("unsubscribe/v1.");
const IV_BYTES = 12;
const TAG_BYTES = 16;

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

function keysFor(secret: string): Promise<Keys> {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`the signing secret needs ${MIN_SECRET_LENGTH} characters`);
  let keys = keyCache.get(secret);
  if (!keys) {
    keys = deriveKeys(secret);
    keyCache.set(secret, keys);
  }
  return keys;
}

const signedBytes = (body: Uint8Array) => {
  const out = new Uint8Array(SIGNED_PREFIX.length + body.length);
  out.set(SIGNED_PREFIX);
  out.set(body, SIGNED_PREFIX.length);
  return out;
};

/** A new token for `email` (a fresh IV each time, so no two links are alike). */
export async function sealAddress(secret: string, email: string): Promise<string> {
  const keys = await keysFor(secret);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, keys.encryption, encoder.encode(email)),
  );
  const body = new Uint8Array(iv.length + sealed.length);
  body.set(iv);
  body.set(sealed, iv.length);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", keys.signature, signedBytes(body)));
  return `${toBase64Url(body)}.${toBase64Url(mac)}`;
}

/**
 * The address in a token `sealAddress` made with this secret, or null for
 * anything else (tampered, truncated, another secret, not base64). Never throws
 * for a bad token.
 */
export async function openAddress(secret: string, token: string): Promise<string | null> {
  const keys = await keysFor(secret);
  const [bodyText, macText, extra] = token.split(".");
  if (!bodyText || !macText || extra !== undefined) return null;
  try {
    const body = fromBase64Url(bodyText);
    const mac = fromBase64Url(macText);
    if (!body || !mac) return null;
    // crypto.subtle.verify compares the signatures in constant time.
    const genuine = await crypto.subtle.verify("HMAC", keys.signature, mac, signedBytes(body));
    if (!genuine || body.length <= IV_BYTES + TAG_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: body.subarray(0, IV_BYTES) },
      keys.encryption,
      body.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Where the unsubscribe page lives (app/routes.ts); `/hi/unsubscribe` and the rest are its twins. */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/** The List-Unsubscribe-Post value that makes a link one-click (RFC 8058). */
export const ONE_CLICK = "List-Unsubscribe=One-Click";

/**
 * A subscriber's stored language as one of the site's (a row written by code
 * that knew a language since removed reads as English, whose pages all exist).
 */
export const subscriberLang = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/**
 * The unsubscribe link for `email` on `origin`, on the page in the
 * subscriber's language (`/ta/unsubscribe?token=…`): the one place links are
 * made, for the Worker (worker/forms/unsubscribe.ts) and for the newsletter
 * export (scripts/ops/newsletter.mjs), which runs in Node outside the Worker.
 * The token does not depend on the language: any language's page accepts it.
 */
export async function unsubscribeLink(origin: string, secret: string, email: string, lang: Lang): Promise<string> {
  const url = new URL(localizedPath(UNSUBSCRIBE_PATH, lang), origin);
  url.searchParams.set("token", await sealAddress(secret, email.toLowerCase()));
  return url.toString();
}

/**
 * A CSV cell: quoted, with a leading = + - @ (or tab, CR) neutralised by a
 * quote mark so a spreadsheet shows the text rather than running a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The subscriber list for the newsletter tool: each address with its
 * unsubscribe link and the two List-Unsubscribe headers its mail must carry,
 * then the language its newsletter is to be written in (the link's page is
 * in it). The language comes last so tools reading the earlier columns by
 * position read them as before.
 */
export async function subscribersCsv(
  subscribers: { email: string; created_at: number; lang: string }[],
  origin: string,
  secret: string,
): Promise<string> {
  const lines = [["email", "subscribed_at", "unsubscribe_url", "list_unsubscribe", "list_unsubscribe_post", "lang"]];
  for (const subscriber of subscribers) {
    const lang = subscriberLang(subscriber.lang);
    const link = await unsubscribeLink(origin, secret, subscriber.email, lang);
    lines.push([subscriber.email, new Date(subscriber.created_at).toISOString(), link, `<${link}>`, ONE_CLICK, lang]);
  }
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
