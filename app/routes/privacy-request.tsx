import { data } from "react-router";
import { pageErrorsAndValues, usePageResult } from "#app/components/forms/page-result";
import { Field, FormStatus, fieldAria, SubmitButton } from "#app/islands/forms/parts";
import { type FormActionData, formHeaders } from "#app/lib/form-action";
import { metaLang, seo } from "#app/lib/seo";
import { workerContext } from "#shared/lib/worker-context";
import { EMAIL_MAX, FIX_FIELDS, PHONE_MAX, pickFields } from "#shared/schemas/fields";
import {
  PRIVACY_REQUEST_CONSENT,
  PRIVACY_REQUEST_FIELDS,
  PRIVACY_REQUEST_TYPES,
  privacyRequestMessages,
} from "#shared/schemas/privacy-request";
import { submitPrivacyRequest } from "#worker/staff/privacy-request";
import type { Route } from "./+types/privacy-request";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    lang: metaLang(location),
    title: "Your personal data",
    description: "Ask Kshitij Talent Partners to erase, show or correct the personal data we hold about you.",
    path: "/privacy-request",
  });

export const headers = formHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/** The form posts here and works without JavaScript: the answer is this page again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<FormActionData>(
      { ok: false, error: privacyRequestMessages.failure },
      { status: 400, headers: NO_STORE },
    );
  }
  const input = pickFields(form, PRIVACY_REQUEST_FIELDS);
  const values = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 2000) : ""]),
  );
  const key = request.headers.get("CF-Connecting-IP") ?? "unknown-client";
  try {
    const result = await submitPrivacyRequest(env, (p) => ctx.waitUntil(p), key, input);
    switch (result.kind) {
      case "accepted":
        return data<FormActionData>(
          { ok: true, message: privacyRequestMessages.success },
          { status: 201, headers: NO_STORE },
        );
      case "invalid":
        return data<FormActionData>(
          { ok: false, error: FIX_FIELDS, fields: result.fields, values },
          { status: 400, headers: NO_STORE },
        );
      case "rate_limited":
        return data<FormActionData>(
          {
            ok: false,
            error: "Too many submissions from your connection. Please wait a minute and try again.",
            values,
          },
          { status: 429, headers: { ...NO_STORE, "Retry-After": "60" } },
        );
      default:
        return data<FormActionData>(
          { ok: false, error: privacyRequestMessages.failure, values },
          { status: 503, headers: NO_STORE },
        );
    }
  } catch (err) {
    console.error("privacy request failed", err);
    return data<FormActionData>(
      { ok: false, error: privacyRequestMessages.failure, values },
      { status: 500, headers: NO_STORE },
    );
  }
}

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
                {/* No required attribute: an option is always chosen, and HTML allows
                    required on a select only with an empty first option (W3C checker). */}
                <select
                  {...fieldAria("pr-request", errors.request)}
                  name="request"
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
