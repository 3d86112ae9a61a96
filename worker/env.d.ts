// Secrets are not in wrangler.jsonc (they come from .dev.vars or
// `wrangler secret put`), so `wrangler types` cannot see them. They are
// optional: without them the site runs on its local fallbacks.
interface OptionalSecrets {
  /** Resend API key. Without it a local dev mailer records messages in D1. */
  RESEND_API_KEY?: string;
  /** Optional bearer token for the ATS jobs API. */
  JOBS_API_TOKEN?: string;
  /**
   * Signs and encrypts newsletter unsubscribe links (worker/forms/unsubscribe.ts),
   * at least 32 characters. Without it unsubscribe links fail closed.
   */
  SIGNING_SECRET?: string;
  /** Shown by /api/health; set at deploy time. */
  APP_VERSION?: string;
}

declare namespace Cloudflare {
  interface Env extends OptionalSecrets {}
}
interface Env extends OptionalSecrets {}
