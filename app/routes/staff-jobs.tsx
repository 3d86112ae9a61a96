import { Notice, StaffNav } from "#app/components/staff/staff-nav";
import { staffMeta } from "#app/lib/staff";
import { staffHeaders } from "#app/lib/staff.server";
import type { Route } from "./+types/staff-jobs";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Jobs");

export const headers = staffHeaders;

const NOTICES = { "refresh-started": "A refresh has started; reload this page in a minute to see its outcome." };

export { loader } from "./staff-jobs.server";

export default function StaffJobs({ loaderData: d }: Route.ComponentProps) {
  return (
    <section className="container staff" aria-labelledby="jobs-title">
      <StaffNav email={d.staff.email} via={d.staff.via} />
      <h1 id="jobs-title">Jobs snapshot</h1>
      <Notice code={d.notice} messages={NOTICES} />
      {d.error ? (
        <p className="staff-error" role="alert">
          {d.error}
        </p>
      ) : null}
      <dl>
        {d.report.map(([name, value]) => (
          <div key={name} style={{ display: "contents" }}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <form method="post" action="/staff/api/jobs/refresh" className="staff-actions">
        <button type="submit">Refresh now</button>
      </form>
    </section>
  );
}
