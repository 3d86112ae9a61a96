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
  /*
   * Job alerts on WhatsApp (issue 30, worker/alerts/whatsapp/config.ts). The
   * channel is offered only when the number, its id and the three secrets
   * are all set; /api/health says which are missing.
   */
  /** The business number seekers write to, E.164 digits (the wa.me link). */
  WHATSAPP_NUMBER?: string;
  /** Its phone number ID in Meta's WhatsApp Manager. */
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** The Cloud API base; `/<phone number id>/messages` is appended. Default Meta's Graph API. */
  WHATSAPP_API_URL?: string;
  /** Secret: the Cloud API access token. */
  WHATSAPP_TOKEN?: string;
  /** Secret: the Meta app secret, which signs the webhook's POSTs. */
  WHATSAPP_APP_SECRET?: string;
  /** Secret: the token Meta echoes in the webhook's subscription handshake. */
  WHATSAPP_VERIFY_TOKEN?: string;
  /** The digest template's name at Meta (default job_alert_digest). */
  WHATSAPP_DIGEST_TEMPLATE?: string;
  /** Meta's language code of the template per site language, "en=en,hi=hi" (default: the same codes). */
  WHATSAPP_TEMPLATE_LANGUAGES?: string;
  /* Web push (issue 30, worker/alerts/push/config.ts): offered only when all three are set. */
  /** URL-safe base64 of the uncompressed P-256 public key (the browser's applicationServerKey). */
  VAPID_PUBLIC_KEY?: string;
  /** Secret: URL-safe base64 of the 32-byte private key. */
  VAPID_PRIVATE_KEY?: string;
  /** mailto: or https: contact for the push services. */
  VAPID_SUBJECT?: string;
}

declare namespace Cloudflare {
  interface Env extends OptionalSecrets {}
}
interface Env extends OptionalSecrets {}
