import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Ats, atsText, experienceText } from "#app/components/jobs/format";
import { JobCard } from "#app/components/jobs/job-card";
import { JobFacts } from "#app/components/jobs/job-facts";
import { JobShareBar } from "#app/components/jobs/job-share-bar";
import { useLang, withNode } from "#app/lib/i18n";
import { RELATED } from "#app/lib/job-page";
import { jobPostingJsonLd, workLocationOf } from "#app/lib/job-posting";
import { breadcrumbJsonLd, pageMeta } from "#app/lib/seo";
import { shareHeadline } from "#app/lib/share";
import { type Lang, langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { formatDay } from "#shared/lib/dates";
import { salaryInLang } from "#shared/lib/salary";
import type { Route } from "./+types/job-detail";
import "#app/components/jobs/jobs.css";
import "#app/routes/job-detail.css";
import { JobAlertForm } from "#app/components/jobs/job-alert-form";
import { NeverPayNotice } from "#app/components/jobs/never-pay-notice";

export { loader } from "./job-detail.server";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData: d, params, location }) => {
  if (!d)
    return pageMeta(location, {
      path: `/jobdetails/${params.id}`,
      title: m.jobs_not_found,
      description: m.jobs_not_found_description,
      noindex: true,
    });
  const lang = langFromPath(location.pathname);
  const locale = { locale: lang };
  const { job } = d;
  const place = job.city || job.state || "India";
  // A shared link's preview (WhatsApp, LinkedIn…) shows the title, company and city (issue 17).
  const headline = shareHeadline({ title: job.title, company: job.client, city: place }, lang);
  const experience = m.jobs_meta_experience({ experience: experienceText(job.experience, lang) }, locale);
  return pageMeta(location, {
    title: headline,
    description: clip(`${headline}. ${job.summary || experience}`, 160),
    path: `/jobdetails/${job.id}`,
    origin: d.origin,
    type: "article",
    // A JPEG (og.svg rendered, 41 KB): WhatsApp and most previews do not show an SVG.
    image: "/images/og.jpg",
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: m.jobs_page_heading({}, locale), path: localizedPath("/job", lang) },
          { name: job.title, path: localizedPath(`/jobdetails/${job.id}`, lang) },
        ],
        lang,
      ),
      jobPostingJsonLd(
        {
          ...job,
          descriptionHtml: d.descriptionHtml,
          employmentType: job.employmentType.schema,
        },
        d.today,
      ),
    ],
  });
};

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

