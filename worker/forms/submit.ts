import { type FormKind, formEntry, type SubmissionKind } from "#shared/forms/registry";
import type { Lang } from "#shared/i18n/lang";
import {
  type FieldErrors,
  fieldErrorsOf,
  IDEMPOTENCY_HEADER,
  SUBMISSION_ID_FIELD,
  submissionIdSchema,
} from "#shared/schemas/fields";
import {
  jobIdInText,
  RESUME_MIME,
  type Resume,
  resumeExtension,
  resumeFileSchemaFor,
  resumeMessages,
} from "#shared/schemas/resume";
import { z } from "#shared/schemas/zod-mini";
import { sha256Hex } from "#worker/http/hash";
import { siteOrigin } from "#worker/http/origin";
import { jobReference } from "#worker/jobs/service";
import { safeFileName } from "./compose";
import { resumeKind } from "./file-check";
import { deliverSubmission } from "./outbox";
import { addSubscriber, type DedupeKeys, findDuplicate, insertSubmission, type StoredFile } from "./submissions-db";

/** What the form services need from the request: bindings and a way to finish work later. */
export interface FormDeps {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
}

/** A service's answer; the HTTP layer turns it into JSON or page data. */
type Refused = { kind: "invalid"; fields: FieldErrors } | { kind: "unavailable" };

/** A stored submission: accepted with its id (the visitor's reference). */
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

/**
 * The keys that make a repeat of this post one submission. The payload is
 * the schema's output (trimmed, e-mail lower-cased) with its keys in schema
 * order, so two sends of the same fill hash alike.
 */
async function dedupeKeys(
  deps: FormDeps,
  kind: FormKind,
  clientId: string | null,
  payload: unknown,
  fileHash: string | null = null,
): Promise<DedupeKeys> {
  return {
    clientId,
    contentHash: await sha256Hex(JSON.stringify([kind, payload, fileHash])),
    since: clock(deps)() - DEDUPE_WINDOW_MS,
  };
}

/**
 * The language of the page a visitor filled a form in, kept with what they
 * sent (`lang` in the stored JSON): the agency's mail, in English, names it.
 */
const withLang = <T extends object>(data: T, lang: Lang) => ({ ...data, lang });

/**
 * What a kind stores beyond its fields, looked up on the server: a resume's
 * job (the id from the job page's link, else one named in the text field).
 */
const ENRICH: Partial<Record<FormKind, (deps: FormDeps, data: Record<string, unknown>) => Promise<object>>> = {
  resume: async (deps, data) => {
    const resume = data as Resume;
    const jobId = resume.jobId ?? jobIdInText(resume.jobAppliedFor) ?? undefined;
    return jobId ? jobReference(deps.env, deps, jobId, siteOrigin(deps.env)) : {};
  },
};

/** A resume's document, checked (extension, size, first bytes and structure) before anything is stored. */
async function checkedFile(file: unknown, lang: Lang, fields: FieldErrors) {
  const check = resumeFileSchemaFor(lang).safeParse(file);
  const text = resumeMessages(lang);
  if (!check.success) {
    fields.file = fieldErrorsOf(check.error).form ?? [text.fileMissing];
    return null;
  }
  const bytes = new Uint8Array(await check.data.arrayBuffer());
  const ext = resumeExtension(check.data.name);
  if (resumeKind(bytes) !== ext) {
    fields.file = [text.fileContent];
    return null;
  }
  return { name: check.data.name, bytes, ext: ext ?? ".pdf" };
}

type CheckedFile = NonNullable<Awaited<ReturnType<typeof checkedFile>>>;

/**
 * Any form of the registry (shared/forms/registry.ts): validate its fields
 * (and its file), then store it as its entry says: a row of `submissions`
 * (its file in R2 first), stored once per fill and mailed after the
 * response; or a newsletter address. Messages and consent in `lang`.
 */
