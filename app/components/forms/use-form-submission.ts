import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FormActionData } from "#app/lib/form-result";
import type { FieldErrors } from "#app/schemas/fields";

const noop = () => () => {};

/** False on the server and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export interface FormSubmissionOptions {
  /** Fetcher key; one per form on the page. */
  key: string;
  /** Where the form posts; the page's own route when omitted. */
  action?: string;
  /** Multipart for file uploads. */
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  /** The browser half of the shared schema: field errors, empty when the form may be sent. */
  validate: (form: HTMLFormElement) => FieldErrors | Promise<FieldErrors>;
  /** Called once per answer, with JavaScript (toasts, reset). */
  onResult?: (result: FormActionData, form: HTMLFormElement | null) => void;
  /** Read the page's action data (JavaScript off). Only for a page's own form, not the footer's. */
  pageResult?: boolean;
}

/**
 * The one pending/result hook every form uses. Without JavaScript the form is
 * a plain POST and the page's action data carries the result; with
 * JavaScript it validates with the shared schema, submits through a fetcher,
 * and reports `pending` while the request is in flight.
 */
export function useFormSubmission(options: FormSubmissionOptions) {
  const fetcher = useFetcher<FormActionData>({ key: options.key });
  const actionData = useActionData() as FormActionData | undefined;
  const pageResult = options.pageResult ? actionData : undefined;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() =>
    pageResult && !pageResult.ok ? (pageResult.fields ?? {}) : {},
  );
  const [validating, setValidating] = useState(false);
  const handled = useRef<FormActionData | undefined>(undefined);
  const focusFirstError = useRef(false);
  const onResult = useRef(options.onResult);
  onResult.current = options.onResult;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    setErrors(result.ok ? {} : (result.fields ?? {}));
    focusFirstError.current = !result.ok && !!result.fields && Object.keys(result.fields).length > 0;
    onResult.current?.(result, formRef.current);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (fetcher.state !== "idle" || validating) return;
    setValidating(true);
    try {
      const found = await options.validate(form);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstError.current = true;
        return;
      }
      await fetcher.submit(form, {
        method: "post",
        action: options.action,
        encType: options.encType ?? "application/x-www-form-urlencoded",
      });
    } finally {
      setValidating(false);
    }
  }

  return {
    fetcher,
    formRef,
    onSubmit,
    errors,
    /** True while validating or sending: the submit button shows 'Submitting...'. */
    pending: validating || fetcher.state !== "idle",
    hydrated,
    /** The result of a submission made without JavaScript, shown on the page. */
    pageResult,
    /** Values to show again after a failed submission without JavaScript. */
    values: pageResult && !pageResult.ok ? (pageResult.values ?? {}) : {},
  };
}
