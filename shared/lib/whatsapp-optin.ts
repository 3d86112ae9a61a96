import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";

/**
 * The message a "Get these jobs on WhatsApp" link fills in, in the page's
 * language, carrying the search: "Send me new jobs on WhatsApp: “sales” in
 * Pune". Sending it subscribes the number; the webhook reads the search and
 * the language back from the same catalog keys
 * (worker/alerts/whatsapp/words.ts), so a language that writes these four
 * keys is understood with no code.
 */
export function whatsappOptinText(query: string, location: string, lang: Lang): string {
  const o = { locale: lang };
  if (query && location) return m.forms_alert_wa_optin_both({ query, location }, o);
  if (query) return m.forms_alert_wa_optin_query({ query }, o);
  if (location) return m.forms_alert_wa_optin_location({ location }, o);
  return m.forms_alert_wa_optin_all({}, o);
}

/** The wa.me link that opens a chat with `number` (E.164 digits) and the opt-in message typed in. */
export function whatsappOptinLink(number: string, query: string, location: string, lang: Lang): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappOptinText(query, location, lang))}`;
}
