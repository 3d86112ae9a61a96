import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { HttpResponse, http } from "msw";

/**
 * A fake Cloudflare Access team for workerd tests: its published keys
 * (the JWKS at /cdn-cgi/access/certs, served through msw) and tokens signed
 * the way Access signs them. `otherKey` signs with a key the team never
 * published, under the same key id.
 */
export const ACCESS_ISSUER = `https://${env.ACCESS_TEAM_DOMAIN}`;
export const ACCESS_AUD = env.ACCESS_AUD ?? "";
const KID = "team-key-1";

export async function fakeAccess() {
  const team = await generateKeyPair("RS256", { extractable: true });
  const other = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(team.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const handler = http.get(`${ACCESS_ISSUER}/cdn-cgi/access/certs`, () =>
    HttpResponse.json({ keys: [jwk], public_cert: { kid: KID }, public_certs: [] }),
  );

  async function token(
    options: {
      email?: string;
      audience?: string;
      issuer?: string;
      /** Seconds from now; negative for an expired token. */
      expiresIn?: number;
      otherKey?: boolean;
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.expiresIn ?? 3600;
    return new SignJWT({ email: options.email ?? "meera@kshitijtalent.example", type: "app" })
      .setProtectedHeader({ alg: "RS256", kid: KID })
      .setIssuer(options.issuer ?? ACCESS_ISSUER)
      .setAudience(options.audience ?? ACCESS_AUD)
      .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
      .setIssuedAt(Math.min(now, now + expiresIn - 60))
      .setExpirationTime(now + expiresIn)
      .sign(options.otherKey ? other.privateKey : team.privateKey);
  }
  return { handler, token };
}
