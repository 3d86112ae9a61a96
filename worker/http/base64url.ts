/*
 * URL-safe base64 (RFC 4648 §5) without padding: the one codec of the
 * Worker's tokens (alert links, newsletter unsubscribe links) and of web
 * push keys and VAPID. Plain Web APIs only (btoa, atob), imported by
 * relative path with its .ts name, so Node (scripts/ops/newsletter.mjs,
 * through worker/forms/unsubscribe-token.ts) runs it as the Worker does.
 */

/** Bytes as base64url, no padding. */
export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** base64url (padding optional) as bytes; null when it is not base64url. */
export function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
