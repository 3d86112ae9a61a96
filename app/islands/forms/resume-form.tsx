import { useEffect, useRef } from "react";
import { formNotices } from "#shared/content/form-notices";
import type { FieldErrors } from "#shared/schemas/fields";
import { INDIAN_STATES } from "#shared/schemas/fields";
import {
  checkResumeContent,
  RESUME_FILE,
  RESUME_FILE_FIELD,
  resumeFileSchema,
  resumeSchema,
} from "#shared/schemas/resume";
import { z } from "#shared/schemas/zod-mini";
import { useJobFromPage } from "../jobs/apply-job";
import { SelectField, TextField } from "./fields";
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
/** The job a page rendered the form for (/jobdetails/:id/apply): its id and the text of "Job applied for". */
export interface JobToApplyFor {
  id: string;
  label: string;
}

export default function ResumeFormIsland({
  idPrefix,
  action,
  result,
  job: pageJob,
}: FormIslandProps & { job?: JobToApplyFor | null }) {
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
  // The job page's own apply page renders the job in (null there: the job is closed, so no id is sent).
  // An older link, /upload?job=123, is read in the browser: the job is sent with the resume and named in its field.
  const queryJob = useJobFromPage();
  const job = pageJob === undefined ? queryJob : pageJob;
  const jobField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (job?.label && jobField.current && !jobField.current.value) jobField.current.value = job.label;
  }, [job?.label]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const own = { idPrefix, fields, errorsOf, values };

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
        <TextField form={own} name="fullName" label="Full name" type="text" autoComplete="name" />
        <TextField form={own} name="email" label="E-mail" type="email" autoComplete="email" />
        <TextField
          form={own}
          name="contactNumber"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+91 98200 41234"
        />
        <TextField
          form={own}
          name="jobAppliedFor"
          label="Job applied for"
          type="text"
          placeholder="e.g. Accounts Executive"
          defaultValue={pageJob?.label}
          inputRef={jobField}
        />
        <SelectField form={own} name="state" label="State" prompt="Select a state" options={INDIAN_STATES} />
        <TextField form={own} name="city" label="City" type="text" autoComplete="address-level2" />
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
