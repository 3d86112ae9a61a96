import { z } from "zod";
import { type MailSpec, type StoredFields, submissionEntry } from "#shared/forms/registry";
import { isEmail } from "#shared/schemas/fields";
import { headerSafe, type MailAttachment, type MailMessage, renderRows, replaceControl } from "#worker/mail/message";
import type { SubmissionRow } from "./submissions-db";

/**
 * A file name safe for a mail attachment: no paths, no control characters.
 * Applied when the file is stored and again when its mail is composed, so rows
 * stored before a rule was added are cleaned too.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "resume";
  const cleaned = replaceControl(base, "_")
    .replace(/["<>|:*?]+/g, "_")
    .trim();
  return cleaned.slice(-120) || "resume";
}

/** Thrown when the stored file a mail needs is gone from R2. */
export class MissingFileError extends Error {}

const FOOTER = "Sent by the website. Reply to this e-mail to answer the visitor.";

/** Any JSON object; anything else (corrupt or not an object) is kept as raw text. */
const storedObject = z.record(z.string(), z.unknown());

/** A stored value as mail text, whatever its type. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The stored fields as strings; a payload that is not a JSON object becomes one raw row. */
function storedFields(payload: string): StoredFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return new Map([["Stored data", payload]]);
  }
  const object = storedObject.safeParse(parsed);
  if (!object.success) return new Map([["Stored data", payload]]);
  return new Map(Object.entries(object.data).map(([key, value]) => [key, asText(value)]));
}

/**
 * Known fields with their labels first (the registry's mail labels), then
 * every other stored field under its own name. A stored payload is NOT
 * re-validated with today's schema: it was valid when it was accepted, and a
 * schema tightened later must not turn an old lead into a failed mail.
 */
function labelledRows(mail: MailSpec, fields: StoredFields): [string, string][] {
  const known = new Map<string, string>(mail.labels);
  const rows: [string, string][] = [];
  for (const [key, label] of known) {
    const value = fields.get(key);
    if (value === undefined) continue;
    const show = mail.display?.[key] ?? (key === "lang" ? languageName : undefined);
    rows.push([label, show ? show(value) : value]);
  }
  for (const [key, value] of fields) if (!known.has(key)) rows.push([key, value]);
  return rows;
}

/**
 * The language of the page the visitor used (issues 24 and 32), named in
 * English ("Hindi", "Telugu"): the agency's mail stays English and says it,
 * so staff can answer in the visitor's language.
 * Rows stored before it have no `lang` and no such line.
 */
function languageName(value: string) {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(value) ?? value;
  } catch {
    return value;
  }
}

/** The visitor's address for Reply-To, only when it is one. */
function replyTo(fields: StoredFields) {
  const email = fields.get("email")?.trim() ?? "";
  return email && isEmail(email) ? email : undefined;
}

/**
 * The agency's mail for one stored submission, as its kind's registry entry
 * words it; a document sent with it is attached. Composed from the stored
 * JSON as it is, so it never fails for schema reasons; only a file missing
 * from R2 (or an R2 error) stops it.
 */
export async function composeMail(env: Env, row: SubmissionRow): Promise<MailMessage> {
  const entry = submissionEntry(row.kind);
  const fields = storedFields(row.payload);
  const rows = labelledRows(entry.mail, fields);
  const attachments: MailAttachment[] = [];
  if (entry.file && row.file_key) {
    const object = await env.RESUMES.get(row.file_key);
    if (!object) throw new MissingFileError(`${row.kind} file ${row.file_key} is missing from R2`);
    attachments.push({
      filename: safeFileName(row.file_name ?? row.kind),
      content: new Uint8Array(await object.arrayBuffer()),
      contentType: row.file_type ?? "application/octet-stream",
    });
  }
  const fileRow: [string, string][] = entry.file
    ? [["File", row.file_name === null ? "" : safeFileName(row.file_name)]]
    : [];
  const { text, html } = await renderRows(
    entry.mail.heading(fields),
    [...rows, ...fileRow, ["Received", new Date(row.created_at).toISOString()], ["Reference", row.id]],
    FOOTER,
  );
  return {
    from: env.MAIL_FROM,
    to: [env.MAIL_TO],
    replyTo: replyTo(fields),
    subject: headerSafe(entry.mail.subject(fields)),
    text,
    html,
    attachments,
  };
}
