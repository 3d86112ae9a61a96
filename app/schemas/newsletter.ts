import { requiredEmail } from "./fields";
import { z } from "./zod-mini";

export const NEWSLETTER_FIELDS = ["user_email"] as const;

export const newsletterMessages = {
  success: "Thank You for Subscription !!",
  failure: "Failed to subscribe. Please try again later.",
};

/** What a subscriber agrees to; stored with the address. */
export const NEWSLETTER_CONSENT =
  "Job alerts and hiring news from Kshitij Talent Partners by e-mail, about twice a month. Unsubscribe at any time.";

export const newsletterSchema = z.object({ user_email: requiredEmail() });

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
