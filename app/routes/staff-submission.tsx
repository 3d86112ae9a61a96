import { data, useLoaderData } from "react-router";
import { Notice, StaffNav } from "#app/components/staff/staff-nav";
import { staffDate, staffMeta } from "#app/lib/staff";
import { requireStaff, staffHeaders } from "#app/lib/staff.server";
import { recordLabel } from "#shared/forms/registry";
import { SUBMISSION_ID } from "#worker/forms/outbox-sql";
import { audit } from "#worker/staff/audit";
import { getSubmission } from "#worker/staff/submissions";
import type { Route } from "./+types/staff-submission";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Submission");
export const headers = staffHeaders;

const NOTICES: Record<string, string> = {
  "retried-sent": "The mail was sent again.",
  "retried-pending":
    "The mail was re-queued but could not go out yet (see the last error); it is retried automatically.",
  "retried-failed": "The mail was re-queued but failed again for good; see the attempts below.",
  "retried-skipped": "The mail was re-queued; it is being sent by another run or waits for a mailer.",
  "already-sent": "This mail was already sent; it is never sent twice.",
};

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

export default function StaffSubmission() {
  const d = useLoaderData<typeof loader>();
  return (
    <section className="container staff" aria-labelledby="submission-title">
      <StaffNav email={d.staff.email} via={d.staff.via} />
      <h1 id="submission-title">
        {d.label} received {staffDate(d.createdAt)}
      </h1>
      <Notice code={d.notice} messages={NOTICES} />
      <p>
        Retention deletes it on <strong>{staffDate(d.deleteAt)}</strong>.
      </p>
      <h2>Fields</h2>
      <dl>
        <dt>id</dt>
        <dd>{d.id}</dd>
        {d.fields.map(([name, value]) => (
          <div key={name} style={{ display: "contents" }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {d.file ? (
        <p className="staff-actions">
          <a href={`/staff/api/submissions/${d.id}/resume`} download>
            Download resume ({d.file.name}
            {d.file.size ? `, ${Math.ceil(d.file.size / 1024)} KB` : ""})
          </a>
        </p>
      ) : null}
      <h2>Mail</h2>
      <p>
        State: <strong>{d.mail.state}</strong> after {d.mail.attempts} {d.mail.attempts === 1 ? "attempt" : "attempts"}
        {d.mail.sentAt ? `, sent ${staffDate(d.mail.sentAt)}` : ""}
        {d.mail.lastError ? `. Last error: ${d.mail.lastError}` : ""}
      </p>
      {d.mail.state === "sent" ? null : (
        <form method="post" action={`/staff/api/submissions/${d.id}/retry`}>
          <button type="submit">Retry mail now</button>
        </form>
      )}
      <table className="staff-table">
        <caption>Mail attempts</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">When</th>
            <th scope="col">Result</th>
            <th scope="col">Status</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {d.attempts.map((a, i) => (
            <tr key={i}>
              <td>{a.attempt}</td>
              <td>{staffDate(a.at)}</td>
              <td>{a.ok ? "sent" : "failed"}</td>
              <td>{a.status ?? ""}</td>
              <td>{a.error ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {d.attempts.length === 0 ? <p>No attempt yet.</p> : null}
    </section>
  );
}
