import { fromBase64Url, toBase64Url } from "#worker/http/base64url";
import type { PushConfig } from "./config";

/*
 * VAPID (RFC 8292): each push request carries a JWT signed with the site's
 * private key (ES256), naming the push service's origin (`aud`), an expiry
 * (`exp`, at most 24 hours ahead) and a contact (`sub`), with the public key
 * beside it: `Authorization: vapid t=<jwt>, k=<public key>`. Written here
 * with Web Crypto (decision 039: the library's own refuses the loopback
 * http: endpoints local runs and tests use).
 */

/** How long a token is good for (the services accept up to 24 hours). */
export const VAPID_TTL_SECONDS = 12 * 60 * 60;

const keys = new Map<string, Promise<CryptoKey>>();

function signingKey(cfg: PushConfig): Promise<CryptoKey> {
  let key = keys.get(cfg.privateKey);
  if (!key) {
    const point = fromBase64Url(cfg.publicKey) ?? new Uint8Array(65);
    key = crypto.subtle.importKey(
      "jwk",
      {
        kty: "EC",
        crv: "P-256",
        x: toBase64Url(point.slice(1, 33)),
        y: toBase64Url(point.slice(33, 65)),
        d: cfg.privateKey,
      },
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["sign"],
    );
    keys.set(cfg.privateKey, key);
  }
  return key;
}

const json64 = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The Authorization header for a push to `endpoint`, issued at `now` (ms). */
export async function vapidAuthorization(cfg: PushConfig, endpoint: string, now: number): Promise<string> {
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + VAPID_TTL_SECONDS,
    sub: cfg.subject,
  };
  const unsigned = `${json64({ typ: "JWT", alg: "ES256" })}.${json64(claims)}`;
  // Web Crypto's ECDSA signature is r || s, the form JWS wants.
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    await signingKey(cfg),
    new TextEncoder().encode(unsigned),
  );
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${cfg.publicKey}`;
}
