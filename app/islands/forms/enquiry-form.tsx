import * as m from "#shared/i18n/paraglide/messages";
import { ENQUIRY_OPTIONS, enquirySchemaFor } from "#shared/schemas/enquiry";
import { PhoneField, SelectField, StateAndCity, TextAreaField, TextField, useOptionLabels } from "./fields";
import { FormCard } from "./parts";
import { useToastedForm } from "./toasts";
import type { FormIslandProps } from "./use-island-form";

/**
 * 'Request a Consultation': the employer enquiry, an island
 * (app/components/forms/enquiry-form.tsx places it). Without JavaScript it
 * posts to the page's action (or `action`); hydrated, it is checked with the
 * enquiry schema and sent to /api/forms/enquiry, the answer shown as a toast.
 * Every word is in the page's language (`lang`), the schema's messages too.
 */
export default function EnquiryFormIsland({ idPrefix, action, result, lang, notice, optionLabels }: FormIslandProps) {
  const state = useToastedForm({
    idPrefix,
    lang,
    url: "/api/forms/enquiry",
    schema: enquirySchemaFor(lang),
    result,
  });
  const { fields, errorsOf, values } = state;
  const own = { idPrefix, fields, errorsOf, values, lang, optionLabels: useOptionLabels(idPrefix, optionLabels) };
  const o = { locale: lang };

  return (
    <FormCard
      state={state}
      idPrefix={idPrefix}
      action={action}
      label={m.forms_enquiry_form_label({}, o)}
      notice={notice}
      submit={m.forms_enquiry_submit({}, o)}
    >
      <TextField form={own} name="name" label={m.forms_name({}, o)} type="text" autoComplete="name" />
      <PhoneField form={own} name="contact" label={m.forms_phone({}, o)} hint={m.forms_contact_hint({}, o)} />
      <TextField
        form={own}
        name="email"
        label={m.forms_email({}, o)}
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
      />
      <StateAndCity form={own} />
      <SelectField
        form={own}
        name="enquire"
        label={m.forms_enquire({}, o)}
        prompt={m.forms_enquire_prompt({}, o)}
        options={ENQUIRY_OPTIONS}
      />
      <TextAreaField
        form={own}
        name="enquireDetail"
        label={m.forms_enquire_detail({}, o)}
        className="field--wide"
        hint={m.forms_max_chars_hint({ max: fields.enquireDetail?.maxLength ?? "" }, o)}
        rows={5}
      />
    </FormCard>
  );
}
