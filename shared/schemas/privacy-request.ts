import { EMAIL_MAX, isEmail, isPhone, lowerCase, messages, optionalText, PHONE_MAX, requiredText } from "./fields";
import { z } from "./zod-mini";

/**
 * A visitor's request about their personal data (/privacy-request). It is
 * stored and mailed as an enquiry (its entry in shared/forms/registry.ts), so
 * it takes the enquiry's path to the agency's inbox, outbox retries included.
 */
export const PRIVACY_REQUEST_FIELDS = ["name", "email", "contact", "request", "details"] as const;

export const PRIVACY_REQUEST_TYPES = [
  { value: "erase", label: "Erase my personal data" },
  { value: "access", label: "Tell me what personal data you hold about me" },
  { value: "correct", label: "Correct my personal data" },
] as const;
const types = PRIVACY_REQUEST_TYPES.map((t) => t.value) as unknown as ["erase", "access", "correct"];

/** Shown beside the form and stored with each request as its consent text. */
export const PRIVACY_REQUEST_CONSENT =
  "We use these details only to answer this request, and keep a record that we did.";

export const privacyRequestMessages = {
  success:
    "Your request has been sent. We will reply within 30 days, and may ask you to confirm it is you before we act on it.",
  failure: "Failed to send your request. Please try again later, or write to us by e-mail.",
  contactNeeded: "Please give the e-mail address or phone number you used with us",
};

export const privacyRequestSchema = z
  .object({
    name: requiredText("your name", 100),
    email: z.pipe(
      optionalText("the e-mail address", EMAIL_MAX).check(
        z.refine((v) => v === "" || isEmail(v), { error: messages.email }),
      ),
      lowerCase(),
    ),
    contact: optionalText("the phone number", PHONE_MAX).check(
      z.refine((v) => v === "" || isPhone(v), { error: messages.phone }),
    ),
    request: z.enum(types, { error: "Please choose what you would like us to do" }),
    details: optionalText("the details", 2000, false),
  })
  .check(
    z.refine((v) => v.email !== "" || v.contact !== "", {
      error: privacyRequestMessages.contactNeeded,
      path: ["email"],
      when: ({ value }) => {
        const v = value as { email?: unknown; contact?: unknown } | undefined;
        return typeof v?.email === "string" && typeof v?.contact === "string";
      },
    }),
  );

export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
