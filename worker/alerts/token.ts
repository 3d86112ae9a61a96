/**
 * Signed links for job alerts: confirm, manage and stop. A token names a
 * subscription id (a random UUID, not the address: the URL reveals no one),
 * what the link may do and until when; HMAC-SHA256 with a key derived by HKDF
 * from SIGNING_SECRET (the unsubscribe feature's secret, with its own info
 * string so a token of one kind is never valid as another), checked with
 * crypto.subtle.verify, which compares in constant time.
 */
import { MIN_SECRET_LENGTH } from "#worker/forms/unsubscribe-token";
import { fromBase64Url, toBase64Url } from "#worker/http/base64url";

export type AlertPurpose = "confirm" | "manage" | "stop";

/** How long each link works. A confirmation expires with its unconfirmed sign-up (deleted after 7 days). */
export const TOKEN_LIFETIME_MS: Record<AlertPurpose, number> = {
  confirm: 7 * 24 * 60 * 60_000,
  manage: 400 * 24 * 60 * 60_000,
  stop: 400 * 24 * 60 * 60_000,
};

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`the signing secret needs ${MIN_SECRET_LENGTH} characters`);
  let key = keyCache.get(secret);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
      return crypto.subtle.deriveKey(
        {
          name: "HKDF",
          hash: "SHA-256",
          salt: encoder.encode("kshitij-talent alerts"),
          info: encoder.encode("alerts/v1 link"),
        },
        base,
        { name: "HMAC", hash: "SHA-256", length: 256 },
        false,
        ["sign", "verify"],
      );
    })();
    keyCache.set(secret, key);
  }
  return key;
}

const TOKEN = /^(confirm|manage|stop)\.([0-9a-f-]{36})\.([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/;

/** A token letting its holder `purpose` subscription `id` until now + the purpose's lifetime. */
export async function signAlertToken(secret: string, purpose: AlertPurpose, id: string, now: number): Promise<string> {
  const body = `${purpose}.${id}.${now + TOKEN_LIFETIME_MS[purpose]}`;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(body)));
  return `${body}.${toBase64Url(mac)}`;
}

export type AlertTokenCheck = { kind: "valid"; id: string } | { kind: "invalid" } | { kind: "expired" };

/** The subscription a genuine, unexpired token of this purpose names. Never throws for a bad token. */
export async function verifyAlertToken(
  secret: string,
  purpose: AlertPurpose,
  token: unknown,
  now: number,
): Promise<AlertTokenCheck> {
  if (typeof token !== "string" || token.length > 200) return { kind: "invalid" };
  const match = TOKEN.exec(token);
  if (!match || match[1] !== purpose) return { kind: "invalid" };
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  try {
    const mac = fromBase64Url(match[4]);
    const genuine =
      mac !== null && (await crypto.subtle.verify("HMAC", await keyFor(secret), mac, encoder.encode(body)));
    if (!genuine) return { kind: "invalid" };
  } catch {
    return { kind: "invalid" };
  }
  return Number(match[3]) < now ? { kind: "expired" } : { kind: "valid", id: match[2] };
}
