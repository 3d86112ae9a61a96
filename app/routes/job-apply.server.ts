import { data } from "react-router";
import { formAction } from "#app/lib/form-action.server";
import { getJob, SnapshotUnavailableError } from "#app/lib/jobs.server";
import { langFromPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { workerContext } from "#shared/lib/worker-context";
import { parseJobId } from "#shared/schemas/job-search";
import { jobAppliedForText } from "#shared/schemas/resume";
import type { Route } from "./+types/job-apply";

/**
 * The resume form for one job (issue 16): "Submit your resume" on a job page
 * comes here. Rendered per request, unlike the prerendered /upload, so the job
 * is in the form whether or not JavaScript runs: a hidden `jobId` and the
 * "Job applied for" field filled in. It posts to the same resume action.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const id = parseJobId(params.id);
  if (id === null)
    throw data(m.jobs_not_found({}, { locale: langFromPath(new URL(request.url).pathname) }), { status: 404 });
  let job: { id: string; title: string; client: string; label: string } | null = null;
  let state: "open" | "closed" | "unchecked" = "open";
  try {
    const found = await getJob(env, ctx, id);
    if (found) {
      const { title, client } = found.job;
      job = { id: String(id), title, client, label: jobAppliedForText(title, id) };
    } else state = "closed";
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    // The jobs list cannot be read right now: the id still ties the resume to the job (the server names it later).
    state = "unchecked";
    job = { id: String(id), title: `Job ${id}`, client: "", label: `Job ${id}` };
  }
  // Per request and per job; never shared, so a closed job is never shown open from a cache.
  return data({ id, job, state }, { headers: { "Cache-Control": "private, no-store" } });
}

export function action(args: Route.ActionArgs) {
  return formAction("resume", args);
}
