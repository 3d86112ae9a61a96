import type { PhoneChannels } from "#app/components/jobs/job-alert-form";
import { pushConfig } from "#worker/alerts/push/config";
import { whatsappConfig } from "#worker/alerts/whatsapp/config";

/**
 * Which phone channels the alert forms offer (issue 30): the WhatsApp
 * number and the VAPID public key, both public, or null for a channel not
 * configured. The same for every visitor, so pages carrying them stay
 * cacheable (a configuration change is a new Worker version: new cache keys).
 */
export function alertChannels(env: Env): PhoneChannels {
  return { whatsapp: whatsappConfig(env)?.number ?? null, push: pushConfig(env)?.publicKey ?? null };
}
