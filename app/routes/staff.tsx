import { StaffNav } from "#app/components/staff/staff-nav";
import { staffDate, staffMeta } from "#app/lib/staff";
import { staffHeaders } from "#app/lib/staff.server";
import { MAIL_STATES } from "#shared/lib/submissions";
import type { Route } from "./+types/staff";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Submissions");

export const headers = staffHeaders;

export { loader } from "./staff.server";

export default function StaffSubmissions({ loaderData: loaded }: Route.ComponentProps) {
  const { staff, values, error, list, query, kinds } = loaded;
  const pageLink = (page: number) => `/staff?${query}${query ? "&" : ""}page=${page}`;
  return (
    <section className="container staff" aria-labelledby="staff-title">
      <StaffNav email={staff.email} via={staff.via} />
      <h1 id="staff-title">Submissions</h1>
      <form method="get" action="/staff" className="staff-filter" aria-label="Filter submissions">
        <label>
          Kind
          <select name="kind" defaultValue={values.kind}>
            <option value="">All</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <label>
          Mail
          <select name="mail" defaultValue={values.mail}>
            <option value="">Any</option>
            {MAIL_STATES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={values.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={values.to} />
        </label>
        <label>
          Name, e-mail or phone
          <input type="search" name="q" defaultValue={values.q} maxLength={100} />
        </label>
        <button type="submit">Filter</button>
      </form>
      {error ? (
        <p className="staff-error" role="alert">
          {error}
        </p>
      ) : null}
      {list ? (
        <>
          <p className="staff-actions">
            <span>
              {list.total} {list.total === 1 ? "submission" : "submissions"}, newest first
            </span>
            <a href={`/staff/api/submissions.csv${query ? `?${query}` : ""}`} download>
              Export these to CSV
            </a>
          </p>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Language</th>
                <th scope="col">Mail</th>
                <th scope="col">Deleted on</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => (
                <tr key={`${r.kind}-${r.id}`}>
                  <td>
                    {r.kind === "newsletter" ? (
                      staffDate(r.created_at)
                    ) : (
                      <a href={`/staff/submissions/${r.id}`}>{staffDate(r.created_at)}</a>
                    )}
                  </td>
                  <td>{r.kind}</td>
                  <td>{r.name}</td>
                  <td>{r.email}</td>
                  <td>{r.phone}</td>
                  <td>{r.lang}</td>
                  <td>
                    {r.mail_state ? `${r.mail_state}${r.mail_state === "sent" ? "" : ` (${r.mail_attempts})`}` : "—"}
                  </td>
                  <td>{staffDate(r.deleteAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.rows.length === 0 ? <p>Nothing matches this filter.</p> : null}
          <nav className="staff-actions" aria-label="Pages">
            {list.page > 1 ? <a href={pageLink(list.page - 1)}>Newer</a> : null}
            <span>
              Page {list.page} of {list.pages}
            </span>
            {list.page < list.pages ? <a href={pageLink(list.page + 1)}>Older</a> : null}
          </nav>
          <AlertCounts alerts={loaded.alerts} />
        </>
      ) : null}
    </section>
  );
}

/** Job alerts in numbers (worker/staff/alerts.ts): never the addresses. */
function AlertCounts({ alerts }: { alerts: Route.ComponentProps["loaderData"]["alerts"] }) {
  if (!alerts) return <p>Job alert counts could not be read just now.</p>;
  return (
    <>
      <p>
        Job alerts: {alerts.confirmedDaily} daily and {alerts.confirmedWeekly} weekly confirmed, {alerts.pending}{" "}
        awaiting confirmation. Digests: {alerts.digestsSent} sent, {alerts.digestsPending} waiting to be retried,{" "}
        {alerts.digestsFailed} failed.
      </p>
      <table className="staff-table">
        <caption>Job alerts by channel and language</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Language</th>
            <th scope="col">Active</th>
            <th scope="col">Awaiting confirmation</th>
            <th scope="col">Paused (number refused us)</th>
          </tr>
        </thead>
        <tbody>
          {alerts.byChannel.map((r) => (
            <tr key={`${r.channel}-${r.lang}`}>
              <td>{r.channel}</td>
              <td>{r.lang}</td>
              <td>{r.active}</td>
              <td>{r.pending}</td>
              <td>{r.paused}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
