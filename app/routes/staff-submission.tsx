import { Notice, StaffNav } from "#app/components/staff/staff-nav";
import { staffDate, staffMeta } from "#app/lib/staff";
import { staffHeaders } from "#app/lib/staff.server";
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

export { loader } from "./staff-submission.server";

export default function StaffSubmission({ loaderData: d }: Route.ComponentProps) {
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
