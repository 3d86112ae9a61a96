import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { requiredEmail, requiredPhone, stateField, textField } from "./fields";
import { z } from "./zod-mini";

/** The resume form on /upload ('Submit Your Resume'). */
export const RESUME_LIMITS = { fullName: 100, jobAppliedFor: 150, city: 100 };

export const RESUME_FIELDS = [
  "fullName",
  "email",
  "contactNumber",
  "jobAppliedFor",
  "state",
  "city",
  "consent",
  "jobId",
] as const;
export const RESUME_FILE_FIELD = "resume";

export const RESUME_FILE = {
  maxBytes: 5 * 1024 * 1024,
  extensions: [".pdf", ".doc", ".docx"] as const,
  /** The `accept` attribute of the file input. */
  accept:
    ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
export type ResumeExtension = (typeof RESUME_FILE.extensions)[number];

export const RESUME_MIME: Record<ResumeExtension, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The answers and file messages of the resume form, in the page's language. */
export const resumeMessages = (lang: Lang) => {
  const o = { locale: lang };
  return {
    success: m.forms_resume_success({}, o),
    failure: m.forms_resume_failure({}, o),
    fileMissing: m.forms_error_file_missing({}, o),
    fileType: m.forms_error_file_type({}, o),
    fileContent: m.forms_error_file_content({}, o),
    fileSize: m.forms_error_file_size({}, o),
  };
};

function build(lang: Lang) {
  const o = { locale: lang };
  const L = RESUME_LIMITS;
  return z.object({
    fullName: textField(lang, L.fullName, {
      empty: m.forms_error_full_name_required({}, o),
      tooLong: m.forms_error_full_name_long({ max: L.fullName }, o),
    }),
    email: requiredEmail(lang),
    contactNumber: requiredPhone(lang),
    jobAppliedFor: textField(lang, L.jobAppliedFor, {
      empty: m.forms_error_job_required({}, o),
      tooLong: m.forms_error_job_long({ max: L.jobAppliedFor }, o),
    }),
    state: stateField(true, lang),
    city: z.pipe(
      textField(lang, L.city, { tooLong: m.forms_error_your_city_long({ max: L.city }, o) }),
      z.string().check(z.minLength(1, { error: m.forms_error_city_required({}, o) })),
    ),
    consent: z
      .string()
      .check(z.refine((v) => ["on", "yes", "true"].includes(v), { error: m.forms_error_consent({}, o) })),
    /**
     * The job applied for, when the visitor came from a job page (a hidden field
     * of /jobdetails/123/apply, or /upload?job=123 read by the form's script).
     * Optional: a resume need not name a job.
     */
    jobId: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{0,12}$/, { error: m.forms_error_job_id({}, o) })),
        z.transform((v: string) => (v ? v : undefined)),
      ),
    ),
  });
}

const built: Partial<Record<Lang, ReturnType<typeof build>>> = {};
/** The resume schema (without the file) with its messages in `lang`. */
export function resumeSchemaFor(lang: Lang) {
  built[lang] ??= build(lang);
  return built[lang];
}
export const resumeSchema = /* @__PURE__ */ resumeSchemaFor("en");

/**
 * A job id in the visible "job applied for" text, so a visitor without
 * JavaScript can name the job too: "123", "#123" or "Java Developer (Job 123)".
 */
export function jobIdInText(text: string): string | null {
  const match = /^\s*#?\s*(\d{1,12})\s*$/.exec(text) ?? /\(\s*job\s*(?:id\s*)?#?\s*(\d{1,12})\s*\)\s*$/i.exec(text);
  return match ? match[1] : null;
}

/** What the "job applied for" field is prefilled with for a job: the title, and the id the server reads back. */
export function jobAppliedForText(title: string, id: number): string {
  return `${title.slice(0, RESUME_LIMITS.jobAppliedFor - 20)} (Job ${id})`;
}

export type Resume = z.infer<typeof resumeSchema>;

/** The lower-case extension of a file name when it is an allowed one. */
export function resumeExtension(name: string): ResumeExtension | null {
  const match = /\.[a-z0-9]+$/i.exec(name.trim());
  const ext = match?.[0].toLowerCase();
  return (RESUME_FILE.extensions as readonly string[]).includes(ext ?? "") ? (ext as ResumeExtension) : null;
}

/** The name and size rules, messages in `lang`; the content is checked by `sniffResume` (and on the server its structure). */
export function resumeFileSchemaFor(lang: Lang) {
  const messages = resumeMessages(lang);
  return z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0 && v.name !== "", {
      error: messages.fileMissing,
    })
    .check(
      z.refine((f) => resumeExtension(f.name) !== null, { error: messages.fileType, abort: true }),
      z.refine((f) => f.size <= RESUME_FILE.maxBytes, { error: messages.fileSize }),
    );
}
export const resumeFileSchema = /* @__PURE__ */ resumeFileSchemaFor("en");

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * What a file claims to be, by its first bytes: PDF (%PDF-), legacy Word (OLE
 * compound file) or DOCX (a zip). Null for anything else. A quick check the
 * browser can make; the server also checks the structure behind the
 * signature (worker/forms/file-check.ts), since any file can start right.
 */
export function sniffResume(bytes: Uint8Array): ResumeExtension | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return ".pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ".doc";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return ".docx";
  return null;
}

/** Null when the file's first bytes match its extension, else the message (in `lang`). */
export async function checkResumeContent(file: File, lang: Lang = "en"): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffResume(head) === resumeExtension(file.name) ? null : m.forms_error_file_content({}, { locale: lang });
}
