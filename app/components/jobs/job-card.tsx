import type { Lang } from "#shared/i18n/lang";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { JobCardData } from "#shared/schemas/job-card";
import { atsText } from "./format";
import { JobCardActions } from "./job-actions";
import { JobFacts } from "./job-facts";

export type { JobCardData } from "#shared/schemas/job-card";

/** One job in a list (rendered by the server and by islands, so a plain link, not the router's): title, company, place, experience, posted date and a link. */
export function JobCard({
  job,
  today,
  lang = "en",
  headingLevel = 3,
}: {
  job: JobCardData;
  today: string;
  lang?: Lang;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The title names the card's Save and Share (marked English on a Hindi page, as ATS text). A page
  // shows a job in one list at most, so the job's id makes the ids: the same on the server and in an
  // island, and short (React's ids took 0.6 KB gzip of a list of twenty: decision 074).
  const titleId = `job-${job.id}`;
  const locale = { locale: lang };
  const remote =
    job.remote === "remote"
      ? m.jobs_mode_remote({}, locale)
      : job.remote === "hybrid"
        ? m.jobs_mode_hybrid({}, locale)
        : null;
  return (
    <article className="job-card">
      <Heading className="job-card-title">
        <a
          href={localizedPath(`/jobdetails/${job.id}`, lang)}
          id={titleId}
          className="job-card-link"
          {...atsText(lang)}
        >
          {job.title}
        </a>
      </Heading>
      <JobFacts
        className="job-card-facts"
        client={job.client}
        place={job.place}
        placeTag={remote}
        experience={job.experience}
        salary={job.salary}
        postedAt={job.postedAt}
        today={today}
        lang={lang}
      />
      <JobCardActions jobId={job.id} titleId={titleId} lang={lang} />
      <span className="job-card-cta" aria-hidden="true">
        {m.jobs_card_cta({}, locale)}
      </span>
    </article>
  );
}
