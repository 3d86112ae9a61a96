import { requireStaff } from "#app/lib/staff.server";
import { findHoldings, identifierText, parseIdentifier } from "#worker/staff/erasure";
import type { Route } from "./+types/staff-erase";

export async function loader(args: Route.LoaderArgs) {
  const { env, staff } = await requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const who = (params.get("who") ?? "").slice(0, 200);
  const erasedParam = /^(\d+)\.(\d+)\.(\d+)\.(\d+)(?:\.(\d+))?$/.exec(params.get("erased") ?? "");
  const erased = erasedParam
    ? {
        submissions: Number(erasedParam[1]),
        files: Number(erasedParam[2]),
        mailAttempts: Number(erasedParam[3]),
        newsletter: Number(erasedParam[4]),
        // Job alerts (issue 30); links from before count none.
        alerts: Number(erasedParam[5] ?? 0),
      }
    : null;
  const id = who ? parseIdentifier(who) : null;
  const holdings = id ? await findHoldings(env.DB, id) : null;
  return {
    staff,
    who,
    notice: params.get("notice"),
    invalid: who !== "" && !id,
    identifier: id ? identifierText(id) : null,
    holdings,
    erased,
  };
}
