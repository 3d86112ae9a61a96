import { useEffect, useRef } from "react";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { FieldErrors } from "#shared/schemas/fields";
import {
  checkResumeContent,
  RESUME_FILE,
  RESUME_FILE_FIELD,
  resumeFileSchemaFor,
  resumeSchemaFor,
} from "#shared/schemas/resume";
import { z } from "#shared/schemas/zod-mini";
import { useJobFromPage } from "../jobs/apply-job";
import { PhoneField, StateAndCity, TextField, useOptionLabels } from "./fields";
import { Field, FieldError, FormCard, fieldAria } from "./parts";
import { useToastedForm } from "./toasts";
import type { FormIslandProps } from "./use-island-form";

/** The fields and the file, checked together in the browser (the server checks the file on its own). */
const formSchemas: Partial<Record<Lang, z.ZodMiniObject>> = {};
function resumeFormSchema(lang: Lang) {
  formSchemas[lang] ??= z.extend(resumeSchemaFor(lang), { [RESUME_FILE_FIELD]: resumeFileSchemaFor(lang) });
  return formSchemas[lang];
}

/** The file's first bytes, which the schema cannot read synchronously: checked before anything is uploaded. */
const checkFile =
  (lang: Lang) =>
  async (data: FormData): Promise<FieldErrors> => {
    const file = data.get(RESUME_FILE_FIELD);
    if (!(file instanceof File)) return {};
    const problem = await checkResumeContent(file, lang);
    return problem ? { [RESUME_FILE_FIELD]: [problem] } : {};
  };

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
  lang,
  notice,
  consent,
  optionLabels,
}: FormIslandProps & {
  job?: JobToApplyFor | null;
  /** The consent checkbox's words, in `lang` (stored with the resume), from the server. */
  consent: string;
}) {
  const state = useToastedForm({
    idPrefix,
    lang,
    url: "/api/forms/resume",
    schema: resumeFormSchema(lang),
    result,
    check: checkFile(lang),
  });
  // The job page's own apply page renders the job in (null there: the job is closed, so no id is sent).
  // An older link, /upload?job=123, is read in the browser: the job is sent with the resume and named in its field.
  const queryJob = useJobFromPage();
  const job = pageJob === undefined ? queryJob : pageJob;
  const jobField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (job?.label && jobField.current && !jobField.current.value) jobField.current.value = job.label;
  }, [job?.label]);
  const { fields, errorsOf, values } = state;
  const id = (name: string) => `${idPrefix}-${name}`;
  const own = { idPrefix, fields, errorsOf, values, lang, optionLabels: useOptionLabels(idPrefix, optionLabels) };
  const o = { locale: lang };

  return (
    <FormCard
      state={state}
      idPrefix={idPrefix}
      action={action}
      encType="multipart/form-data"
      label={m.forms_resume_form_label({}, o)}
      notice={notice}
      submit={m.forms_resume_submit({}, o)}
    >
      <TextField form={own} name="fullName" label={m.forms_full_name({}, o)} type="text" autoComplete="name" />
      <TextField form={own} name="email" label={m.forms_email({}, o)} type="email" autoComplete="email" />
      <PhoneField form={own} name="contactNumber" label={m.forms_phone_number({}, o)} />
      <TextField
        form={own}
        name="jobAppliedFor"
        label={m.forms_job_applied_for({}, o)}
        type="text"
        placeholder={m.forms_job_applied_for_placeholder({}, o)}
        defaultValue={pageJob?.label}
        inputRef={jobField}
      />
      <StateAndCity form={own} />
      <Field
        id={id(RESUME_FILE_FIELD)}
        label={m.forms_resume({}, o)}
        required={fields[RESUME_FILE_FIELD]?.required}
        errors={errorsOf(RESUME_FILE_FIELD)}
        className="field--wide"
        hint={m.forms_resume_hint({}, o)}
        lang={lang}
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
            {consent}
            <span className="field-required" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
        </div>
        <FieldError id={id("consent")} errors={errorsOf("consent")} />
      </div>
      {job ? <input type="hidden" name="jobId" value={job.id} /> : null}
    </FormCard>
  );
}
