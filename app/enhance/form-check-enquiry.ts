import { ENQUIRY_FIELDS, enquirySchema } from "#app/schemas/enquiry";
import { fieldErrorsOf, pickFields } from "#app/schemas/fields";

/** The enquiry form checked with the server's schema: field errors, empty when it may be sent. */
export function check(form: HTMLFormElement) {
  const parsed = enquirySchema.safeParse(pickFields(new FormData(form), ENQUIRY_FIELDS));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}
