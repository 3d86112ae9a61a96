import { Link } from "react-router";
import { atsText } from "#app/components/jobs/format";
import { JobCard } from "#app/components/jobs/job-card";
import { RELATED } from "#app/lib/job-page";
import { workLocationOf } from "#app/lib/job-posting";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/job-detail";
import type { ApplyWays, DetailJob } from "./job-detail-head";

type RelatedJob = Route.ComponentProps["loaderData"]["related"][number];

/**
 * "About the job": the ATS's description, collapsed behind See More when
 * long. Without JavaScript See More is a link to `?expanded=1`; with it,
 * app/enhance/job-details.ts opens the text and the related jobs in place.
 */
export function JobDescription({
  descriptionHtml,
  collapsible,
  open,
  pagePath,
  lang,
}: {
  descriptionHtml: string;
  collapsible: boolean;
  open: boolean;
  pagePath: string;
  lang: Lang;
}) {
  const locale = { locale: lang };
  const seeMore = m.jobs_see_more({}, locale);
  const seeLess = m.jobs_see_less({}, locale);
  return (
    <section aria-labelledby="about-job" id="about">
      <h2 id="about-job">{m.jobs_about_job({}, locale)}</h2>
      <div
        id="job-description"
        className={`job-description${open ? "" : " job-description--collapsed"}`}
        {...(descriptionHtml ? atsText(lang) : {})}
        // Sanitised to an allow-list when the snapshot was built (worker/jobs/sanitize.ts).
        dangerouslySetInnerHTML={{
          __html: descriptionHtml || `<p>${m.jobs_no_description({}, locale)}</p>`,
        }}
      />
      {collapsible ? (
        <Link
          to={open ? pagePath : `${pagePath}?expanded=1`}
          className="link-button see-more"
          aria-controls="job-description"
          aria-expanded={open}
          data-enhance="job-details"
          // Its module only answers a click: fetched on the first touch or focus (app/enhance/main.ts).
          data-enhance-on="interaction"
          data-related="related-jobs"
          data-more="related-more"
          data-label-open={seeLess}
          data-label-closed={seeMore}
        >
          {open ? seeLess : seeMore}
        </Link>
      ) : null}
    </section>
  );
}

/** The job's skills, as the ATS lists them (nothing when it lists none). */
export function JobSkills({ skills, lang }: { skills: DetailJob["skills"]; lang: Lang }) {
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby="job-skills">
      <h2 id="job-skills">{m.jobs_skills({}, { locale: lang })}</h2>
      <ul className="skill-list" {...atsText(lang)}>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </section>
  );
}

/** Where the work is: the street address when the ATS gives one, and whether it is remote or hybrid. */
export function JobWorkLocation({ job, place, lang }: { job: DetailJob; place: string; lang: Lang }) {
  const locale = { locale: lang };
  const workLocation = workLocationOf([job.location, job.city, job.state, job.zipCode]);
  const remoteLine =
    job.remote === "remote"
      ? m.jobs_remote_line({}, locale)
      : job.remote === "hybrid"
        ? m.jobs_hybrid_line({}, locale)
        : null;
  return (
    <section aria-labelledby="job-location">
      <h2 id="job-location">{m.jobs_work_location({}, locale)}</h2>
      <p {...atsText(lang)}>{workLocation || place}</p>
      {remoteLine ? <p className="remote-line">{remoteLine}</p> : null}
    </section>
  );
}

/** The side column: how to apply (on the employer's site or with a resume), no fee, and the resume form's link. */
export function HowToApply({ applyUrl, applyHere, lang }: ApplyWays) {
  const locale = { locale: lang };
  return (
    <aside className="job-detail-aside" aria-label={m.jobs_how_to_apply({}, locale)}>
      <h2>{m.jobs_how_to_apply({}, locale)}</h2>
      <p>{applyUrl ? m.jobs_how_to_apply_external({}, locale) : m.jobs_how_to_apply_resume({}, locale)}</p>
      <p>{m.jobs_no_fee({}, locale)}</p>
      {/* A resume form rendered with this job in it, with or without JavaScript (routes/job-apply.tsx). */}
      <Link to={applyHere} className="btn btn-outline">
        {m.jobs_submit_resume({}, locale)}
      </Link>
    </aside>
  );
}

/**
 * Related jobs: the first 6, and when the description is collapsible the next
 * 4 too. Collapsed, those 4 wait in a <template> that See More
 * (app/enhance/job-details.ts) moves into the list.
 */
export function RelatedJobs({
  related,
  collapsible,
  open,
  today,
  lang,
}: {
  related: RelatedJob[];
  collapsible: boolean;
  open: boolean;
  today: string;
  lang: Lang;
}) {
  const all = collapsible ? related.slice(0, RELATED.expanded) : related.slice(0, RELATED.collapsed);
  const shown = open ? all : all.slice(0, RELATED.collapsed);
  const more = open ? [] : all.slice(RELATED.collapsed);
  if (shown.length === 0) return null;
  const item = (r: RelatedJob, i: number) => (
    <li key={r.id} data-more={i >= RELATED.collapsed ? "" : undefined}>
      <JobCard job={r} today={today} lang={lang} />
    </li>
  );
  return (
    <section className="related-jobs" aria-labelledby="related-heading">
      <h2 id="related-heading">{m.jobs_related({}, { locale: lang })}</h2>
      <ul id="related-jobs" className="job-grid">
        {shown.map(item)}
      </ul>
      {more.length > 0 ? (
        <template id="related-more">{more.map((r, i) => item(r, i + RELATED.collapsed))}</template>
      ) : null}
    </section>
  );
}
