import { formNotices } from "#shared/content/form-notices";
import { ENQUIRY_OPTIONS, enquirySchema } from "#shared/schemas/enquiry";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { Field, FormStatus, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./parts";
import { useToasts } from "./toasts";
import { type FormIslandProps, useIslandForm } from "./use-island-form";

/**
 * 'Request a Consultation': the employer enquiry, an island
 * (app/components/forms/enquiry-form.tsx places it). Without JavaScript it
 * posts to the page's action (or `action`); hydrated, it is checked with the
 * enquiry schema and sent to /api/forms/enquiry, the answer shown as a toast.
 */
export default function EnquiryFormIsland({ idPrefix, action, result }: FormIslandProps) {
  const toasts = useToasts();
  const { form, fields, errorsOf, values, status, setStatus, pending, generation } = useIslandForm({
    idPrefix,
    url: "/api/forms/enquiry",
    schema: enquirySchema,
    result,
    onSend: toasts.preload,
    // Without the toast code (it could not load), the answer shows as the status line.
    onAnswer: (answer) => {
      void toasts.show(answer).then((shown) => {
        if (!shown) setStatus(answer);
      });
    },
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const c = (name: string) => ({
    required: fields[name]?.required || undefined,
    maxLength: fields[name]?.maxLength,
    pattern: fields[name]?.pattern,
  });

  return (
    <div className="form-card">
      <FormStatus result={status} id={id("status")} />
      <form
        key={generation}
        id={form.id}
        method="post"
        action={action}
        noValidate={form.noValidate || undefined}
        onSubmit={form.onSubmit}
        className="form-grid"
        aria-label="Request a Consultation"
      >
        <Field id={id("name")} label="Name" required={fields.name?.required} errors={errorsOf("name")}>
          <input
            {...fieldAria(id("name"), errorsOf("name"))}
            {...c("name")}
            name="name"
            type="text"
            autoComplete="name"
            defaultValue={values.name}
          />
        </Field>
        <Field
          id={id("contact")}
          label="Phone"
          required={fields.contact?.required}
          errors={errorsOf("contact")}
          hint="E-mail or phone: give at least one."
        >
          <input
            {...fieldAria(id("contact"), errorsOf("contact"), true)}
            {...c("contact")}
            name="contact"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98200 41234"
            defaultValue={values.contact}
          />
        </Field>
        <Field id={id("email")} label="E-mail" required={fields.email?.required} errors={errorsOf("email")}>
          <input
            {...fieldAria(id("email"), errorsOf("email"))}
            {...c("email")}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="name@company.com"
            defaultValue={values.email}
          />
        </Field>
        <Field id={id("state")} label="State" required={fields.state?.required} errors={errorsOf("state")}>
          <select
            {...fieldAria(id("state"), errorsOf("state"))}
            required={fields.state?.required || undefined}
            name="state"
            defaultValue={values.state ?? ""}
          >
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
        <Field id={id("city")} label="City" required={fields.city?.required} errors={errorsOf("city")}>
          <input
            {...fieldAria(id("city"), errorsOf("city"))}
            {...c("city")}
            name="city"
            type="text"
            autoComplete="address-level2"
            defaultValue={values.city}
          />
        </Field>
        <Field
          id={id("enquire")}
          label="Enquiry about"
          required={fields.enquire?.required}
          errors={errorsOf("enquire")}
        >
          <select
            {...fieldAria(id("enquire"), errorsOf("enquire"))}
            required={fields.enquire?.required || undefined}
            name="enquire"
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
          required={fields.enquireDetail?.required}
          errors={errorsOf("enquireDetail")}
          className="field--wide"
          hint={`Up to ${fields.enquireDetail?.maxLength} characters.`}
        >
          <textarea
            {...fieldAria(id("enquireDetail"), errorsOf("enquireDetail"), true)}
            required={fields.enquireDetail?.required || undefined}
            maxLength={fields.enquireDetail?.maxLength}
            name="enquireDetail"
            rows={5}
            defaultValue={values.enquireDetail}
          />
        </Field>
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot field--wide">
          <PrivacyNotice>{formNotices.enquiry}</PrivacyNotice>
          <SubmitButton pending={pending}>Send enquiry</SubmitButton>
        </div>
      </form>
      {toasts.Toaster ? <toasts.Toaster /> : null}
    </div>
  );
}
