import "#app/styles/forms.css";
import { formNotices } from "#app/content/forms";
import { ENQUIRY_LIMITS, ENQUIRY_OPTIONS } from "#app/schemas/enquiry";
import { EMAIL_MAX, INDIAN_STATES, PHONE_PATTERN, PLAIN_TEXT_PATTERN } from "#app/schemas/fields";
import {
  Field,
  FormIcons,
  FormStatus,
  fieldAria,
  Honeypot,
  PrivacyNotice,
  pageErrorsAndValues,
  SubmitButton,
  usePageResult,
} from "./form-parts";

/**
 * 'Request a Consultation': the employer enquiry. Posts to the page's own
 * action (or `action`), so it works without JavaScript on every page it is on;
 * app/enhance/form.ts checks it with the shared schema and sends it to
 * /api/forms/enquiry, showing the answer as a toast.
 */
export function EnquiryForm({ action, idPrefix = "enquiry" }: { action?: string; idPrefix?: string }) {
  const pageResult = usePageResult();
  const { errors, values } = pageErrorsAndValues(pageResult);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="form-card" data-enhance="form" data-form="enquiry">
      <FormIcons />
      <FormStatus result={pageResult} id={id("status")} />
      <form method="post" action={action} className="form-grid" aria-label="Request a Consultation">
        <Field id={id("name")} label="Name" required errors={errors.name}>
          <input
            {...fieldAria(id("name"), errors.name)}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={ENQUIRY_LIMITS.name}
            pattern={PLAIN_TEXT_PATTERN}
            defaultValue={values.name}
          />
        </Field>
        <Field id={id("contact")} label="Phone" errors={errors.contact} hint="E-mail or phone: give at least one.">
          <input
            {...fieldAria(id("contact"), errors.contact, true)}
            name="contact"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={ENQUIRY_LIMITS.contact}
            pattern={PHONE_PATTERN}
            placeholder="+91 98200 41234"
            defaultValue={values.contact}
          />
        </Field>
        <Field id={id("email")} label="E-mail" errors={errors.email}>
          <input
            {...fieldAria(id("email"), errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            placeholder="name@company.com"
            defaultValue={values.email}
          />
        </Field>
        <Field id={id("state")} label="State" errors={errors.state}>
          <select {...fieldAria(id("state"), errors.state)} name="state" defaultValue={values.state ?? ""}>
            <option value="" disabled>
              Select a state
            </option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("city")} label="City" errors={errors.city}>
          <input
            {...fieldAria(id("city"), errors.city)}
            name="city"
            type="text"
            autoComplete="address-level2"
            maxLength={ENQUIRY_LIMITS.city}
            pattern={PLAIN_TEXT_PATTERN}
            defaultValue={values.city}
          />
        </Field>
        <Field id={id("enquire")} label="Enquiry about" required errors={errors.enquire}>
          <select
            {...fieldAria(id("enquire"), errors.enquire)}
            name="enquire"
            required
            defaultValue={values.enquire ?? ""}
          >
            <option value="" disabled>
              Enquire
            </option>
            {ENQUIRY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("enquireDetail")}
          label="How can we help?"
          errors={errors.enquireDetail}
          className="field--wide"
          hint={`Up to ${ENQUIRY_LIMITS.enquireDetail} characters.`}
        >
          <textarea
            {...fieldAria(id("enquireDetail"), errors.enquireDetail, true)}
            name="enquireDetail"
            rows={5}
            maxLength={ENQUIRY_LIMITS.enquireDetail}
            defaultValue={values.enquireDetail}
          />
        </Field>
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot field--wide">
          <PrivacyNotice>{formNotices.enquiry}</PrivacyNotice>
          <SubmitButton>Send enquiry</SubmitButton>
        </div>
      </form>
    </div>
  );
}
