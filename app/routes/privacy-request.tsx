import { data } from "react-router";
import { pageErrorsAndValues, usePageResult } from "#app/components/forms/page-result";
import { Field, FormStatus, fieldAria, SubmitButton } from "#app/islands/forms/parts";
import { type FormActionData, formHeaders } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { workerContext } from "#shared/lib/worker-context";
import { EMAIL_MAX, fixFields, PHONE_MAX, pickFields } from "#shared/schemas/fields";
import {
  PRIVACY_REQUEST_FIELDS,
  PRIVACY_REQUEST_TYPES,
  privacyRequestConsent,
  privacyRequestMessagesFor,
  privacyRequestTypeLabel,
} from "#shared/schemas/privacy-request";
import { submitPrivacyRequest } from "#worker/staff/privacy-request";
import type { Route } from "./+types/privacy-request";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/privacy-request",
    title: m.forms_privacy_title,
    description: m.forms_privacy_meta_description,
  });

export const headers = formHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/** The form posts here and works without JavaScript: the answer is this page again, in its language. */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const privacyRequestMessages = privacyRequestMessagesFor(lang);
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
    const result = await submitPrivacyRequest(env, (p) => ctx.waitUntil(p), key, input, lang);
    switch (result.kind) {
      case "accepted":
        return data<FormActionData>(
          { ok: true, message: privacyRequestMessages.success },
          { status: 201, headers: NO_STORE },
        );
      case "invalid":
        return data<FormActionData>(
          { ok: false, error: fixFields(lang), fields: result.fields, values },
          { status: 400, headers: NO_STORE },
        );
      case "rate_limited":
        return data<FormActionData>(
          { ok: false, error: m.forms_rate_limited({}, { locale: lang }), values },
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
  const lang = useLang();
  const o = { locale: lang };
  const result = usePageResult();
  const { errors, values } = pageErrorsAndValues(result);
  const sent = result?.ok === true;
  const action = localizedPath("/privacy-request", lang);
  return (
    <section className="page-section" aria-labelledby="privacy-request-title">
      <div className="container">
        <h1 id="privacy-request-title">{m.forms_privacy_title({}, o)}</h1>
        <p>{m.forms_privacy_intro({}, o)}</p>
        <div className="form-card">
          <FormStatus result={result} id="privacy-request-status" />
          {sent ? null : (
            <form method="post" action={action} className="form-grid" aria-label={m.forms_privacy_form_label({}, o)}>
              <Field lang={lang} id="pr-name" label={m.forms_name({}, o)} required errors={errors.name}>
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
              <Field
                lang={lang}
                id="pr-email"
                label={m.forms_email({}, o)}
                errors={errors.email}
                hint={m.forms_contact_hint({}, o)}
              >
                <input
                  {...fieldAria("pr-email", errors.email, true)}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX}
                  defaultValue={values.email}
                />
              </Field>
              <Field lang={lang} id="pr-contact" label={m.forms_phone({}, o)} errors={errors.contact}>
                <input
                  {...fieldAria("pr-contact", errors.contact)}
                  name="contact"
                  type="tel"
                  autoComplete="tel"
                  maxLength={PHONE_MAX}
                  defaultValue={values.contact}
                />
              </Field>
              <Field
                lang={lang}
                id="pr-request"
                label={m.forms_privacy_request({}, o)}
                required
                errors={errors.request}
              >
                <select
                  {...fieldAria("pr-request", errors.request)}
                  name="request"
                  required
                  defaultValue={values.request ?? "erase"}
                >
                  {PRIVACY_REQUEST_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {privacyRequestTypeLabel(t.value, lang)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                lang={lang}
                id="pr-details"
                label={m.forms_privacy_details({}, o)}
                errors={errors.details}
                className="field--wide"
              >
                <textarea
                  {...fieldAria("pr-details", errors.details)}
                  name="details"
                  rows={4}
                  maxLength={2000}
                  defaultValue={values.details}
                />
              </Field>
              <div className="form-foot field--wide">
                <p className="form-notice">{privacyRequestConsent(lang)}</p>
                <SubmitButton lang={lang}>{m.forms_privacy_submit({}, o)}</SubmitButton>
              </div>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
