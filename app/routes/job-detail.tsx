import { ArrowLeft, CalendarDays, ExternalLink, Hash, IndianRupee } from "lucide-react";
import { data, Link } from "react-router";
import { JobCard } from "#app/components/jobs/job-card";
import { JobFacts } from "#app/components/jobs/job-facts";
import { JobShareBar } from "#app/components/jobs/job-share-bar";
import { employmentTypeOf, jobPostingJsonLd, workLocationOf } from "#app/lib/job-posting";
import { getJob, JOB_PAGE_CACHE_CONTROL, relatedJobs, SnapshotUnavailableError, toCard } from "#app/lib/jobs.server";
import { breadcrumbJsonLd, metaLang, seo } from "#app/lib/seo";
import { shareHeadline } from "#app/lib/share";
import { todayInIndia } from "#shared/lib/dates";
import { workerContext } from "#shared/lib/worker-context";
import { parseJobId } from "#shared/schemas/job-search";
import { siteOrigin } from "#worker/http/origin";
import type { Route } from "./+types/job-detail";
import "#app/components/forms/forms.css";
import "#app/components/jobs/jobs.css";
import "#app/routes/job-detail.css";
import { JobAlertForm } from "#app/components/jobs/job-alert-form";

/** A description longer than this is collapsed behind "See More". */
export const PREVIEW_CHARS = 300;
const RELATED = { collapsed: 6, expanded: 10 } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const id = parseJobId(params.id);
  if (id === null) throw data("Job not found", { status: 404 });
  // ?source= (a job snapshot in old shared links) is accepted and ignored: the
  // page always shows our own snapshot's data for this id.
  const expanded = new URL(request.url).searchParams.get("expanded") === "1";
  let found: Awaited<ReturnType<typeof getJob>>;
  try {
    found = await getJob(env, ctx, id);
  } catch (err) {
    if (err instanceof SnapshotUnavailableError) {
      throw data("Failed to load job details. Please try again later.", { status: 503 });
    }
    throw err;
  }
  if (!found) throw data("Job not found", { status: 404 });
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
        experience: job.experience.label,
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

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData: d, params, location }) => {
  if (!d)
    return seo({
      lang: metaLang(location),
      title: "Job not found",
      description: "This job is no longer listed.",
      path: `/jobdetails/${params.id}`,
      noindex: true,
    });
  const { job } = d;
  const place = job.city || job.state || "India";
  // A shared link's preview (WhatsApp, LinkedIn…) shows the title, company and city (issue 17).
  const headline = shareHeadline({ title: job.title, company: job.client, city: place });
  return seo({
    lang: metaLang(location),
    title: headline,
    description: `${headline}. ${job.summary || `Experience ${job.experience}.`}`.slice(0, 160),
    path: `/jobdetails/${job.id}`,
    origin: d.origin,
    type: "article",
    // A JPEG (og.svg rendered, 41 KB): WhatsApp and most previews do not show an SVG.
    image: "/images/og.jpg",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Job list", path: "/job" },
        { name: job.title, path: `/jobdetails/${job.id}` },
      ]),
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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-09" → "9 Dec 2026". */
function formatStartDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

const REMOTE_LINE = {
  remote: "This is a remote role: you can work from anywhere in India.",
  hybrid: "This is a hybrid role: part of the week from home, part from the office.",
  onsite: null,
} as const;

export default function JobDetailPage({ loaderData }: Route.ComponentProps) {
  const { job, descriptionHtml, related, today, expanded, collapsible, origin } = loaderData;
  const open = expanded || !collapsible;
  const place = [job.city, job.state].filter(Boolean).join(", ") || job.country || "India";
  const workLocation = workLocationOf([job.location, job.city, job.state, job.zipCode]);
  const applyHere = `/jobdetails/${job.id}/apply`;
  // Collapsed, the related jobs past the first 6 wait in a <template> that
  // See More (app/enhance/job-details.ts) moves into the list.
  const allRelated = collapsible ? related.slice(0, RELATED.expanded) : related.slice(0, RELATED.collapsed);
  const shownRelated = open ? allRelated : allRelated.slice(0, RELATED.collapsed);
  const moreRelated = open ? [] : allRelated.slice(RELATED.collapsed);
  const relatedItem = (r: (typeof related)[number], i: number) => (
    <li key={r.id} data-more={i >= RELATED.collapsed ? "" : undefined}>
      <JobCard job={r} today={today} />
    </li>
  );

  return (
    <div className="job-detail">
      <div className="container">
        <Link to="/job" className="back-link">
          <ArrowLeft aria-hidden="true" />
          All jobs
        </Link>
        <div className="job-detail-grid">
          <article className="job-detail-main">
            <header className="job-detail-head">
              <h1>{job.title}</h1>
              <JobFacts
                className="job-facts"
                client={job.client}
                place={place}
                experience={job.experience}
                postedAt={job.postedAt}
                today={today}
              >
                {job.startsOn ? (
                  <li>
                    <CalendarDays aria-hidden="true" />
                    {`Starts ${formatStartDate(job.startsOn)}`}
                  </li>
                ) : null}
                {job.salary ? (
                  <li>
                    <IndianRupee aria-hidden="true" />
                    <span className="visually-hidden">Salary: </span>
                    {job.salary}
                  </li>
                ) : null}
                {job.jobCode ? (
                  <li>
                    <Hash aria-hidden="true" />
                    Job code {job.jobCode}
                  </li>
                ) : null}
                <li className="job-tag">{job.employmentType.label}</li>
              </JobFacts>
              {job.applyUrl ? (
                <a
                  className="btn btn-primary apply-button"
                  href={job.applyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Apply Now
                  <ExternalLink aria-hidden="true" />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <p className="notice">
                  Applications for this role are through our team:{" "}
                  <Link to={applyHere}>send us your resume for this job</Link>.
                </p>
              )}
              <JobShareBar
                job={{ id: job.id, title: job.title, company: job.client, city: job.city || job.state || "India" }}
                url={new URL(`/jobdetails/${job.id}`, origin).toString()}
              />
            </header>

            <section aria-labelledby="about-job" id="about">
              <h2 id="about-job">About the Job</h2>
              <div
                id="job-description"
                className={`job-description${open ? "" : " job-description--collapsed"}`}
                // Sanitised to an allow-list when the snapshot was built (worker/jobs/sanitize.ts).
                dangerouslySetInnerHTML={{
                  __html: descriptionHtml || "<p>The employer has not added a description.</p>",
                }}
              />
              {collapsible ? (
                <Link
                  to={open ? `/jobdetails/${job.id}` : `/jobdetails/${job.id}?expanded=1`}
                  className="link-button see-more"
                  aria-controls="job-description"
                  aria-expanded={open}
                  data-enhance="job-details"
                  data-related="related-jobs"
                  data-more="related-more"
                >
                  {open ? "See Less ▲" : "See More ▼"}
                </Link>
              ) : null}
            </section>

            {job.skills.length > 0 ? (
              <section aria-labelledby="job-skills">
                <h2 id="job-skills">Skills</h2>
                <ul className="skill-list">
                  {job.skills.map((skill) => (
                    <li key={skill}>{skill}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="job-location">
              <h2 id="job-location">Work location</h2>
              <p>{workLocation || place}</p>
              {REMOTE_LINE[job.remote] ? <p className="remote-line">{REMOTE_LINE[job.remote]}</p> : null}
            </section>
          </article>
          <aside className="job-detail-aside" aria-label="How to apply">
            <h2>How to apply</h2>
            <p>
              {job.applyUrl
                ? "Apply Now opens the employer's application page in a new tab. You do not need an account with us."
                : "Send us your resume and mention this job; a recruiter will call you if your profile fits."}
            </p>
            <p>We never charge candidates a fee for a job, an interview or an offer.</p>
            {/* A resume form rendered with this job in it, with or without JavaScript (routes/job-apply.tsx). */}
            <Link to={applyHere} className="btn btn-outline">
              Submit your resume
            </Link>
          </aside>
        </div>

        {shownRelated.length > 0 ? (
          <section className="related-jobs" aria-labelledby="related-heading">
            <h2 id="related-heading">Related jobs</h2>
            <ul id="related-jobs" className="job-grid">
              {shownRelated.map(relatedItem)}
            </ul>
            {moreRelated.length > 0 ? (
              <template id="related-more">{moreRelated.map((r, i) => relatedItem(r, i + RELATED.collapsed))}</template>
            ) : null}
          </section>
        ) : null}
        <JobAlertForm
          idPrefix="job-page-alert"
          query={job.title}
          location={job.city.split(",")[0].trim()}
          heading="E-mail me jobs like this one"
        />
      </div>
      {/* On phones the header's Apply button scrolls away: this bar keeps it in reach (job-detail.css). */}
      <div className="apply-bar">
        {job.applyUrl ? (
          <a className="btn btn-primary" href={job.applyUrl} target="_blank" rel="noopener noreferrer">
            Apply Now
            <ExternalLink aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <Link to={applyHere} className={job.applyUrl ? "btn btn-outline" : "btn btn-primary"}>
          {job.applyUrl ? "Send resume" : "Apply with your resume"}
        </Link>
      </div>
    </div>
  );
}
