import { useId } from "react";
import type { Lang } from "#shared/i18n/lang";
import { localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { atsText } from "./format";
import { JobCardActions } from "./job-actions";
import { JobFacts } from "./job-facts";

export interface JobCardData {
  id: number;
  title: string;
  client: string;
  place: string;
  zipCode: string;
  /** Years as the API gives them ("3-5", "3+", "3"), null when the job does not say; shown "3-5 yr". */
  experience: string | null;
  postedAt: string | null;
  /** Yearly pay in lakh when the job says ("₹6-9 LPA" on the card). */
  salary?: { min: number; max: number } | null;
  remote: "remote" | "hybrid" | "onsite";
}

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
  // The title names the card's Save and Share (marked English on a Hindi page, as ATS text).
  const titleId = `job-${useId()}`;
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
      <JobCardActions
        job={{ id: job.id, title: job.title, company: job.client, city: job.place }}
        titleId={titleId}
        lang={lang}
      />
      <span className="job-card-cta" aria-hidden="true">
        {m.jobs_card_cta({}, locale)}
      </span>
    </article>
  );
}
