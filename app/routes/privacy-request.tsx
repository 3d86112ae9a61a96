import { pageErrorsAndValues, usePageResult } from "#app/components/forms/page-result";
import { Field, FormStatus, fieldAria, SubmitButton } from "#app/islands/forms/parts";
import { formHeaders } from "#app/lib/form-action";
import { useLang } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { EMAIL_MAX, PHONE_MAX } from "#shared/schemas/fields";
import { PRIVACY_REQUEST_TYPES, privacyRequestConsent, privacyRequestTypeLabel } from "#shared/schemas/privacy-request";
import type { Route } from "./+types/privacy-request";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location, {
    path: "/privacy-request",
    title: m.forms_privacy_title,
    description: m.forms_privacy_meta_description,
  });

export { action } from "./privacy-request.server";
export const headers = formHeaders;

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
                {/* No required attribute: an option is always chosen, and HTML allows
                    required on a select only with an empty first option (W3C checker). */}
                <select
                  {...fieldAria("pr-request", errors.request)}
                  name="request"
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
