import { enquiryNotice, newsletterNotice, resumeConsentText } from "#shared/content/form-notices";
import { site } from "#shared/content/site";
import type { Lang } from "#shared/i18n/lang";
import { enquirySchemaFor } from "#shared/schemas/enquiry";
import {
  type FieldErrors,
  fieldErrorsOf,
  IDEMPOTENCY_HEADER,
  SUBMISSION_ID_FIELD,
  submissionIdSchema,
} from "#shared/schemas/fields";
import { newsletterSchemaFor } from "#shared/schemas/newsletter";
import {
  jobIdInText,
  RESUME_FILE_FIELD,
  RESUME_MIME,
  resumeExtension,
  resumeFileSchemaFor,
  resumeMessages,
  resumeSchemaFor,
} from "#shared/schemas/resume";
import { z } from "#shared/schemas/zod-mini";
import { sha256Hex } from "#worker/http/hash";
import { jobReference } from "#worker/jobs/service";
import { safeFileName } from "./compose";
import { resumeKind } from "./file-check";
import { deliverSubmission } from "./outbox";
import { addSubscriber, type DedupeKeys, findDuplicate, insertSubmission, type SubmissionKind } from "./submissions-db";

/** What the form services need from the request: bindings and a way to finish work later. */
export interface FormDeps {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

/** A service's answer; the HTTP layer turns it into JSON or page data. */
type Refused = { kind: "invalid"; fields: FieldErrors } | { kind: "unavailable" };

/** An enquiry or resume: accepted with the submission's id (the visitor's reference). */
export type ServiceResult = { kind: "accepted"; id: string } | Refused;

/** A subscription has no reference to give: the address is no id to hand back or log. */
export type NewsletterResult = { kind: "accepted" } | Refused;

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

/**
 * A post without a client id (a form sent without JavaScript) that matches a
 * stored one of the same form within this window is taken for a double
 * submit: the visitor pressed twice, or went back and sent again.
 */
export const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The client submission id of a post, unvalidated, under SUBMISSION_ID_FIELD:
 * the body's field, else the Idempotency-Key header. The form services
 * validate it with the other fields.
 */
export function submissionIdOf(source: FormData | Record<string, unknown>, headers: Headers) {
  const field = source instanceof FormData ? source.get(SUBMISSION_ID_FIELD) : source[SUBMISSION_ID_FIELD];
  const value = field === null || field === undefined || field === "" ? headers.get(IDEMPOTENCY_HEADER) : field;
  return value === null || value === undefined ? {} : { [SUBMISSION_ID_FIELD]: value };
}

const clientIdInput = z.object({ [SUBMISSION_ID_FIELD]: z.optional(submissionIdSchema) });

function clientIdOf(input: unknown) {
  const parsed = clientIdInput.safeParse(input);
  return parsed.success
    ? { ok: true as const, id: parsed.data[SUBMISSION_ID_FIELD] ?? null, fields: {} }
    : { ok: false as const, fields: fieldErrorsOf(parsed.error) };
}

const sha256 = sha256Hex;

/**
 * The keys that make a repeat of this post one submission. The payload is
 * the schema's output (trimmed, e-mail lower-cased) with its keys in schema
 * order, so two sends of the same fill hash alike.
 */
async function dedupeKeys(
  deps: FormDeps,
  kind: SubmissionKind,
  clientId: string | null,
  payload: unknown,
  fileHash: string | null = null,
): Promise<DedupeKeys> {
  return {
    clientId,
    contentHash: await sha256(JSON.stringify([kind, payload, fileHash])),
    since: clock(deps)() - DEDUPE_WINDOW_MS,
  };
}

/**
 * The language of the page a visitor filled a form in, kept with what they
 * sent (`lang` in the stored JSON): the agency's mail, in English, names it.
 */
const withLang = <T extends object>(data: T, lang: Lang) => ({ ...data, lang });

/** Employer enquiry: validate, store in D1 (once per fill), then mail. Messages and consent in `lang`. */
export async function submitEnquiry(deps: FormDeps, input: unknown, lang: Lang = "en"): Promise<ServiceResult> {
  const valid = validate(enquirySchemaFor(lang), input);
  const clientId = clientIdOf(input);
  if (!valid.ok || !clientId.ok) {
    return { kind: "invalid", fields: { ...(valid.ok ? {} : valid.fields), ...clientId.fields } };
  }
  try {
    const stored = await insertSubmission(deps.env.DB, {
      id: crypto.randomUUID(),
      kind: "enquiry",
      payload: withLang(valid.data, lang),
      consentText: enquiryNotice(lang),
      dedupe: await dedupeKeys(deps, "enquiry", clientId.id, valid.data),
      now: clock(deps)(),
    });
    // A repeat answers as the first did; that one is already being mailed.
    if (stored.created) mailLater(deps, stored.id);
    return { kind: "accepted", id: stored.id };
  } catch (err) {
    console.error("enquiry not stored", err);
    return { kind: "unavailable" };
  }
}

export { safeFileName };

/** The site's public origin for links in mail (SITE_ORIGIN, else the canonical URL). */
function publicOrigin(env: Env): string {
  for (const candidate of [env.SITE_ORIGIN, site.url]) {
    try {
      return new URL(candidate ?? "").origin;
    } catch {
      // not a URL: the next one
    }
  }
  return "https://example.invalid";
}

/**
 * Resume: validate the fields and the file (extension, size and first bytes),
 * keep the file in R2 and the fields in D1, then mail with the file attached.
 */
export async function submitResume(
  deps: FormDeps,
  input: unknown,
  file: unknown,
  lang: Lang = "en",
): Promise<ServiceResult> {
  const valid = validate(resumeSchemaFor(lang), input);
  const clientId = clientIdOf(input);
  const fields: FieldErrors = { ...(valid.ok ? {} : valid.fields), ...clientId.fields };
  const fileCheck = resumeFileSchemaFor(lang).safeParse(file);
  const resumeText = resumeMessages(lang);
  let bytes: Uint8Array<ArrayBuffer> | null = null;
  if (!fileCheck.success) {
    fields[RESUME_FILE_FIELD] = fieldErrorsOf(fileCheck.error).form ?? [resumeText.fileMissing];
  } else {
    bytes = new Uint8Array(await fileCheck.data.arrayBuffer());
    if (resumeKind(bytes) !== resumeExtension(fileCheck.data.name)) {
      fields[RESUME_FILE_FIELD] = [resumeText.fileContent];
    }
  }
  if (!valid.ok || !clientId.ok || !fileCheck.success || !bytes || Object.keys(fields).length > 0) {
    return { kind: "invalid", fields };
  }
  const ext = resumeExtension(fileCheck.data.name) ?? ".pdf";
  // The job applied for: the id from the job page's link, else one named in the text field.
  const jobId = valid.data.jobId ?? jobIdInText(valid.data.jobAppliedFor) ?? undefined;
  const payload = withLang(
    jobId ? { ...valid.data, ...(await jobReference(deps.env, deps, jobId, publicOrigin(deps.env))) } : valid.data,
    lang,
  );
  let dedupe: DedupeKeys;
  try {
    dedupe = await dedupeKeys(deps, "resume", clientId.id, valid.data, await sha256(bytes));
    // A repeat is answered before its file is stored a second time.
    const earlier = await findDuplicate(deps.env.DB, "resume", dedupe);
    if (earlier) return { kind: "accepted", id: earlier };
  } catch (err) {
    console.error("resume not stored", err);
    return { kind: "unavailable" };
  }
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
  let saved: { id: string; created: boolean };
  try {
    saved = await insertSubmission(deps.env.DB, {
      id,
      kind: "resume",
      payload,
      file: stored,
      consentText: resumeConsentText(lang),
      dedupe,
      now,
    });
  } catch (err) {
    console.error("resume not stored", err);
    // No row points at the file: remove it rather than keep an orphan.
    await deps.env.RESUMES.delete(key).catch(() => undefined);
    return { kind: "unavailable" };
  }
  if (!saved.created) {
    // A concurrent twin was stored first and points at its own file.
    await deps.env.RESUMES.delete(key).catch((err) => console.error("duplicate resume file not removed", key, err));
    return { kind: "accepted", id: saved.id };
  }
  mailLater(deps, id);
  return { kind: "accepted", id };
}

/** Newsletter: one record per address; subscribing again is a success. */
export async function subscribeNewsletter(
  deps: FormDeps,
  input: unknown,
  lang: Lang = "en",
): Promise<NewsletterResult> {
  const valid = validate(newsletterSchemaFor(lang), input);
  // Subscribing is idempotent by address; the id is still checked like on the other forms.
  const clientId = clientIdOf(input);
  if (!valid.ok || !clientId.ok) {
    return { kind: "invalid", fields: { ...(valid.ok ? {} : valid.fields), ...clientId.fields } };
  }
  try {
    await addSubscriber(deps.env.DB, valid.data.user_email, newsletterNotice(lang), clock(deps)());
  } catch (err) {
    console.error("subscriber not stored", err);
    return { kind: "unavailable" };
  }
  return { kind: "accepted" };
}
