import { data } from "react-router";
import { requireStaff } from "#app/lib/staff.server";
import { recordLabel } from "#shared/forms/registry";
import { SUBMISSION_ID } from "#worker/forms/outbox-sql";
import { audit } from "#worker/staff/audit";
import { getSubmission } from "#worker/staff/submissions";
import type { Route } from "./+types/staff-submission";

export async function loader(args: Route.LoaderArgs) {
  const { env, staff } = await requireStaff(args);
  const id = args.params.id;
  const found = SUBMISSION_ID.test(id) ? await getSubmission(env.DB, id) : null;
  if (!found) throw data("No such submission", { status: 404 });
  await audit(env.DB, staff, "view_submission", id);
  const { submission: s } = found;
  return {
    staff,
    notice: new URL(args.request.url).searchParams.get("notice"),
    id: s.id,
    label: recordLabel(s.kind),
    createdAt: s.created_at,
    mail: {
      state: s.mail_state,
      attempts: s.mail_attempts,
      lastError: s.last_error,
      sentAt: s.sent_at,
      mailId: s.mail_id,
    },
    file: s.file_key ? { name: s.file_name ?? "resume", type: s.file_type, size: s.file_size } : null,
    fields: found.fields,
    attempts: found.attempts,
    deleteAt: found.deleteAt,
  };
}
