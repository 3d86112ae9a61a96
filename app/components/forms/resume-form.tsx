import "#app/styles/forms.css";
import { formNotices } from "#app/content/forms";
import { EMAIL_MAX, INDIAN_STATES, PHONE_MAX, PHONE_PATTERN, PLAIN_TEXT_PATTERN } from "#app/schemas/fields";
import { RESUME_FILE, RESUME_FILE_FIELD, RESUME_LIMITS } from "#app/schemas/resume";
import {
  Field,
  FieldError,
  FormIcons,
  FormStatus,
  fieldAria,
  Honeypot,
  PrivacyNotice,
  pageErrorsAndValues,
  SubmitButton,
  usePageResult,
} from "./form-parts";

/**
 * 'Submit Your Resume' on /upload: details, the file (kept in R2 and mailed),
 * and consent. A plain multipart POST to the page's action without
 * JavaScript; app/enhance/form.ts checks the fields and the file (type, size,
 * first bytes) in the browser and sends it to /api/forms/resume.
 */
export function ResumeForm({ idPrefix = "resume" }: { idPrefix?: string }) {
  const pageResult = usePageResult();
  const { errors, values } = pageErrorsAndValues(pageResult);
  const id = (name: string) => `${idPrefix}-${name}`;
  const fileErrors = errors[RESUME_FILE_FIELD];

  return (
    <div className="form-card" data-enhance="form" data-form="resume">
      <FormIcons />
      <FormStatus result={pageResult} id={id("status")} />
      <form method="post" encType="multipart/form-data" className="form-grid" aria-label="Submit Your Resume">
        <Field id={id("fullName")} label="Full name" required errors={errors.fullName}>
          <input
            {...fieldAria(id("fullName"), errors.fullName)}
            name="fullName"
            type="text"
            autoComplete="name"
            required
            maxLength={RESUME_LIMITS.fullName}
            pattern={PLAIN_TEXT_PATTERN}
            defaultValue={values.fullName}
          />
        </Field>
        <Field id={id("email")} label="E-mail" required errors={errors.email}>
          <input
            {...fieldAria(id("email"), errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            defaultValue={values.email}
          />
        </Field>
        <Field id={id("contactNumber")} label="Phone number" required errors={errors.contactNumber}>
          <input
            {...fieldAria(id("contactNumber"), errors.contactNumber)}
            name="contactNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={PHONE_MAX}
            pattern={PHONE_PATTERN}
            placeholder="+91 98200 41234"
            defaultValue={values.contactNumber}
          />
        </Field>
        <Field id={id("jobAppliedFor")} label="Job applied for" required errors={errors.jobAppliedFor}>
          <input
            {...fieldAria(id("jobAppliedFor"), errors.jobAppliedFor)}
            name="jobAppliedFor"
            type="text"
            required
            maxLength={RESUME_LIMITS.jobAppliedFor}
            pattern={PLAIN_TEXT_PATTERN}
            placeholder="e.g. Accounts Executive"
            defaultValue={values.jobAppliedFor}
          />
        </Field>
        <Field id={id("state")} label="State" required errors={errors.state}>
          <select {...fieldAria(id("state"), errors.state)} name="state" required defaultValue={values.state ?? ""}>
            <option value="" disabled>
              Select a state
            </option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("city")} label="City" required errors={errors.city}>
          <input
            {...fieldAria(id("city"), errors.city)}
            name="city"
            type="text"
            autoComplete="address-level2"
            required
            maxLength={RESUME_LIMITS.city}
            pattern={PLAIN_TEXT_PATTERN}
            defaultValue={values.city}
          />
        </Field>
        <Field
          id={id(RESUME_FILE_FIELD)}
          label="Resume"
          required
          errors={fileErrors}
          className="field--wide"
          hint="PDF, DOC or DOCX, up to 5 MB."
        >
          <input
            {...fieldAria(id(RESUME_FILE_FIELD), fileErrors, true)}
            name={RESUME_FILE_FIELD}
            type="file"
            required
            accept={RESUME_FILE.accept}
            className="file-input"
          />
        </Field>
        <div
          className={`field field--wide field-check${errors.consent?.length ? " field--invalid" : ""}`}
          data-field=""
        >
          <div className="check">
            <input {...fieldAria(id("consent"), errors.consent)} name="consent" type="checkbox" required />
            <label htmlFor={id("consent")}>
              {formNotices.resumeConsent}
              <span className="field-required" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
          </div>
          <FieldError id={id("consent")} errors={errors.consent} />
        </div>
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot field--wide">
          <PrivacyNotice>{formNotices.resume}</PrivacyNotice>
          <SubmitButton>Submit resume</SubmitButton>
        </div>
      </form>
    </div>
  );
}
