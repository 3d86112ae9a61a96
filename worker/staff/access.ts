import { createRemoteJWKSet, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/**
 * Who may use the staff console. In production Cloudflare Access stands in
 * front of /staff and adds a signed JWT (Cf-Access-Jwt-Assertion) to every
 * request it lets through; the Worker checks that token itself (signature
 * against the team's published keys, issuer, audience, expiry) so a request
 * that reaches the Worker some other way (workers.dev, a misconfigured route)
 * gets nothing. Without the configuration, every request is refused.
 */

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
export const DEV_COOKIE = "staff_dev";

export interface StaffIdentity {
  email: string;
  via: "access" | "dev";
}

/** ACCESS_TEAM_DOMAIN: the team's host, with or without https:// (worker/config.ts checks it at start). */
export const accessTeamDomain = z
  .string()
  .trim()
  .transform((v) => v.replace(/^https:\/\//, "").replace(/\/+$/, ""))
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9-]+\.cloudflareaccess\.com$/i,
        "must be the Access team domain, e.g. agency.cloudflareaccess.com",
      ),
  );
/** ACCESS_AUD: the Access application's AUD tag. */
export const accessAudience = z
  .string()
  .trim()
  .min(16, "must be the Access application's AUD tag (16 characters or more)");
const emailClaim = z.email().transform((v) => v.toLowerCase());

/** The issuer and audience to check, or null when Access is not (correctly) configured. */
export function accessConfig(env: Env): { issuer: string; audience: string } | null {
  const domain = accessTeamDomain.safeParse(env.ACCESS_TEAM_DOMAIN ?? "");
  const aud = accessAudience.safeParse(env.ACCESS_AUD ?? "");
  if (!domain.success || !aud.success) return null;
  return { issuer: `https://${domain.data.toLowerCase()}`, audience: aud.data };
}

/** One key set per team: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(issuer: string) {
  let set = keySets.get(issuer);
  if (!set) {
    set = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`));
    keySets.set(issuer, set);
  }
  return set;
}

async function verifyAccessToken(env: Env, token: string): Promise<StaffIdentity | null> {
  const config = accessConfig(env);
  if (!config) return null;
  try {
    const { payload } = await jwtVerify(token, keySet(config.issuer), {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat"],
    });
    const email = emailClaim.safeParse(payload.email);
    return email.success ? { email: email.data, via: "access" } : null;
  } catch (err) {
    // Expired, wrong audience, unknown key...: refused; the reason is for the log only.
    console.warn("staff: Access token refused", err instanceof Error ? err.name : "error");
    return null;
  }
}

export function devLoginEnabled(env: Env): boolean {
  return env.STAFF_DEV_LOGIN === "1";
}

/**
 * The development sign-in's cookie is signed with a key made when the isolate
 * starts: it only has to resist editing, never outlive a local server.
 */
let devKeyBytes: Uint8Array | null = null;
function devKey(): Uint8Array {
  // Made on first use: workerd allows no random values at global scope.
  devKeyBytes ??= crypto.getRandomValues(new Uint8Array(32));
  return devKeyBytes;
}
const DEV_SESSION_SECONDS = 8 * 60 * 60;

export async function devSessionCookie(email: string): Promise<string> {
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${DEV_SESSION_SECONDS}s`)
    .setAudience("staff-dev")
    .sign(devKey());
  return `${DEV_COOKIE}=${token}; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=${DEV_SESSION_SECONDS}`;
}

export const clearDevSessionCookie = `${DEV_COOKIE}=; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=0`;

function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

async function verifyDevCookie(env: Env, request: Request): Promise<StaffIdentity | null> {
  if (!devLoginEnabled(env)) return null;
  const token = cookie(request, DEV_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, devKey(), { algorithms: ["HS256"], audience: "staff-dev" });
    const email = emailClaim.safeParse(payload.email);
    return email.success ? { email: email.data, via: "dev" } : null;
  } catch {
    return null;
  }
}

/** The signed-in staff member, or null: an Access token first, then (only when enabled) the dev cookie. */
export async function staffIdentity(env: Env, request: Request): Promise<StaffIdentity | null> {
  const token = request.headers.get(ACCESS_HEADER);
  if (token) {
    const identity = await verifyAccessToken(env, token);
    if (identity) return identity;
  }
  return verifyDevCookie(env, request);
}

/** /staff, /staff/..., /staff.data, in any letter case or percent-encoding (React Router matches case-insensitively). */
export function isStaffPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judge the raw path.
  }
  return /^\/+staff(?![a-z0-9_-])/i.test(path);
}

/**
 * A state-changing request must come from a page of this origin: browsers
 * send Origin on every POST, and a cross-site form cannot forge it.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin === new URL(request.url).origin;
}
