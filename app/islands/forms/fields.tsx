import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from "react";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { INDIAN_STATES } from "#shared/schemas/fields";
import { Field, fieldAria } from "./parts";

// The field components of the enquiry and resume forms. Apart from parts.tsx
// so the footer's newsletter form, on every page, does not carry them.

/**
 * What a field reads from its island form (useIslandForm): the id prefix, the
 * schema's constraints, the errors to show and the values a submission
 * without JavaScript came back with.
 */
export interface FormFields {
  idPrefix: string;
  fields: Record<string, { required?: boolean; maxLength?: number; pattern?: string } | undefined>;
  errorsOf: (name: string) => readonly string[] | undefined;
  values: Record<string, string | undefined>;
  /** The page's language (English when absent). */
  lang?: Lang;
  /** Select options' labels in the page's language, by value (from the server: shared/content/form-options.ts). */
  optionLabels?: Readonly<Record<string, string>>;
}

/**
 * The selects' option labels: the server's (`given`), or in the browser,
 * where the page leaves them out of the island's props (`htmlOnly`, decision
 * 074), read back once from the selects it rendered (`<idPrefix>-…`), before
 * hydration, so both sides render the same words.
 */
export function useOptionLabels(
  idPrefix: string,
  given: Readonly<Record<string, string>> | undefined,
): Readonly<Record<string, string>> | undefined {
  const [labels] = useState(() => {
    if (given || typeof document === "undefined") return given;
    const read: Record<string, string> = {};
    for (const option of document.querySelectorAll(`select[id^="${idPrefix}-"] option[value]`)) {
      const value = option.getAttribute("value");
      if (value) read[value] = option.textContent ?? "";
    }
    return read;
  });
  return labels;
}

interface FieldProps {
  form: FormFields;
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** A field's id, label, constraints and errors, as the schema gives them. */
function fieldOf({ form, name, label, hint, className }: FieldProps) {
  const id = `${form.idPrefix}-${name}`;
  const errors = form.errorsOf(name);
  const spec = form.fields[name];
  return {
    frame: { id, label, required: spec?.required, errors, hint, className, lang: form.lang },
    aria: fieldAria(id, errors, Boolean(hint)),
    spec,
  };
}

/**
 * A labelled text input (text, e-mail, phone…) with the schema's constraints.
 * `defaultValue` prefills it; the value a failed submission without JavaScript
 * came back with wins over it.
 */
export function TextField({
  form,
  name,
  label,
  hint,
  className,
  defaultValue,
  inputRef,
  ...input
}: FieldProps & { defaultValue?: string; inputRef?: Ref<HTMLInputElement> } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "placeholder"
  >) {
  const { frame, aria, spec } = fieldOf({ form, name, label, hint, className });
  return (
    <Field {...frame}>
      <input
        ref={inputRef}
        {...aria}
        required={spec?.required || undefined}
        maxLength={spec?.maxLength}
        pattern={spec?.pattern}
        name={name}
        {...input}
        defaultValue={form.values[name] ?? defaultValue}
      />
    </Field>
  );
}

/**
 * A labelled select whose first, disabled option asks for a choice. The
 * values are what the server takes; each label is the form's `optionLabels`
 * entry for it when there is one (a Hindi page), else the option's own.
 */
export function SelectField({
  form,
  name,
  label,
  prompt,
  options,
  hint,
  className,
}: FieldProps & { prompt: string; options: readonly (string | { value: string; label: string })[] }) {
  const { frame, aria, spec } = fieldOf({ form, name, label, hint, className });
  return (
    <Field {...frame}>
      <select {...aria} required={spec?.required || undefined} name={name} defaultValue={form.values[name] ?? ""}>
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((o) => {
          const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {form.optionLabels?.[value] ?? label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({ rows, ...props }: FieldProps & { rows: number }) {
  const { frame, aria, spec } = fieldOf(props);
  return (
    <Field {...frame}>
      <textarea
        {...aria}
        required={spec?.required || undefined}
        maxLength={spec?.maxLength}
        name={props.name}
        rows={rows}
        defaultValue={props.form.values[props.name]}
      />
    </Field>
  );
}

/** Where the person is: the state (a list) and the city, fields `state` and `city` of the enquiry and resume forms. */
export function StateAndCity({ form }: { form: FormFields }) {
  const o = { locale: form.lang ?? "en" };
  return (
    <>
      <SelectField
        form={form}
        name="state"
        label={m.forms_state({}, o)}
        prompt={m.forms_state_prompt({}, o)}
        options={INDIAN_STATES}
      />
      <TextField form={form} name="city" label={m.forms_city({}, o)} type="text" autoComplete="address-level2" />
    </>
  );
}

/** A phone number: the keypad for digits on a phone, and an Indian number as the example. */
export function PhoneField(props: { form: FormFields; name: string; label: string; hint?: string }) {
  return <TextField {...props} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98200 41234" />;
}
