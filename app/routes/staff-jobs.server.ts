import { requireStaff } from "#app/lib/staff.server";
import { jobsHealth } from "#worker/jobs/service";
import type { Route } from "./+types/staff-jobs";

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
