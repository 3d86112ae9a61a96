import { formNotices } from "#shared/content/form-notices";
import { SERVICE_NAMES } from "#shared/content/service-names";
import {
  EMAIL_MAX,
  isEmail,
  lowerCase,
  messages,
  optionalPhone,
  optionalText,
  PHONE_MAX,
  requiredText,
  stateField,
} from "./fields";
import { z } from "./zod-mini";

/** The employer enquiry ('Request a Consultation'). */
export const ENQUIRY_LIMITS = { name: 100, contact: PHONE_MAX, email: EMAIL_MAX, city: 100, enquireDetail: 2000 };

/** The purpose statement shown beside the enquiry's send button, stored with the enquiry. */
export const ENQUIRY_CONSENT: string = formNotices.enquiry;

export const ENQUIRY_FIELDS = ["name", "contact", "email", "state", "city", "enquire", "enquireDetail"] as const;

/** The enquiry types: the 18 service slugs, labelled with the service names. */
export const ENQUIRY_OPTIONS = SERVICE_NAMES.map((s) => ({ value: s.slug, label: s.title }));
const slugs = SERVICE_NAMES.map((s) => s.slug) as unknown as [string, ...string[]];

export const enquiryMessages = {
  success: "Your message has been sent successfully!",
  failure: "Failed to send message. Please try again later.",
  contactNeeded: "Please give an e-mail address or a phone number so we can reply",
};

export const enquirySchema = z
  .object({
    name: requiredText("your name", ENQUIRY_LIMITS.name),
    contact: optionalPhone(),
    email: z.pipe(
      optionalText("the e-mail address", ENQUIRY_LIMITS.email).check(
        z.refine((v) => v === "" || isEmail(v), { error: messages.email }),
      ),
      lowerCase(),
    ),
    state: stateField(false),
    city: optionalText("the city", ENQUIRY_LIMITS.city),
    enquire: z.enum(slugs, { error: "Please choose what you would like to enquire about" }),
    enquireDetail: optionalText("the details", ENQUIRY_LIMITS.enquireDetail, false),
  })
  .check(
    z.refine((v) => v.email !== "" || v.contact !== "", {
      error: enquiryMessages.contactNeeded,
      path: ["email"],
      // Also when other fields are wrong, so every error shows at once.
      when: ({ value }) => {
        const v = value as { email?: unknown; contact?: unknown } | undefined;
        return typeof v?.email === "string" && typeof v?.contact === "string";
      },
    }),
  );

export type Enquiry = z.infer<typeof enquirySchema>;
