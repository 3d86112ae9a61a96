import { data } from "react-router";
import { requireStaff } from "#app/lib/staff.server";
import { RECORD_KINDS } from "#shared/forms/registry";
import { staffAlertCounts } from "#worker/staff/alerts";
import { filterQuery, listSubmissions, parseFilter } from "#worker/staff/submissions";
import type { Route } from "./+types/staff";

export async function loader(args: Route.LoaderArgs) {
  const { env, staff } = await requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const parsed = parseFilter(params);
  const values = {
    kind: params.get("kind") ?? "",
    mail: params.get("mail") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    q: (params.get("q") ?? "").slice(0, 100),
  };
  if (!parsed.success) {
    return data(
      {
        staff,
        values,
        error: "Please correct the filter: dates are YYYY-MM-DD, search at most 100 characters.",
        list: null,
        query: "",
        kinds: RECORD_KINDS,
        alerts: null,
      },
      { status: 400 },
    );
  }
  const [list, alerts] = await Promise.all([listSubmissions(env.DB, parsed.data), staffAlertCounts(env.DB)]);
  return { staff, values, error: null, list, query: filterQuery(parsed.data), alerts, kinds: RECORD_KINDS };
}
