import { formNotices } from "#shared/content/form-notices";
import { requiredEmail } from "./fields";
import { z } from "./zod-mini";

export const NEWSLETTER_FIELDS = ["user_email"] as const;

export const newsletterMessages = {
  success: "Thank You for Subscription !!",
  failure: "Failed to subscribe. Please try again later.",
};

/** What a subscriber agrees to: the notice shown beside the sign-up, stored with the address. */
export const NEWSLETTER_CONSENT: string = formNotices.newsletter;

export const newsletterSchema = z.object({ user_email: requiredEmail() });

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
