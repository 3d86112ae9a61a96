import { Notice, StaffNav } from "#app/components/staff/staff-nav";
import { staffDate, staffMeta } from "#app/lib/staff";
import { staffHeaders } from "#app/lib/staff.server";
import type { Route } from "./+types/staff-erase";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Erase a person");

export const headers = staffHeaders;

const NOTICES: Record<string, string> = {
  confirm: "Nothing was erased: tick the confirmation first.",
  "bad-identifier": "Give an e-mail address or a phone number (8 to 15 digits).",
};

export { loader } from "./staff-erase.server";

export default function StaffErase({ loaderData: d }: Route.ComponentProps) {
  const h = d.holdings;
  const nothing = h && h.submissions.length === 0 && h.newsletter.length === 0 && h.alerts.length === 0;
  return (
    <section className="container staff" aria-labelledby="erase-title">
      <StaffNav email={d.staff.email} via={d.staff.via} />
      <h1 id="erase-title">Erase a person's data</h1>
      <Notice code={d.notice} messages={NOTICES} />
      {d.erased ? (
        <p className="staff-notice" role="status">
          Erased: {d.erased.submissions} submissions, {d.erased.files} resume files, {d.erased.mailAttempts} mail
          attempts, {d.erased.newsletter} newsletter sign-ups, {d.erased.alerts} job alerts.
        </p>
      ) : null}
      <p>
        Finds everything held about one e-mail address or phone number (enquiries, resumes and their files, mail
        attempts, newsletter sign-ups, job alerts by e-mail or WhatsApp) and shows it before anything is erased.
      </p>
      <form method="get" action="/staff/erase" className="staff-filter">
        <label>
          E-mail address or phone number
          <input name="who" defaultValue={d.who} required maxLength={200} />
        </label>
        <button type="submit">Find</button>
      </form>
      {d.invalid ? (
        <p className="staff-error" role="alert">
          {NOTICES["bad-identifier"]}
        </p>
      ) : null}
      {h && d.identifier ? (
        <>
          <h2>Held about {d.identifier}</h2>
          {nothing ? (
            <p>Nothing is held about this person.</p>
          ) : (
            <>
              <ul>
                {h.submissions.map((s) => (
                  <li key={s.id}>
                    {s.kind} received {staffDate(s.created_at)}
                    {s.file_name ? `, with the resume file ${s.file_name}` : ""} (
                    <a href={`/staff/submissions/${s.id}`}>open</a>)
                  </li>
                ))}
                {h.newsletter.map((email) => (
                  <li key={email}>newsletter sign-up of {email}</li>
                ))}
                {h.alerts.map((a) => (
                  <li key={a.id}>
                    {a.channel} job alert ({a.lang}, {a.status}) to {a.masked} for “{a.query}” {a.location}, since{" "}
                    {staffDate(a.created_at)}
                  </li>
                ))}
                <li>{h.mailAttempts} mail attempts of these submissions</li>
              </ul>
              <form method="post" action="/staff/api/erase">
                <input type="hidden" name="who" value={d.identifier} />
                <p>
                  <label>
                    <input type="checkbox" name="confirm" value="yes" required /> I confirm: erase all of the above for
                    good
                  </label>
                </p>
                <button type="submit">Erase everything listed</button>
              </form>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
