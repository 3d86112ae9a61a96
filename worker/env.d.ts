// Secrets are not in wrangler.jsonc (they come from .dev.vars or
// `wrangler secret put`), so `wrangler types` cannot see them. They are
// optional: without them the site runs on its local fallbacks.
interface OptionalSecrets {
  /** Resend API key. Without it mail waits in the outbox (or goes to the dev mailer). */
  RESEND_API_KEY?: string;
  /**
   * "1" turns on the local dev mailer (messages recorded in D1, table
   * dev_mail) when there is no RESEND_API_KEY. Set by `npm start` only;
   * the build fails if wrangler.jsonc sets it.
   */
  DEV_MAILER?: string;
  /**
   * Optional URL that receives a JSON POST summarising mail that failed for
   * good: the second route when mail itself is what fails (Slack-compatible).
   */
  ALERT_WEBHOOK_URL?: string;
  /** Optional bearer token for the ATS jobs API. */
  JOBS_API_TOKEN?: string;
  /**
   * Signs and encrypts newsletter unsubscribe links (worker/forms/unsubscribe.ts)
   * and signs job alert links (worker/alerts/token.ts), at least 32 characters.
   * Without it unsubscribe links fail closed and alert sign-ups are refused.
   */
  SIGNING_SECRET?: string;
  /** Shown by /api/health; set at deploy time. */
  APP_VERSION?: string;
}

declare namespace Cloudflare {
  interface Env extends OptionalSecrets {}
}
interface Env extends OptionalSecrets {}
