import { data } from "react-router";
import { PREVIEW_CHARS, RELATED } from "#app/lib/job-page";
import { employmentTypeOf } from "#app/lib/job-posting";
import {
  experienceYears,
  getJob,
  JOB_PAGE_CACHE_CONTROL,
  relatedJobs,
  SnapshotUnavailableError,
  toCard,
} from "#app/lib/jobs.server";
import { langFromPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import { parseJobId } from "#shared/schemas/job-search";
import { siteOrigin } from "#worker/http/origin";
import type { Route } from "./+types/job-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const locale = { locale: langFromPath(url.pathname) };
  const id = parseJobId(params.id);
  if (id === null) throw data(m.jobs_not_found({}, locale), { status: 404 });
  // ?source= (a job snapshot in old shared links) is accepted and ignored: the
  // page always shows our own snapshot's data for this id.
  const expanded = url.searchParams.get("expanded") === "1";
  let found: Awaited<ReturnType<typeof getJob>>;
  try {
    found = await getJob(env, ctx, id);
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) {
      throw data(m.jobs_detail_load_failed({}, locale), { status: 503 });
    }
    throw err;
  }
  if (!found) throw data(m.jobs_not_found({}, locale), { status: 404 });
  const { job, descriptionHtml } = found;
  // Alike in title and skills, then place, then industry (worker/jobs/service.ts similarJobs).
  const related = await relatedJobs(env, ctx, id, RELATED.expanded);
  const textLength = descriptionHtml.replace(/<[^>]+>/g, "").length;
  const type = employmentTypeOf(job.title);
  const today = todayInIndia();
  return data(
    {
      today,
      // Shared links and og:url name the configured public origin (issue 17).
      origin: siteOrigin(env),
      expanded,
      collapsible: textLength > PREVIEW_CHARS,
      job: {
        id: job.id,
        title: job.title,
        client: job.client,
        city: job.city,
        state: job.state,
        country: job.country,
        location: job.location,
        zipCode: job.zipCode,
        // "3-5", "3+", "3" or null: worded in the page's language ("3-5 yr", "3-5 साल").
        experience: experienceYears(job),
        // Never a day ahead (only a clock skew could make one): "Not available" then.
        postedAt: job.postedAt && job.postedAt <= today ? job.postedAt : null,
        // What is known of an undated future start: "Starts 9 Dec".
        startsOn: job.startDate && job.startDate > today ? job.startDate : null,
        salary: job.salary,
        payRate: job.payRate,
        jobCode: job.jobCode,
        skills: job.skills,
        remote: job.remote,
        applyUrl: job.applyUrl,
        summary: job.summary,
        employmentType: type,
      },
      descriptionHtml,
      related: related.map(toCard),
    },
    { headers: { "Cache-Control": JOB_PAGE_CACHE_CONTROL } },
  );
}