export async function submitForm(
  deps: FormDeps,
  kind: FormKind,
  input: unknown,
  file: unknown,
  lang: Lang = "en",
): Promise<ServiceResult | NewsletterResult> {
  const entry = formEntry(kind);
  const valid = validate(entry.schemaFor(lang), input);
  const clientId = clientIdOf(input);
  const fields: FieldErrors = { ...(valid.ok ? {} : valid.fields), ...clientId.fields };
  const fileField = entry.store === "submissions" ? entry.file?.field : undefined;
  let document: CheckedFile | null = null;
  if (fileField) {
    const problems: FieldErrors = {};
    document = await checkedFile(file, lang, problems);
    if (problems.file) fields[fileField] = problems.file;
  }
  if (!valid.ok || !clientId.ok || Object.keys(fields).length > 0 || (fileField && !document)) {
    return { kind: "invalid", fields };
  }

  if (entry.store === "newsletter_subscribers") {
    // Subscribing is idempotent by address (again from another language moves it there);
    // the id was still checked like on the other forms.
    try {
      const email = String(valid.data[entry.person.email]);
      await addSubscriber(deps.env.DB, email, entry.consent(lang), clock(deps)(), lang);
    } catch (err) {
      console.error("subscriber not stored", err);
      return { kind: "unavailable" };
    }
    return { kind: "accepted" };
  }

  const stored: SubmissionKind = entry.store === "as" ? entry.storedAs : (kind as SubmissionKind);
  try {
    const data = entry.store === "as" ? entry.toPayload(valid.data) : valid.data;
    const payload = withLang({ ...data, ...(await ENRICH[kind]?.(deps, valid.data)) }, lang);
    const dedupe = await dedupeKeys(deps, kind, clientId.id, data, document && (await sha256Hex(document.bytes)));
    const id = crypto.randomUUID();
    const now = clock(deps)();
    const row = { id, kind: stored, payload, consentText: entry.consent(lang), dedupe, now };
    if (!document) {
      const saved = await insertSubmission(deps.env.DB, row);
      // A repeat answers as the first did; that one is already being mailed.
      if (saved.created) mailLater(deps, saved.id);
      return { kind: "accepted", id: saved.id };
    }
    // A repeat is answered before its file is stored a second time.
    const earlier = await findDuplicate(deps.env.DB, stored, dedupe);
    if (earlier) return { kind: "accepted", id: earlier };
    return await storeWithFile(deps, row, document, entry.store === "submissions" ? entry.file?.prefix : undefined);
  } catch (err) {
    console.error(`${kind} not stored`, err);
    return { kind: "unavailable" };
  }
}

/** The file in R2 first, then its row; a row that cannot be written takes its file with it. */
async function storeWithFile(
  deps: FormDeps,
  row: Parameters<typeof insertSubmission>[1],
  document: CheckedFile,
  prefix = "files/",
): Promise<ServiceResult> {
  const key = `${prefix}${new Date(row.now).toISOString().slice(0, 7)}/${row.id}${document.ext}`;
  const file: StoredFile = {
    key,
    name: safeFileName(document.name),
    type: RESUME_MIME[document.ext],
    size: document.bytes.byteLength,
  };
  try {
    await deps.env.RESUMES.put(key, document.bytes, {
      httpMetadata: { contentType: file.type },
      customMetadata: { submissionId: row.id, originalName: file.name },
    });
  } catch (err) {
    console.error(`${row.kind} file not stored`, err);
    return { kind: "unavailable" };
  }
  let saved: { id: string; created: boolean };
  try {
    saved = await insertSubmission(deps.env.DB, { ...row, file });
  } catch (err) {
    console.error(`${row.kind} not stored`, err);
    // No row points at the file: remove it rather than keep an orphan.
    await deps.env.RESUMES.delete(key).catch(() => undefined);
    return { kind: "unavailable" };
  }
  if (!saved.created) {
    // A concurrent twin was stored first and points at its own file.
    await deps.env.RESUMES.delete(key).catch((err) => console.error("duplicate file not removed", key, err));
    return { kind: "accepted", id: saved.id };
  }
  mailLater(deps, row.id);
  return { kind: "accepted", id: row.id };
}

/** An employer enquiry (the tests' and the mailer's shortcut to submitForm). */
export const submitEnquiry = (deps: FormDeps, input: unknown, lang: Lang = "en") =>
  submitForm(deps, "enquiry", input, null, lang) as Promise<ServiceResult>;

/** A newsletter sign-up: one record per address; subscribing again is a success. */
export const subscribeNewsletter = (deps: FormDeps, input: unknown, lang: Lang = "en") =>
  submitForm(deps, "newsletter", input, null, lang) as Promise<NewsletterResult>;
