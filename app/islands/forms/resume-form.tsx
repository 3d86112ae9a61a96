import { useEffect, useRef } from "react";
import { formNotices } from "#app/content/forms";
import type { FieldErrors } from "#app/schemas/fields";
import { INDIAN_STATES } from "#app/schemas/fields";
import {
  checkResumeContent,
  RESUME_FILE,
  RESUME_FILE_FIELD,
  resumeFileSchema,
  resumeSchema,
} from "#app/schemas/resume";
import { z } from "#app/schemas/zod-mini";
import { useJobFromPage } from "../jobs/apply-job";
import { Field, FieldError, FormStatus, fieldAria, Honeypot, PrivacyNotice, SubmitButton } from "./parts";
import { useToasts } from "./toasts";
import { type FormIslandProps, useIslandForm } from "./use-island-form";

/** The fields and the file, checked together in the browser (the server checks the file on its own). */
const resumeFormSchema = z.extend(resumeSchema, { [RESUME_FILE_FIELD]: resumeFileSchema });

/** The file's first bytes, which the schema cannot read synchronously: checked before anything is uploaded. */
async function checkFile(data: FormData): Promise<FieldErrors> {
  const file = data.get(RESUME_FILE_FIELD);
  if (!(file instanceof File)) return {};
  const problem = await checkResumeContent(file);
  return problem ? { [RESUME_FILE_FIELD]: [problem] } : {};
}

/**
 * 'Submit Your Resume' on /upload, an island (app/components/forms/resume-form.tsx
 * places it): details, the file and consent. Without JavaScript a multipart
 * POST to the page's action; hydrated, checked with the resume schema (the
 * file by name, size and first bytes) and sent to /api/forms/resume.
 */
export default function ResumeFormIsland({ idPrefix, action, result }: FormIslandProps) {
  const toasts = useToasts();
  const { form, fields, errorsOf, values, status, setStatus, pending, generation } = useIslandForm({
    idPrefix,
    url: "/api/forms/resume",
    schema: resumeFormSchema,
    result,
    check: checkFile,
    onSend: toasts.preload,
    // Without the toast code (it could not load), the answer shows as the status line.
    onAnswer: (answer) => {
      void toasts.show(answer).then((shown) => {
        if (!shown) setStatus(answer);
      });
    },
  });
  // Opened from a job page (/upload?job=123): the job is sent with the resume and named in its field.
  const job = useJobFromPage();
  const jobField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (job?.label && jobField.current && !jobField.current.value) jobField.current.value = job.label;
  }, [job?.label]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const c = (name: string) => ({
    required: fields[name]?.required || undefined,
    maxLength: fields[name]?.maxLength,
    pattern: fields[name]?.pattern,
  });

  return (
    <div className="form-card">
      <FormStatus result={status} id={id("status")} />
      <form
        key={generation}
        id={form.id}
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate={form.noValidate || undefined}
        onSubmit={form.onSubmit}
        className="form-grid"
        aria-label="Submit Your Resume"
      >
        <Field id={id("fullName")} label="Full name" required={fields.fullName?.required} errors={errorsOf("fullName")}>
          <input
            {...fieldAria(id("fullName"), errorsOf("fullName"))}
            {...c("fullName")}
            name="fullName"
            type="text"
            autoComplete="name"
            defaultValue={values.fullName}
          />
        </Field>
        <Field id={id("email")} label="E-mail" required={fields.email?.required} errors={errorsOf("email")}>
          <input
            {...fieldAria(id("email"), errorsOf("email"))}
            {...c("email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
          />
        </Field>
        <Field
          id={id("contactNumber")}
          label="Phone number"
          required={fields.contactNumber?.required}
          errors={errorsOf("contactNumber")}
        >
          <input
            {...fieldAria(id("contactNumber"), errorsOf("contactNumber"))}
            {...c("contactNumber")}
            name="contactNumber"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98200 41234"
            defaultValue={values.contactNumber}
          />
        </Field>
        <Field
          id={id("jobAppliedFor")}
          label="Job applied for"
          required={fields.jobAppliedFor?.required}
          errors={errorsOf("jobAppliedFor")}
        >
          <input
            {...fieldAria(id("jobAppliedFor"), errorsOf("jobAppliedFor"))}
            {...c("jobAppliedFor")}
            ref={jobField}
            name="jobAppliedFor"
            type="text"
            placeholder="e.g. Accounts Executive"
            defaultValue={values.jobAppliedFor}
          />
        </Field>
        <Field id={id("state")} label="State" required={fields.state?.required} errors={errorsOf("state")}>
          <select
            {...fieldAria(id("state"), errorsOf("state"))}
            required={fields.state?.required || undefined}
            name="state"
            defaultValue={values.state ?? ""}
          >
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
        <Field id={id("city")} label="City" required={fields.city?.required} errors={errorsOf("city")}>
          <input
            {...fieldAria(id("city"), errorsOf("city"))}
            {...c("city")}
            name="city"
            type="text"
            autoComplete="address-level2"
            defaultValue={values.city}
          />
        </Field>
        <Field
          id={id(RESUME_FILE_FIELD)}
          label="Resume"
          required={fields[RESUME_FILE_FIELD]?.required}
          errors={errorsOf(RESUME_FILE_FIELD)}
          className="field--wide"
          hint="PDF, DOC or DOCX, up to 5 MB."
        >
          <input
            {...fieldAria(id(RESUME_FILE_FIELD), errorsOf(RESUME_FILE_FIELD), true)}
            required={fields[RESUME_FILE_FIELD]?.required || undefined}
            name={RESUME_FILE_FIELD}
            type="file"
            accept={RESUME_FILE.accept}
            className="file-input"
          />
        </Field>
        <div className={`field field--wide field-check${errorsOf("consent") ? " field--invalid" : ""}`} data-field="">
          <div className="check">
            <input
              {...fieldAria(id("consent"), errorsOf("consent"))}
              name="consent"
              type="checkbox"
              required={fields.consent?.required || undefined}
            />
            <label htmlFor={id("consent")}>
              {formNotices.resumeConsent}
              <span className="field-required" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
          </div>
          <FieldError id={id("consent")} errors={errorsOf("consent")} />
        </div>
        {job ? <input type="hidden" name="jobId" value={job.id} /> : null}
        <Honeypot idPrefix={idPrefix} />
        <div className="form-foot field--wide">
          <PrivacyNotice>{formNotices.resume}</PrivacyNotice>
          <SubmitButton pending={pending}>Submit resume</SubmitButton>
        </div>
      </form>
      {toasts.Toaster ? <toasts.Toaster /> : null}
    </div>
  );
}
