import { pageErrorsAndValues, usePageResult } from "#app/components/forms/page-result";
import { Field, FormStatus, fieldAria, SubmitButton } from "#app/islands/forms/parts";
import { formHeaders } from "#app/lib/form-action";
import { metaLang, seo } from "#app/lib/seo";
import { EMAIL_MAX, PHONE_MAX } from "#shared/schemas/fields";
import { PRIVACY_REQUEST_CONSENT, PRIVACY_REQUEST_TYPES } from "#shared/schemas/privacy-request";
import type { Route } from "./+types/privacy-request";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Your personal data",
    description: "Ask Kshitij Talent Partners to erase, show or correct the personal data we hold about you.",
    path: "/privacy-request",
  });

export { action } from "./privacy-request.server";
export const headers = formHeaders;

export default function PrivacyRequestPage() {
  const result = usePageResult();
  const { errors, values } = pageErrorsAndValues(result);
  const sent = result?.ok === true;
  return (
    <section className="page-section" aria-labelledby="privacy-request-title">
      <div className="container">
        <h1 id="privacy-request-title">Your personal data</h1>
        <p>
          Under India's Digital Personal Data Protection Act you can ask us to erase the personal data we hold about you
          (enquiries, resumes, newsletter sign-ups), to tell you what we hold, or to correct it. Give the e-mail address
          or phone number you used with us; we reply within 30 days and may first ask you to confirm that it is you.
        </p>
        <div className="form-card">
          <FormStatus result={result} id="privacy-request-status" />
          {sent ? null : (
            <form method="post" action="/privacy-request" className="form-grid" aria-label="Personal data request">
              <Field id="pr-name" label="Name" required errors={errors.name}>
                <input
                  {...fieldAria("pr-name", errors.name)}
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={100}
                  defaultValue={values.name}
                />
              </Field>
              <Field id="pr-email" label="E-mail" errors={errors.email} hint="E-mail or phone: give at least one.">
                <input
                  {...fieldAria("pr-email", errors.email, true)}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX}
                  defaultValue={values.email}
                />
              </Field>
              <Field id="pr-contact" label="Phone" errors={errors.contact}>
                <input
                  {...fieldAria("pr-contact", errors.contact)}
                  name="contact"
                  type="tel"
                  autoComplete="tel"
                  maxLength={PHONE_MAX}
                  defaultValue={values.contact}
                />
              </Field>
              <Field id="pr-request" label="What should we do?" required errors={errors.request}>
                <select
                  {...fieldAria("pr-request", errors.request)}
                  name="request"
                  required
                  defaultValue={values.request ?? "erase"}
                >
                  {PRIVACY_REQUEST_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="pr-details" label="Details" errors={errors.details} className="field--wide">
                <textarea
                  {...fieldAria("pr-details", errors.details)}
                  name="details"
                  rows={4}
                  maxLength={2000}
                  defaultValue={values.details}
                />
              </Field>
              <div className="form-foot field--wide">
                <p className="form-notice">{PRIVACY_REQUEST_CONSENT}</p>
                <SubmitButton>Send request</SubmitButton>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
