import { fromBase64Url } from "#worker/http/base64url";

/*
 * Web push's configuration (issue 30): the VAPID key pair (RFC 8292) and
 * the contact the push services may write to. All three must be set for
 * the channel to be offered; worker/config.ts checks their form.
 */

export interface PushConfig {
  /** URL-safe base64 of the uncompressed P-256 point (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** URL-safe base64 of the 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: contact for the push services (the JWT's `sub`). */
  subject: string;
}

type PushEnv = Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">;

export const PUSH_REQUIRED = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;

export function pushMissing(env: PushEnv): string[] {
  return PUSH_REQUIRED.filter((name) => !env[name]);
}

export function pushConfig(env: PushEnv): PushConfig | null {
  if (pushMissing(env).length > 0) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY ?? "",
    privateKey: env.VAPID_PRIVATE_KEY ?? "",
    subject: env.VAPID_SUBJECT ?? "",
  };
}

/** An uncompressed P-256 public point: 65 bytes starting 0x04. */
export function isP256Point(value: string): boolean {
  const bytes = fromBase64Url(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

export function isPrivateScalar(value: string): boolean {
  return fromBase64Url(value)?.length === 32;
}

export function isVapidSubject(value: string): boolean {
  return /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value);
}
