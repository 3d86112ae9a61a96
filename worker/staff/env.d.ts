// Staff console configuration (docs/staff.md). Plain variables, not secrets:
// the AUD tag and team domain are not confidential, the token signature is.
interface StaffVars {
  /** The Cloudflare Access team domain, e.g. "agency.cloudflareaccess.com". */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's AUD tag. */
  ACCESS_AUD?: string;
  /**
   * "1" offers a development sign-in at /staff/dev-login. Set by `npm start`
   * only; the build fails if wrangler.jsonc sets it.
   */
  STAFF_DEV_LOGIN?: string;
}

declare namespace Cloudflare {
  interface Env extends StaffVars {}
}
interface Env extends StaffVars {}
