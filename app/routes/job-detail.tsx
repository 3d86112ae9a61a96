import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { experienceText } from "#app/components/jobs/format";
import { useLang } from "#app/lib/i18n";
import { jobPostingJsonLd } from "#app/lib/job-posting";
import { breadcrumbJsonLd, pageMeta } from "#app/lib/seo";
import { shareHeadline } from "#app/lib/share";
import { langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/job-detail";
import { HowToApply, JobDescription, JobSkills, JobWorkLocation, RelatedJobs } from "./job-detail-sections";
// The job page's own CSS, then the cards' (in that order, as when it imported jobs.css).
import "#app/routes/job-detail.css";
import "#app/components/jobs/job-grid.css";
import { JobAlertLink } from "#app/components/jobs/job-alert-link";
// After the CSS above, so the never-pay notice's styles keep their place after it.
import { ApplyBar, JobDetailHead } from "./job-detail-head";

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

/**
 * The job page: its head (title, facts, apply, share), the description, the
 * skills, the place and the side column, then related jobs, a link to the
 * alert page for jobs like this one and, on phones, the apply bar. Each part is a component
 * in job-detail-head.tsx or job-detail-sections.tsx.
 */
export default function JobDetailPage({ loaderData }: Route.ComponentProps) {
  const { job, descriptionHtml, related, today, expanded, collapsible, origin } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  const open = expanded || !collapsible;
  const place = [job.city, job.state].filter(Boolean).join(", ") || job.country || "India";
  const applyHere = localizedPath(`/jobdetails/${job.id}/apply`, lang);
  const pagePath = localizedPath(`/jobdetails/${job.id}`, lang);
  return (
    <div className="job-detail">
      <div className="container">
        <Link to={localizedPath("/job", lang)} className="back-link">
          <Icon name="arrow-left" />
          {m.jobs_all_jobs({}, locale)}
        </Link>
        <div className="job-detail-grid">
          <article className="job-detail-main">
            <JobDetailHead
              job={job}
              place={place}
              today={today}
              applyHere={applyHere}
              shareUrl={new URL(pagePath, origin).toString()}
              lang={lang}
            />

            <JobDescription
              descriptionHtml={descriptionHtml}
              collapsible={collapsible}
              open={open}
              pagePath={pagePath}
              lang={lang}
            />
            <JobSkills skills={job.skills} lang={lang} />
            <JobWorkLocation job={job} place={place} lang={lang} />
          </article>
          <HowToApply applyUrl={job.applyUrl} applyHere={applyHere} lang={lang} />
        </div>

        <RelatedJobs related={related} collapsible={collapsible} open={open} today={today} lang={lang} />
        <JobAlertLink
          lang={lang}
          idPrefix="job-page-alert"
          query={job.title}
          location={job.city.split(",")[0].trim()}
          heading={m.jobs_alert_heading_job({}, locale)}
        />
      </div>
      <ApplyBar applyUrl={job.applyUrl} applyHere={applyHere} lang={lang} />
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
