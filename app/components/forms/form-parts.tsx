import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useActionData } from "react-router";
import { formNotices } from "#app/content/forms";
import type { FormActionData } from "#app/lib/form-result";
import { HONEYPOT_FIELD } from "#app/schemas/limits";

/**
 * The result of a submission made without JavaScript (the page's action data),
 * read while the server renders the page. With JavaScript the enhancement
 * module (app/enhance/form.ts) shows results instead.
 */
export function usePageResult(): FormActionData | undefined {
  return useActionData() as FormActionData | undefined;
}

/** The field errors and the values to show again after a failed submission without JavaScript. */
export function pageErrorsAndValues(result: FormActionData | undefined) {
  return result && !result.ok
    ? { errors: result.fields ?? {}, values: result.values ?? {} }
    : { errors: {} as Record<string, string[]>, values: {} as Record<string, string> };
}

/** The ids and ARIA attributes that tie a control to its hint and error. */
export function fieldAria(id: string, errors: string[] | undefined, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": errors?.length ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

/**
 * A field's error, right below its control. app/enhance/form-core.ts builds
 * the same markup in the browser (icon cloned from `FormIcons`).
 */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      <CircleAlert aria-hidden="true" />
      <span>{errors.join(" ")}</span>
    </p>
  );
}

/**
 * The icons the enhancement module needs for errors and statuses it shows,
 * inert until cloned, so the browser never has to build SVG markup itself.
 */
export function FormIcons() {
  return (
    <template data-form-icons="">
      <CircleAlert aria-hidden="true" data-icon="error" />
      <CircleCheck aria-hidden="true" data-icon="ok" />
    </template>
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
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: string[];
  className?: string;
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
          <span className="field-optional"> (optional)</span>
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
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/**
 * The submit button. Both labels are rendered; while a submission made with
 * JavaScript is pending, the enhancement module disables the button and shows
 * the spinning 'Submitting...' instead of the label.
 */
export function SubmitButton({ children, className = "btn btn-primary" }: { children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`${className} submit-button`}>
      <span className="submit-label">{children}</span>
      <span className="submit-pending" hidden>
        <LoaderCircle className="spinner" aria-hidden="true" />
        Submitting...
      </span>
    </button>
  );
}

/** The result of a submission made without JavaScript, as a status or an alert. */
export function FormStatus({ result, id }: { result: FormActionData | undefined; id: string }) {
  if (!result) return null;
  return result.ok ? (
    <p className="form-status form-status--ok" role="status" id={id}>
      <CircleCheck aria-hidden="true" />
      <span>{result.message}</span>
    </p>
  ) : (
    <p className="form-status form-status--error" role="alert" id={id}>
      <CircleAlert aria-hidden="true" />
      <span>{result.error}</span>
    </p>
  );
}

/** What a form collects and why, with the privacy policy link. */
export function PrivacyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="form-notice">
      {children} <Link to={formNotices.policyPath}>{formNotices.policyLabel}</Link>.
    </p>
  );
}
