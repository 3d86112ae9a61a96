import { data } from "react-router";
import { JOB_PAGE_CACHE_CONTROL, latestJobs, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/home";

/**
 * The home page carries the newest jobs, so it renders per request. Three: the
 * row a 1280 px screen shows (a phone shows one at a time); /job has the rest,
 * and two more cards were 0.3 KB gzip of the first response (decision 087).
 */
export const HOME_JOBS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const today = todayInIndia();
  try {
    const jobs = await latestJobs(env, ctx, HOME_JOBS);
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
