import type { JobsReader } from "../jobs/reader";
import type { StaffVariables } from "../staff/guard";
import type { PageVariables } from "./security-headers";

/** The Worker's Hono app (worker/app.ts): its bindings and what its middleware set on a request. */
export type AppEnv = { Bindings: Env; Variables: PageVariables & StaffVariables & { jobs: JobsReader } };
