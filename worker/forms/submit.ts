import { enquirySchema } from "#app/schemas/enquiry";
import { type FieldErrors, fieldErrorsOf } from "#app/schemas/fields";
import { NEWSLETTER_CONSENT, newsletterSchema } from "#app/schemas/newsletter";
import {
  RESUME_FILE_FIELD,
  RESUME_MIME,
  resumeExtension,
  resumeFileSchema,
  resumeMessages,
  resumeSchema,
  sniffResume,
} from "#app/schemas/resume";
import { z } from "#app/schemas/zod-mini";
import { replaceControl } from "#worker/mail/message";
import { deliverSubmission } from "./outbox";
import { addSubscriber, insertSubmission } from "./store";

/** What the form services need from the request: bindings and a way to finish work later. */
export interface FormDeps {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

/** A service's answer; the HTTP layer turns it into JSON or page data. */
export type ServiceResult =
  | { kind: "accepted"; id: string }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "unavailable" };

const clock = (deps: FormDeps) => deps.now ?? Date.now;

function validate<S extends z.ZodMiniType>(schema: S, input: unknown) {
  const parsed = z.safeParse(schema, input);
  return parsed.success
    ? { ok: true as const, data: parsed.data }
    : { ok: false as const, fields: fieldErrorsOf(parsed.error) };
}

/** Mails a stored submission after the response; the cron retries failures. */
function mailLater(deps: FormDeps, id: string) {
  deps.waitUntil(
    deliverSubmission(deps.env, id, clock(deps)()).catch((err) => {
      // The row is still pending: the cron will pick it up.
      console.error("first mail attempt failed", id, err);
    }),
  );
}

/** Employer enquiry: validate, store in D1, then mail. */
export async function submitEnquiry(deps: FormDeps, input: unknown): Promise<ServiceResult> {
  const valid = validate(enquirySchema, input);
  if (!valid.ok) return { kind: "invalid", fields: valid.fields };
  const id = crypto.randomUUID();
  try {
    await insertSubmission(deps.env.DB, { id, kind: "enquiry", payload: valid.data, now: clock(deps)() });
  } catch (err) {
    console.error("enquiry not stored", err);
    return { kind: "unavailable" };
  }
  mailLater(deps, id);
  return { kind: "accepted", id };
}

/** A file name safe for a mail attachment: no paths, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "resume";
  const cleaned = replaceControl(base, "_")
    .replace(/["<>|:*?]+/g, "_")
    .trim();
  return cleaned.slice(-120) || "resume";
}

/**
 * Resume: validate the fields and the file (extension, size and first bytes),
 * keep the file in R2 and the fields in D1, then mail with the file attached.
 */
export async function submitResume(deps: FormDeps, input: unknown, file: unknown): Promise<ServiceResult> {
  const valid = validate(resumeSchema, input);
  const fields: FieldErrors = valid.ok ? {} : valid.fields;
  const fileCheck = resumeFileSchema.safeParse(file);
  let bytes: Uint8Array | null = null;
  if (!fileCheck.success) {
    fields[RESUME_FILE_FIELD] = fieldErrorsOf(fileCheck.error).form ?? [resumeMessages.fileMissing];
  } else {
    bytes = new Uint8Array(await fileCheck.data.arrayBuffer());
    if (sniffResume(bytes.subarray(0, 8)) !== resumeExtension(fileCheck.data.name)) {
      fields[RESUME_FILE_FIELD] = [resumeMessages.fileContent];
    }
  }
  if (!valid.ok || !fileCheck.success || !bytes || Object.keys(fields).length > 0) {
    return { kind: "invalid", fields };
  }
  const ext = resumeExtension(fileCheck.data.name) ?? ".pdf";
  const id = crypto.randomUUID();
  const now = clock(deps)();
  const key = `resumes/${new Date(now).toISOString().slice(0, 7)}/${id}${ext}`;
  const stored = { key, name: safeFileName(fileCheck.data.name), type: RESUME_MIME[ext], size: bytes.byteLength };
  try {
    await deps.env.RESUMES.put(key, bytes, {
      httpMetadata: { contentType: stored.type },
      customMetadata: { submissionId: id, originalName: stored.name },
    });
  } catch (err) {
    console.error("resume file not stored", err);
    return { kind: "unavailable" };
  }
  try {
    await insertSubmission(deps.env.DB, { id, kind: "resume", payload: valid.data, file: stored, now });
  } catch (err) {
    console.error("resume not stored", err);
    // No row points at the file: remove it rather than keep an orphan.
    await deps.env.RESUMES.delete(key).catch(() => undefined);
    return { kind: "unavailable" };
  }
  mailLater(deps, id);
  return { kind: "accepted", id };
}

/** Newsletter: one record per address; subscribing again is a success. */
export async function subscribeNewsletter(deps: FormDeps, input: unknown): Promise<ServiceResult> {
  const valid = validate(newsletterSchema, input);
  if (!valid.ok) return { kind: "invalid", fields: valid.fields };
  try {
    await addSubscriber(deps.env.DB, valid.data.user_email, NEWSLETTER_CONSENT, clock(deps)());
  } catch (err) {
    console.error("subscriber not stored", err);
    return { kind: "unavailable" };
  }
  return { kind: "accepted", id: valid.data.user_email };
}
