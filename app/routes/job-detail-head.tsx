import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Ats, atsText } from "#app/components/jobs/format";
import { JobFacts } from "#app/components/jobs/job-facts";
import { JobShareBar } from "#app/components/jobs/job-share-bar";
import { NeverPayNotice } from "#app/components/jobs/never-pay-notice";
import { withNode } from "#app/lib/i18n";
import type { Lang } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatDay } from "#shared/lib/dates";
import { salaryInLang } from "#shared/lib/salary";
import type { Route } from "./+types/job-detail";

/** The job as the job page's loader gives it (routes/job-detail.server.ts). */
export type DetailJob = Route.ComponentProps["loaderData"]["job"];

/** How a job is applied for: on the employer's site when it has a link, and always with a resume here (`applyHere`). */
export type ApplyWays = { applyUrl: DetailJob["applyUrl"]; applyHere: string; lang: Lang };

/** The employment type as the page shows it (the JSON-LD keeps schema.org's value). */
function employmentTypeLabel(schema: string, english: string, lang: Lang): string {
  const locale = { locale: lang };
  switch (schema) {
    case "INTERN":
      return m.jobs_type_intern({}, locale);
    case "CONTRACTOR":
      return m.jobs_type_contract({}, locale);
    case "PART_TIME":
      return m.jobs_type_part_time({}, locale);
    case "TEMPORARY":
      return m.jobs_type_temporary({}, locale);
    case "FULL_TIME":
      return m.jobs_type_full_time({}, locale);
    default:
      return english;
  }
}

/** "Apply Now" to the employer's own site, in a new tab (the header's button and the phone's bar). */
function ApplyNowLink({ href, className, lang }: { href: string; className: string; lang: Lang }) {
  const locale = { locale: lang };
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {m.jobs_apply_now({}, locale)}
      <Icon name="external-link" />
      <span className="visually-hidden">{m.jobs_new_tab_suffix({}, locale)}</span>
    </a>
  );
}

/**
 * The top of the job page: the title, the facts (company, place, experience,
 * posted, start, salary, code, type), how to apply, sharing and the never-pay notice.
 */
export function JobDetailHead({
  job,
  place,
  today,
  applyHere,
  shareUrl,
  lang,
}: {
  job: DetailJob;
  /** City and state, else the country. */
  place: string;
  today: string;
  /** The page's own resume form for this job. */
  applyHere: string;
  shareUrl: string;
  lang: Lang;
}) {
  const locale = { locale: lang };
  return (
    <header className="job-detail-head">
      <h1 {...atsText(lang)}>{job.title}</h1>
      <JobFacts
        className="job-facts"
        client={job.client}
        place={place}
        experience={job.experience}
        postedAt={job.postedAt}
        today={today}
        lang={lang}
      >
        {job.startsOn ? (
          <li>
            <Icon name="calendar-days" />
            {m.jobs_starts_on({ date: formatDay(job.startsOn, lang) }, locale)}
          </li>
        ) : null}
        {job.salary ? (
          <li>
            <Icon name="indian-rupee" />
            <span className="visually-hidden">{m.jobs_fact_salary({}, locale)}</span>
            {/* The ATS's own words ("₹45,000 - ₹60,000 per month"), or on a Hindi page what they say, in Hindi. */}
            {salaryInLang(job.salary, lang) ?? <Ats lang={lang}>{job.salary}</Ats>}
          </li>
        ) : null}
        {job.jobCode ? (
          <li>
            <Icon name="hash" />
            {withNode((code) => m.jobs_job_code({ code }, locale), <Ats lang={lang}>{job.jobCode}</Ats>)}
          </li>
        ) : null}
        <li className="job-tag">{employmentTypeLabel(job.employmentType.schema, job.employmentType.label, lang)}</li>
      </JobFacts>
      {job.applyUrl ? (
        <ApplyNowLink className="btn btn-primary apply-button" href={job.applyUrl} lang={lang} />
      ) : (
        <p className="notice">
          {m.jobs_apply_through_team({}, locale)}{" "}
          <Link to={applyHere}>{m.jobs_apply_through_team_link({}, locale)}</Link>
          {m.jobs_sentence_end({}, locale)}
        </p>
      )}
      <JobShareBar
        job={{ id: job.id, title: job.title, company: job.client, city: job.city || job.state || "India" }}
        url={shareUrl}
        lang={lang}
      />
      <NeverPayNotice />
    </header>
  );
}

/** On phones the header's Apply button scrolls away: this bar keeps it in reach (job-detail.css). */
export function ApplyBar({ applyUrl, applyHere, lang }: ApplyWays) {
  const locale = { locale: lang };
  return (
    <div className="apply-bar">
      {applyUrl ? <ApplyNowLink className="btn btn-primary" href={applyUrl} lang={lang} /> : null}
      <Link to={applyHere} className={applyUrl ? "btn btn-outline" : "btn btn-primary"}>
        {applyUrl ? m.jobs_send_resume({}, locale) : m.jobs_apply_with_resume({}, locale)}
      </Link>
    </div>
  );
}
