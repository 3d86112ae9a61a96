import { LANGS, type Lang } from "#shared/i18n/lang";

/*
 * WhatsApp alerts' configuration (issue 30). All five of the number, its
 * phone number id and the three secrets must be set for the channel to be
 * offered; worker/config.ts checks each one's form. The Cloud API base and
 * the digest template have defaults.
 */

/** Meta's Graph API; `/<phone number id>/messages` is appended. */
export const WHATSAPP_API_DEFAULT = "https://graph.facebook.com/v21.0";
/** The utility template digests go out as (its text per language: docs/whatsapp-templates.md). */
export const DIGEST_TEMPLATE_DEFAULT = "job_alert_digest";

export interface WhatsAppConfig {
  /** The business number seekers write to, E.164 digits (wa.me links). */
  number: string;
  phoneNumberId: string;
  apiUrl: string;
  token: string;
  appSecret: string;
  verifyToken: string;
  template: string;
  /** The template's language code at Meta for each site language ("hi" -> "hi", "en" -> "en"). */
  templateLanguages: Partial<Record<Lang, string>>;
}

type WhatsAppEnv = Pick<
  Env,
  | "WHATSAPP_NUMBER"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_API_URL"
  | "WHATSAPP_TOKEN"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN"
  | "WHATSAPP_DIGEST_TEMPLATE"
  | "WHATSAPP_TEMPLATE_LANGUAGES"
>;

/** The variables the channel needs, by name. */
export const WHATSAPP_REQUIRED = [
  "WHATSAPP_NUMBER",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** Which of the required variables are unset. */
export function whatsappMissing(env: WhatsAppEnv): string[] {
  return WHATSAPP_REQUIRED.filter((name) => !env[name]);
}

/** "en=en_US,hi=hi": a site language and Meta's code for the template in it, per pair. */
export function parseTemplateLanguages(value: string | undefined): Partial<Record<Lang, string>> | null {
  const out: Partial<Record<Lang, string>> = {};
  if (!value) return out;
  for (const pair of value.split(",")) {
    const match = pair.trim().match(/^([a-z]{2,3})=([A-Za-z_]{2,10})$/);
    if (!match) return null;
    out[match[1] as Lang] = match[2];
  }
  return out;
}

/** The channel's configuration, or null when it is not offered. Read per call: a few string reads. */
export function whatsappConfig(env: WhatsAppEnv): WhatsAppConfig | null {
  if (whatsappMissing(env).length > 0) return null;
  // Each site language's template is submitted under the same code at Meta unless configured otherwise.
  const defaults = Object.fromEntries(LANGS.map((lang) => [lang, lang])) as Record<Lang, string>;
  return {
    number: env.WHATSAPP_NUMBER ?? "",
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? "",
    apiUrl: (env.WHATSAPP_API_URL || WHATSAPP_API_DEFAULT).replace(/\/+$/, ""),
    token: env.WHATSAPP_TOKEN ?? "",
    appSecret: env.WHATSAPP_APP_SECRET ?? "",
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? "",
    template: env.WHATSAPP_DIGEST_TEMPLATE || DIGEST_TEMPLATE_DEFAULT,
    templateLanguages: { ...defaults, ...parseTemplateLanguages(env.WHATSAPP_TEMPLATE_LANGUAGES) },
  };
}
