import { StaffNav } from "#app/components/staff/staff-nav";
import { staffDate, staffMeta } from "#app/lib/staff";
import { staffHeaders } from "#app/lib/staff.server";
import type { Route } from "./+types/staff-audit";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export const headers = staffHeaders;

export { loader } from "./staff-audit.server";

export default function StaffAudit({ loaderData: d }: Route.ComponentProps) {
  return (
    <section className="container staff" aria-labelledby="audit-title">
      <StaffNav email={d.staff.email} via={d.staff.via} />
      <h1 id="audit-title">Audit log</h1>
      <p>The latest 200 staff actions. The log is kept for at least 3 years.</p>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {d.rows.map((r) => (
            <tr key={r.id}>
              <td>{staffDate(r.at)}</td>
              <td>{r.actor}</td>
              <td>{r.action}</td>
              <td>{r.target ?? ""}</td>
              <td>{r.detail === "{}" ? "" : r.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
