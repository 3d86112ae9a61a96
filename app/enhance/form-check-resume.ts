import { type FieldErrors, fieldErrorsOf, pickFields } from "#app/schemas/fields";
import {
  checkResumeContent,
  RESUME_FIELDS,
  RESUME_FILE_FIELD,
  resumeFileSchema,
  resumeSchema,
} from "#app/schemas/resume";

/**
 * The resume form checked with the server's schema, and the file by its name,
 * size and first bytes, before anything is uploaded.
 */
export async function check(form: HTMLFormElement): Promise<FieldErrors> {
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
