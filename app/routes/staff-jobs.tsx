import { useLoaderData } from "react-router";
import { Notice, StaffNav } from "#app/components/staff/staff-nav";
import { staffMeta } from "#app/lib/staff";
import { requireStaff, staffHeaders } from "#app/lib/staff.server";
import { jobsHealth } from "#worker/jobs/service";
import type { Route } from "./+types/staff-jobs";
import "#app/components/staff/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Jobs");
export const headers = staffHeaders;

const NOTICES = { "refresh-started": "A refresh has started; reload this page in a minute to see its outcome." };

type Entry = [string, string];

/** Flattens the health report to label/value pairs, whatever fields it has ("snapshot.jobCount"). */
function entries(value: unknown, prefix = ""): Entry[] {
  if (value === null || value === undefined) return [[prefix || "value", "none"]];
  if (typeof value !== "object" || Array.isArray(value)) {
    return [[prefix || "value", typeof value === "string" ? value : JSON.stringify(value)]];
  }
  return Object.entries(value).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

export async function loader(args: Route.LoaderArgs) {
  const { env, staff } = await requireStaff(args);
  let report: Entry[];
  let error: string | null = null;
  try {
    report = entries(await jobsHealth(env));
  } catch (err) {
    console.error("staff: jobs state unreadable", err);
    report = [];
    error = "The jobs state could not be read.";
  }
  return { staff, report, error, notice: new URL(args.request.url).searchParams.get("notice") };
}

export default function StaffJobs() {
  const d = useLoaderData<typeof loader>();
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
