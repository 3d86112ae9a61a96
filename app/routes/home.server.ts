import { data } from "react-router";
import { JOB_PAGE_CACHE_CONTROL, latestJobs, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/home";

/** The home page carries the five newest jobs, so it renders per request. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const today = todayInIndia();
  try {
    const jobs = await latestJobs(env, ctx, 5);
    return data(
      { today, jobs: jobs.map(toCard), jobsFailure: null },
      { headers: { "Cache-Control": JOB_PAGE_CACHE_CONTROL } },
    );
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    // The rest of the home page still serves; the widget says what happened.
    return data({ today, jobs: [], jobsFailure: JOBS_UNAVAILABLE }, { headers: { "Cache-Control": "no-store" } });
  }
}