export default function JobDetailPage({ loaderData }: Route.ComponentProps) {
  const { job, descriptionHtml, related, today, expanded, collapsible, origin, alertChannels: channels } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  const remoteLine =
    job.remote === "remote"
      ? m.jobs_remote_line({}, locale)
      : job.remote === "hybrid"
        ? m.jobs_hybrid_line({}, locale)
        : null;
  const seeMore = m.jobs_see_more({}, locale);
  const seeLess = m.jobs_see_less({}, locale);
  const open = expanded || !collapsible;
  const place = [job.city, job.state].filter(Boolean).join(", ") || job.country || "India";
  const workLocation = workLocationOf([job.location, job.city, job.state, job.zipCode]);
  const applyHere = localizedPath(`/jobdetails/${job.id}/apply`, lang);
  const pagePath = localizedPath(`/jobdetails/${job.id}`, lang);
  // Collapsed, the related jobs past the first 6 wait in a <template> that
  // See More (app/enhance/job-details.ts) moves into the list.
  const allRelated = collapsible ? related.slice(0, RELATED.expanded) : related.slice(0, RELATED.collapsed);
  const shownRelated = open ? allRelated : allRelated.slice(0, RELATED.collapsed);
  const moreRelated = open ? [] : allRelated.slice(RELATED.collapsed);
  const relatedItem = (r: (typeof related)[number], i: number) => (
    <li key={r.id} data-more={i >= RELATED.collapsed ? "" : undefined}>
      <JobCard job={r} today={today} lang={lang} />
    </li>
  );

  return (
    <div className="job-detail">
      <div className="container">
        <Link to={localizedPath("/job", lang)} className="back-link">
          <Icon name="arrow-left" />
          {m.jobs_all_jobs({}, locale)}
        </Link>
        <div className="job-detail-grid">
          <article className="job-detail-main">
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
                <li className="job-tag">
                  {employmentTypeLabel(job.employmentType.schema, job.employmentType.label, lang)}
                </li>
              </JobFacts>
              {job.applyUrl ? (
                <a
                  className="btn btn-primary apply-button"
                  href={job.applyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {m.jobs_apply_now({}, locale)}
                  <Icon name="external-link" />
                  <span className="visually-hidden">{m.jobs_new_tab_suffix({}, locale)}</span>
                </a>
              ) : (
                <p className="notice">
                  {m.jobs_apply_through_team({}, locale)}{" "}
                  <Link to={applyHere}>{m.jobs_apply_through_team_link({}, locale)}</Link>
                  {m.jobs_sentence_end({}, locale)}
                </p>
              )}
              <JobShareBar
                job={{ id: job.id, title: job.title, company: job.client, city: job.city || job.state || "India" }}
                url={new URL(pagePath, origin).toString()}
                lang={lang}
              />
              <NeverPayNotice />
            </header>

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

            {job.skills.length > 0 ? (
              <section aria-labelledby="job-skills">
                <h2 id="job-skills">{m.jobs_skills({}, locale)}</h2>
                <ul className="skill-list" {...atsText(lang)}>
                  {job.skills.map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="job-location">
              <h2 id="job-location">{m.jobs_work_location({}, locale)}</h2>
              <p {...atsText(lang)}>{workLocation || place}</p>
              {remoteLine ? <p className="remote-line">{remoteLine}</p> : null}
            </section>
          </article>
          <aside className="job-detail-aside" aria-label={m.jobs_how_to_apply({}, locale)}>
            <h2>{m.jobs_how_to_apply({}, locale)}</h2>
            <p>{job.applyUrl ? m.jobs_how_to_apply_external({}, locale) : m.jobs_how_to_apply_resume({}, locale)}</p>
            <p>{m.jobs_no_fee({}, locale)}</p>
            {/* A resume form rendered with this job in it, with or without JavaScript (routes/job-apply.tsx). */}
            <Link to={applyHere} className="btn btn-outline">
              {m.jobs_submit_resume({}, locale)}
            </Link>
          </aside>
        </div>

        {shownRelated.length > 0 ? (
          <section className="related-jobs" aria-labelledby="related-heading">
            <h2 id="related-heading">{m.jobs_related({}, locale)}</h2>
            <ul id="related-jobs" className="job-grid">
              {shownRelated.map(relatedItem)}
            </ul>
            {moreRelated.length > 0 ? (
              <template id="related-more">{moreRelated.map((r, i) => relatedItem(r, i + RELATED.collapsed))}</template>
            ) : null}
          </section>
        ) : null}
        <JobAlertForm
          lang={lang}
          idPrefix="job-page-alert"
          query={job.title}
          location={job.city.split(",")[0].trim()}
          heading={m.jobs_alert_heading_job({}, locale)}
          channels={channels}
        />
      </div>
      {/* On phones the header's Apply button scrolls away: this bar keeps it in reach (job-detail.css). */}
      <div className="apply-bar">
        {job.applyUrl ? (
          <a className="btn btn-primary" href={job.applyUrl} target="_blank" rel="noopener noreferrer">
            {m.jobs_apply_now({}, locale)}
            <Icon name="external-link" />
            <span className="visually-hidden">{m.jobs_new_tab_suffix({}, locale)}</span>
          </a>
        ) : null}
        <Link to={applyHere} className={job.applyUrl ? "btn btn-outline" : "btn btn-primary"}>
          {job.applyUrl ? m.jobs_send_resume({}, locale) : m.jobs_apply_with_resume({}, locale)}
        </Link>
      </div>
    </div>
  );
}

/** At most `max` characters: cut after a whole word, with "…", when longer (a preview shows no half words). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, "")}…`;
}
