import { data, type RouterContextProvider } from "react-router";
import { workerContext } from "#shared/lib/worker-context";
import { staffIdentity } from "#worker/staff/access";
import { STAFF_HEADERS } from "#worker/staff/html";

/**
 * Every staff loader starts here. The Worker's guard (worker/staff/guard.ts)
 * has already refused requests without a valid token; checking again here
 * means no way of reaching a staff route (a .data request, another spelling
 * of the path) can skip it.
 */
export async function requireStaff({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { env, ctx } = context.get(workerContext);
  const staff = await staffIdentity(env, request);
  if (!staff) throw data("Staff only", { status: 403, headers: STAFF_HEADERS });
  return { env, ctx, staff };
}

/** A staff route's `headers`: never cached, never indexed. */
export function staffHeaders(): Headers {
  return new Headers(STAFF_HEADERS);
}
