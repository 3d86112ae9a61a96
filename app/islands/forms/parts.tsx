import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { FormResult } from "#shared/schemas/fields";
import { HONEYPOT_FIELD } from "#shared/schemas/limits";
import type { useToastedForm } from "./toasts";

/**
 * The pieces every form island renders, on the server and in the browser
 * alike (no router: islands are their own React roots).
 */

/** The ids and ARIA attributes that tie a control to its hint and error. */
export function fieldAria(id: string, errors: readonly string[] | undefined, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": errors?.length ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

/** A field's error, right below its control. */
export function FieldError({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      <Icon name="circle-exclamation-point" />
      <span>{errors.join(" ")}</span>
    </p>
  );
}

/** A labelled field: label, control, optional hint, and its error right below. */
export function Field({
  id,
  label,
  required,
  hint,
  errors,
  className,
  lang = "en",
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  className?: string;
  /** The page's language, for "(optional)". */
  lang?: Lang;
  children: ReactNode;
}) {
  return (
    <div className={`field${errors?.length ? " field--invalid" : ""}${className ? ` ${className}` : ""}`} data-field="">
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="field-optional"> {m.forms_optional({}, { locale: lang })}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} errors={errors} />
    </div>
  );
}

/** The bot trap: off-screen, skipped by keyboard and autofill. People never fill it in. */
export function Honeypot({ idPrefix, lang = "en" }: { idPrefix: string; lang?: Lang }) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{m.forms_honeypot({}, { locale: lang })}</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The submit button: disabled and reading 'Submitting...' while a submission is pending. */
export function SubmitButton({
  children,
  pending = false,
  className = "btn btn-primary",
  lang = "en",
}: {
  children: ReactNode;
  pending?: boolean;
  className?: string;
  lang?: Lang;
}) {
  return (
    <button type="submit" className={`${className} submit-button`} disabled={pending || undefined}>
      <span className="submit-label" hidden={pending || undefined}>
        {children}
      </span>
      <span className="submit-pending" hidden={!pending || undefined}>
        <Icon name="loader-circle" className="spinner" />
        {m.forms_submitting({}, { locale: lang })}
      </span>
    </button>
  );
}

/** A form's answer as a status (success) or an alert (failure). */
export function FormStatus({ result, id }: { result: FormResult | null | undefined; id?: string }) {
  if (!result) return null;
  return result.ok ? (
    <p className="form-status form-status--ok" role="status" id={id}>
      <Icon name="circle-check" />
      <span>{result.message}</span>
    </p>
  ) : (
    <p className="form-status form-status--error" role="alert" id={id}>
      <Icon name="circle-exclamation-point" />
      <span>{result.error}</span>
    </p>
  );
}

/**
 * What a form collects and why, with the privacy policy link (the policy in
 * the page's language). The notice itself comes from the server
 * (shared/content/form-notices.ts), so its words are not in the island.
 */
export function PrivacyNotice({ children, lang = "en" }: { children: ReactNode; lang?: Lang }) {
  return (
    <p className="form-notice">
      {children} <a href={localizedPath("/policy", lang)}>{m.forms_policy_label({}, { locale: lang })}</a>
      {m.forms_full_stop({}, { locale: lang })}
    </p>
  );
}

/**
 * The card the enquiry and the resume islands draw around their fields: the
 * answer line, the form (posting to the page's action without JavaScript),
 * the honeypot, the privacy notice and the submit button, and the toaster
 * once its code has loaded (./toasts.ts, useToastedForm). Each island keeps
 * only its own fields.
 */
export function FormCard({
  state,
  idPrefix,
  action,
  encType,
  label,
  notice,
  submit,
  children,
}: {
  state: Pick<ReturnType<typeof useToastedForm>, "form" | "status" | "pending" | "generation" | "lang" | "Toaster">;
  idPrefix: string;
  action: string | undefined;
  encType?: "multipart/form-data";
  /** The form's accessible name. */
  label: string;
  notice: string;
  /** The submit button's words. */
  submit: string;
  children: ReactNode;
}) {
  const { form, status, pending, generation, lang, Toaster } = state;
  return (
    <div className="form-card">
      <FormStatus result={status} id={`${idPrefix}-status`} />
      <form
        key={generation}
        id={form.id}
        method="post"
        action={action}
        encType={encType}
        noValidate={form.noValidate || undefined}
        onSubmit={form.onSubmit}
        className="form-grid"
        aria-label={label}
      >
        {children}
        <Honeypot idPrefix={idPrefix} lang={lang} />
        <div className="form-foot field--wide">
          <PrivacyNotice lang={lang}>{notice}</PrivacyNotice>
          <SubmitButton pending={pending} lang={lang}>
            {submit}
          </SubmitButton>
        </div>
      </form>
      {Toaster ? <Toaster /> : null}
    </div>
  );
}
