import { requireStaff } from "#app/lib/staff.server";
import { recentAudit } from "#worker/staff/audit";
import type { Route } from "./+types/staff-audit";

export async function loader(args: Route.LoaderArgs) {
  const { env, staff } = await requireStaff(args);
  return { staff, rows: await recentAudit(env.DB, 200) };
}
