import { ENQUIRY_OPTIONS, enquirySchema } from "#app/schemas/enquiry";
import { resumeSchema } from "#app/schemas/resume";
import { headerSafe, type MailAttachment, type MailMessage, renderRows } from "#worker/mail/message";
import type { SubmissionRow } from "./store";

/** Thrown when the stored file a mail needs is gone from R2. */
export class MissingFileError extends Error {}

const FOOTER = "Sent by the website. Reply to this e-mail to answer the visitor.";

/** The agency's mail for one stored submission; the resume is attached. */
export async function composeMail(env: Env, row: SubmissionRow): Promise<MailMessage> {
  const raw: unknown = JSON.parse(row.payload);
  const received = new Date(row.created_at).toISOString();
  if (row.kind === "enquiry") {
    const e = enquirySchema.parse(raw);
    const service = ENQUIRY_OPTIONS.find((o) => o.value === e.enquire)?.label ?? e.enquire;
    const { text, html } = renderRows(
      `New enquiry: ${service}`,
      [
        ["Name", e.name],
        ["Phone", e.contact],
        ["E-mail", e.email],
        ["State", e.state],
        ["City", e.city],
        ["Enquiry", service],
        ["Details", e.enquireDetail],
        ["Received", received],
        ["Reference", row.id],
      ],
      FOOTER,
    );
    return {
      from: env.MAIL_FROM,
      to: [env.MAIL_TO],
      replyTo: e.email || undefined,
      subject: headerSafe(`New enquiry: ${service} from ${e.name}`),
      text,
      html,
      attachments: [],
    };
  }
  const r = resumeSchema.parse(raw);
  const attachments: MailAttachment[] = [];
  if (row.file_key) {
    const object = await env.RESUMES.get(row.file_key);
    if (!object) throw new MissingFileError(`resume file ${row.file_key} is missing from R2`);
    attachments.push({
      filename: row.file_name ?? "resume",
      content: new Uint8Array(await object.arrayBuffer()),
      contentType: row.file_type ?? "application/octet-stream",
    });
  }
  const { text, html } = renderRows(
    `New resume: ${r.jobAppliedFor}`,
    [
      ["Full name", r.fullName],
      ["E-mail", r.email],
      ["Phone", r.contactNumber],
      ["Job applied for", r.jobAppliedFor],
      ["State", r.state],
      ["City", r.city],
      ["File", row.file_name ?? ""],
      ["Received", received],
      ["Reference", row.id],
    ],
    FOOTER,
  );
  return {
    from: env.MAIL_FROM,
    to: [env.MAIL_TO],
    replyTo: r.email,
    subject: headerSafe(`New resume: ${r.fullName} for ${r.jobAppliedFor}`),
    text,
    html,
    attachments,
  };
}
