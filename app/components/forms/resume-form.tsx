import "#app/styles/forms.css";
import { formNotices } from "#app/content/forms";
import {
  EMAIL_MAX,
  fieldErrorsOf,
  INDIAN_STATES,
  PHONE_MAX,
  PHONE_PATTERN,
  PLAIN_TEXT_PATTERN,
  pickFields,
} from "#app/schemas/fields";
import {
  checkResumeContent,
  RESUME_FIELDS,
  RESUME_FILE,
  RESUME_FILE_FIELD,
  RESUME_LIMITS,
  resumeFileSchema,
  resumeSchema,
} from "#app/schemas/resume";
import { Field, FormStatus, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./form-parts";
import { FormToaster, toastError, toastSuccess } from "./form-toaster";
import { useFormSubmission } from "./use-form-submission";

async function validateResume(form: HTMLFormElement) {
  const data = new FormData(form);
  const parsed = resumeSchema.safeParse(pickFields(data, RESUME_FIELDS));
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const file = resumeFileSchema.safeParse(data.get(RESUME_FILE_FIELD));
  if (!file.success) errors[RESUME_FILE_FIELD] = fieldErrorsOf(file.error).form ?? [];
  else {
    const content = await checkResumeContent(file.data);
    if (content) errors[RESUME_FILE_FIELD] = [content];
  }
  return errors;
}

/** 'Submit Your Resume' on /upload: details, the file (kept in R2 and mailed), and consent. */
export function ResumeForm({ idPrefix = "resume" }: { idPrefix?: string }) {
  const { fetcher, formRef, onSubmit, errors, pending, hydrated, pageResult, values } = useFormSubmission({
    key: `${idPrefix}-form`,
    encType: "multipart/form-data",
    pageResult: true,
    validate: validateResume,
    onResult: (result, form) => {
      if (result.ok) {
        toastSuccess(result.message);
        form?.reset();
      } else {
        toastError(result.error);
      }
    },
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const formKey = pageResult?.ok ? "sent" : "form";
  const fileErrors = errors[RESUME_FILE_FIELD];

  return (
    <div className="form-card">
      <FormToaster />
      <FormStatus result={pageResult} id={id("status")} />
      <fetcher.Form
        key={formKey}
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate={hydrated}
        className="form-grid"
        aria-label="Submit Your Resume"
      >
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
        <div className={`field field--wide field-check${errors.consent?.length ? " field--invalid" : ""}`}>
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
          {errors.consent?.length ? (
            <p className="field-error" id={`${id("consent")}-error`}>
              <span>{errors.consent.join(" ")}</span>
            </p>
          ) : null}
        </div>
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot field--wide">
          <PrivacyNotice>{formNotices.resume}</PrivacyNotice>
          <SubmitButton pending={pending}>Submit resume</SubmitButton>
        </div>
      </fetcher.Form>
    </div>
  );
}
