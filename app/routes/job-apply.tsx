import { FileCheck2, ShieldCheck, Timer } from "lucide-react";
import { data, Link } from "react-router";
import { ResumeForm } from "#app/components/forms/resume-form";
import { formAction } from "#app/lib/form-action.server";
import { getJob, SnapshotUnavailableError } from "#app/lib/jobs.server";
import { metaLang, seo } from "#app/lib/seo";
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
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const id = parseJobId(params.id);
  if (id === null) throw data("Job not found", { status: 404 });
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

/** The action's headers (no-store, Retry-After) after a POST, the loader's otherwise. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) =>
  seo({
    lang: metaLang(location),
    title: loaderData?.job ? `Apply: ${loaderData.job.title}` : "Submit Your Resume",
    description: "Send your resume for this job to Kshitij Talent Partners, free of charge.",
    path: `/jobdetails/${params.id}/apply`,
    // One page per job, all alike: the job page and /upload are the ones to index.
    noindex: true,
  });

const promises = [
  { icon: FileCheck2, text: "A recruiter reads every resume and calls when a role fits." },
  { icon: Timer, text: "Two minutes to fill in: PDF, DOC or DOCX, up to 5 MB." },
  { icon: ShieldCheck, text: "We never charge job seekers a fee for a job or an interview." },
];

export default function JobApply({ loaderData }: Route.ComponentProps) {
  const { id, job, state } = loaderData;
  return (
    <>
      <header className="form-page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">Job seekers</p>
          <h1>Submit Your Resume</h1>
          {state === "closed" ? (
            <p className="form-page-lead">
              {`Job ${id} is no longer open. You can still send your resume: a recruiter will match it to our other openings. `}
              <Link to="/job">See open jobs</Link>.
            </p>
          ) : (
            <p className="form-page-lead">
              You are applying for{" "}
              <Link to={`/jobdetails/${id}`}>
                {job?.title}
                {job?.client ? ` at ${job.client}` : ""}
              </Link>
              . Your resume reaches our recruiters with the job named.
            </p>
          )}
        </div>
      </header>
      <section className="page-section page-section--tint" aria-label="Resume form">
        <div className="container form-page-layout">
          <ResumeForm job={job ? { id: job.id, label: job.label } : null} />
          <ul className="form-promises">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
