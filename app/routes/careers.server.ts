import { data } from "react-router";
import type { JobCardData } from "#app/components/jobs/job-card";
import { faqsFor, pagesFor } from "#app/content/localized";
import { paragraphs } from "#app/lib/format";
import { companyJobs, JOB_PAGE_CACHE_CONTROL, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { parseShown } from "#app/lib/open-positions";
import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";
import { langFromPath } from "#shared/i18n/lang";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import type { Route } from "./+types/careers";

// Page copy travels as loader data, so no route's bundle carries another's.
// The open positions come from the jobs snapshot, so the page renders per request.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const page = pagesFor(lang);
  let openings: JobCardData[] = [];
  let openingsFailure: string | null = null;
  try {
    openings = (await companyJobs(env, ctx)).jobs.map(toCard);
  } catch (err) {
    if (!(err instanceof SnapshotUnavailableError)) throw err;
    openingsFailure = JOBS_UNAVAILABLE;
  }
  const content = {
    today: todayInIndia(),
    openings,
    openingsFailure,
    openingsFilters: {
      text: (url.searchParams.get("q") ?? "").slice(0, 200),
      location: (url.searchParams.get("loc") ?? "").slice(0, 200),
      shown: parseShown(url.searchParams.get("show")),
    },
    lead: page.careersLead,
    intro: paragraphs(page.careersIntro),
    benefits: page.careersBenefits,
    channels: page.careersScanChannels,
    video: page.careersVideo,
    socialStats: page.careersSocialStats,
    faqs: faqsFor(lang).careersFaqs,
  };
  return data(content, {
    headers: { "Cache-Control": openingsFailure ? "no-store" : JOB_PAGE_CACHE_CONTROL },
  });
}
