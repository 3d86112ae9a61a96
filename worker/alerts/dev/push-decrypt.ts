import { fromBase64Url, toBase64Url } from "#worker/http/base64url";

/*
 * The browser's half of RFC 8291, for the local push-service stand-in and
 * the tests: a message encrypted for a subscription is decrypted with that
 * subscription's private key and auth secret. Never used to send.
 */

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const utf8 = (s: string) => new TextEncoder().encode(s);

/** A browser's push keys: the P-256 pair (private as its scalar) and the 16-byte auth secret, all base64url. */
export interface BrowserKeys {
  d: string;
  p256dh: string;
  auth: string;
}

/** New keys, as a browser makes them when it subscribes. */
export async function newBrowserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { d: jwk.d ?? "", p256dh: toBase64Url(raw), auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))) };
}

/** Decrypts one aes128gcm push message (a single record) for these keys; throws when it is not one for them. */
export async function decryptPush(body: Uint8Array<ArrayBuffer>, keys: BrowserKeys): Promise<string> {
  if (body.length < 86 + 17) throw new Error("too short for an aes128gcm record");
  const salt = body.slice(0, 16);
  const idLength = body[20];
  if (idLength !== 65) throw new Error("the key id is not a P-256 point");
  const senderPublic = body.slice(21, 86);
  const uaPublic = fromBase64Url(keys.p256dh) ?? new Uint8Array(0);
  const auth = fromBase64Url(keys.auth) ?? new Uint8Array(0);
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    {
      kty: "EC",
      crv: "P-256",
      d: keys.d,
      x: toBase64Url(uaPublic.slice(1, 33)),
      y: toBase64Url(uaPublic.slice(33, 65)),
    },
    { name: "ECDH", namedCurve: "P-256" },
    false,
    ["deriveBits"],
  );
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, privateKey, 256));
  const ikm = await hkdf(auth, shared, concat(utf8("WebPush: info\0"), uaPublic, senderPublic), 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, body.slice(86)));
  // The last record ends with 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(plain.slice(0, end));
}

/** Checks a VAPID Authorization header (RFC 8292) for a request to `origin`: the reason it fails, or null. */
export async function vapidProblem(
  header: string | null,
  origin: string,
  expectedKey: string | undefined,
  now: number,
): Promise<string | null> {
  const match = header?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) return "no VAPID authorization";
  const [, token, k] = match;
  if (expectedKey && k !== expectedKey) return "k is not the site's VAPID public key";
  const point = fromBase64Url(k);
  if (point?.length !== 65 || point[0] !== 4) return "k is not a P-256 public key";
  const [head, claims, signature] = token.split(".");
  const key = await crypto.subtle.importKey("raw", point, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const signed = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64Url(signature) ?? new Uint8Array(0),
    utf8(`${head}.${claims}`),
  );
  if (!signed) return "bad signature";
  const header64 = JSON.parse(new TextDecoder().decode(fromBase64Url(head) ?? new Uint8Array(0))) as { alg?: string };
  if (header64.alg !== "ES256") return "alg is not ES256";
  const body = JSON.parse(new TextDecoder().decode(fromBase64Url(claims) ?? new Uint8Array(0))) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud is ${body.aud}, not ${origin}`;
  const seconds = Math.floor(now / 1000);
  if (typeof body.exp !== "number" || body.exp <= seconds) return "expired";
  if (body.exp > seconds + 24 * 60 * 60) return "exp is more than 24 hours ahead";
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return "sub is not a mailto: or https: contact";
  return null;
}
