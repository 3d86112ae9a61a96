import { z } from "zod";
import { ENQUIRY_OPTIONS } from "#shared/schemas/enquiry";
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

/**
 * Labels for the fields each form stores, in mail order. A stored payload is
 * NOT re-validated with today's schema: it was valid when it was accepted,
 * and a schema tightened later must not turn an old lead into a failed mail.
 * Fields not listed here (added or renamed later) are still mailed, under
 * their own name, after the known ones.
 */
const LABELS = {
  enquiry: [
    ["name", "Name"],
    ["contact", "Phone"],
    ["email", "E-mail"],
    ["state", "State"],
    ["city", "City"],
    ["enquire", "Enquiry"],
    ["enquireDetail", "Details"],
    ["lang", "Language"],
  ],
  resume: [
    ["fullName", "Full name"],
    ["email", "E-mail"],
    ["contactNumber", "Phone"],
    ["jobAppliedFor", "Job applied for"],
    ["jobId", "Job id"],
    ["jobTitle", "Job (as listed)"],
    ["jobLink", "Job page"],
    ["state", "State"],
    ["city", "City"],
    ["consent", "Consent"],
    ["lang", "Language"],
  ],
} as const satisfies Record<SubmissionRow["kind"], readonly (readonly [string, string])[]>;

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
function storedFields(payload: string): Map<string, string> {
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

/** Known fields with their labels first, then every other stored field under its own name. */
function labelledRows(kind: SubmissionRow["kind"], fields: Map<string, string>): [string, string][] {
  const known = new Map<string, string>(LABELS[kind]);
  const rows: [string, string][] = [];
  for (const [key, label] of known) {
    const value = fields.get(key);
    if (value === undefined) continue;
    rows.push([
      label,
      kind === "enquiry" && key === "enquire" ? serviceLabel(value) : key === "lang" ? languageName(value) : value,
    ]);
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

function serviceLabel(value: string) {
  return ENQUIRY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** The visitor's address for Reply-To, only when it is one. */
function replyTo(fields: Map<string, string>) {
  const email = fields.get("email")?.trim() ?? "";
  return email && isEmail(email) ? email : undefined;
}

/**
 * The agency's mail for one stored submission; the resume is attached.
 * Composed from the stored JSON as it is, so it never fails for schema
 * reasons; only a resume file missing from R2 (or an R2 error) stops it.
 */
export async function composeMail(env: Env, row: SubmissionRow): Promise<MailMessage> {
  const fields = storedFields(row.payload);
  const rows = labelledRows(row.kind, fields);
  const received = new Date(row.created_at).toISOString();
  if (row.kind === "enquiry") {
    const service = serviceLabel(fields.get("enquire") || "website form");
    const name = fields.get("name") || "a visitor";
    const { text, html } = await renderRows(
      `New enquiry: ${service}`,
      [...rows, ["Received", received], ["Reference", row.id]],
      FOOTER,
    );
    return {
      from: env.MAIL_FROM,
      to: [env.MAIL_TO],
      replyTo: replyTo(fields),
      subject: headerSafe(`New enquiry: ${service} from ${name}`),
      text,
      html,
      attachments: [],
    };
  }
  const attachments: MailAttachment[] = [];
  if (row.file_key) {
    const object = await env.RESUMES.get(row.file_key);
    if (!object) throw new MissingFileError(`resume file ${row.file_key} is missing from R2`);
    attachments.push({
      filename: safeFileName(row.file_name ?? "resume"),
      content: new Uint8Array(await object.arrayBuffer()),
      contentType: row.file_type ?? "application/octet-stream",
    });
  }
  const job = fields.get("jobAppliedFor") || "a role";
  const name = fields.get("fullName") || "a candidate";
  const { text, html } = await renderRows(
    `New resume: ${job}`,
    [
      ...rows,
      ["File", row.file_name === null ? "" : safeFileName(row.file_name)],
      ["Received", received],
      ["Reference", row.id],
    ],
    FOOTER,
  );
  return {
    from: env.MAIL_FROM,
    to: [env.MAIL_TO],
    replyTo: replyTo(fields),
    subject: headerSafe(`New resume: ${name} for ${job}`),
    text,
    html,
    attachments,
  };
}
