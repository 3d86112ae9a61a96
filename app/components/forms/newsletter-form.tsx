import "#app/styles/newsletter.css";
import { useState } from "react";
import { formNotices } from "#app/content/forms";
import type { FormActionData } from "#app/lib/form-result";
import { EMAIL_MAX, messages } from "#app/schemas/limits";
import { FormStatus, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./form-parts";
import { useFormSubmission } from "./use-form-submission";

/**
 * In the browser the one field is checked with its native constraints (built
 * from the same limits as the schema), so zod need not load on every page;
 * the server and the API check it with the full newsletter schema.
 */
function validateNewsletter(form: HTMLFormElement): Record<string, string[]> {
  const input = form.elements.namedItem("user_email");
  if (!(input instanceof HTMLInputElement) || input.checkValidity()) return {};
  return { user_email: [input.validity.valueMissing ? "Please enter your e-mail address" : messages.email] };
}

/**
 * The footer sign-up. Posts to /newsletter, which shows the result as a page
 * without JavaScript; with JavaScript the result appears next to the field.
 * Its consent is its own: nothing else on the site subscribes anyone.
 */
export function NewsletterForm({ idPrefix = "newsletter" }: { idPrefix?: string }) {
  const [result, setResult] = useState<FormActionData | undefined>(undefined);
  const { fetcher, formRef, onSubmit, errors, pending, hydrated } = useFormSubmission({
    key: `${idPrefix}-form`,
    action: "/newsletter",
    validate: (form) => {
      const found = validateNewsletter(form);
      if (Object.keys(found).length > 0) setResult(undefined);
      return found;
    },
    onResult: (answer, form) => {
      // Field errors show under the field; other answers as the status line.
      setResult(answer.ok || !answer.fields ? answer : undefined);
      if (answer.ok) form?.reset();
    },
  });
  const inputId = `${idPrefix}-email`;
  return (
    <div className="newsletter">
      <div className="newsletter-copy">
        <h2 className="footer-title" id={`${idPrefix}-heading`}>
          Job alerts in your inbox
        </h2>
        <PrivacyNotice>{formNotices.newsletter}</PrivacyNotice>
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/newsletter"
        onSubmit={onSubmit}
        noValidate={hydrated}
        className="newsletter-form"
        aria-labelledby={`${idPrefix}-heading`}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          E-mail address
        </label>
        <div className="newsletter-row">
          <input
            {...fieldAria(inputId, errors.user_email)}
            name="user_email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            placeholder="Your e-mail address"
          />
          <SubmitButton pending={pending} className="btn btn-accent">
            Subscribe
          </SubmitButton>
        </div>
        {errors.user_email?.length ? (
          <p className="field-error" id={`${inputId}-error`}>
            {errors.user_email.join(" ")}
          </p>
        ) : null}
        <div aria-live="polite">
          <FormStatus result={result} id={`${idPrefix}-status`} />
        </div>
        <Honeypot idPrefix={idPrefix} />
      </fetcher.Form>
    </div>
  );
}
