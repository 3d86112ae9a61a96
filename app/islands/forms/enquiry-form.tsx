import { formNotices } from "#shared/content/form-notices";
import { ENQUIRY_OPTIONS, enquirySchema } from "#shared/schemas/enquiry";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { SelectField, TextAreaField, TextField } from "./fields";
import { FormStatus, Honeypot, PrivacyNotice, SubmitButton } from "./parts";
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
  const own = { idPrefix, fields, errorsOf, values };

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
        <TextField form={own} name="name" label="Name" type="text" autoComplete="name" />
        <TextField
          form={own}
          name="contact"
          label="Phone"
          hint="E-mail or phone: give at least one."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98200 41234"
        />
        <TextField
          form={own}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
        />
        <SelectField form={own} name="state" label="State" prompt="Select a state" options={INDIAN_STATES} />
        <TextField form={own} name="city" label="City" type="text" autoComplete="address-level2" />
        <SelectField form={own} name="enquire" label="Enquiry about" prompt="Enquire" options={ENQUIRY_OPTIONS} />
        <TextAreaField
          form={own}
          name="enquireDetail"
          label="How can we help?"
          className="field--wide"
          hint={`Up to ${fields.enquireDetail?.maxLength} characters.`}
          rows={5}
        />
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
