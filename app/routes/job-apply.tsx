import { FileCheck2, ShieldCheck, Timer } from "lucide-react";
import { data, Link } from "react-router";
import { ResumeForm } from "#app/components/forms/resume-form";
import { Ats } from "#app/components/jobs/format";
import { formAction } from "#app/lib/form-action.server";
import { useLang, withNodes } from "#app/lib/i18n";
import { getJob, SnapshotUnavailableError } from "#app/lib/jobs.server";
import { seo } from "#app/lib/seo";
import { type Lang, langFromPath, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
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
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const id = parseJobId(params.id);
  if (id === null)
    throw data(m.jobs_not_found({}, { locale: langFromPath(new URL(request.url).pathname) }), { status: 404 });
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

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const lang = langFromPath(location.pathname);
  const locale = { locale: lang };
  return seo({
    lang,
    title: loaderData?.job
      ? m.jobs_apply_title({ title: loaderData.job.title }, locale)
      : m.jobs_apply_heading({}, locale),
    description: m.jobs_apply_description({}, locale),
    path: localizedPath(`/jobdetails/${params.id}/apply`, lang),
    // One page per job, all alike: the job page and /upload are the ones to index.
    noindex: true,
  });
};

/**
 * "Accounts Executive at Acme Corp" in the page's language: the catalog's
 * pattern ("{company} में {title}" in Hindi) around the ATS's own words,
 * each marked as English where the page is not.
 */
function JobHeadline({ title, company, lang }: { title: string; company: string; lang: Lang }) {
  const ats = (text: string) => <Ats lang={lang}>{text}</Ats>;
  if (!company) return ats(title);
  return withNodes((v) => m.jobs_share_role_at(v, { locale: lang }), { title: ats(title), company: ats(company) });
}

const promises = [
  { id: "read", icon: FileCheck2, text: m.jobs_apply_promise_read },
  { id: "time", icon: Timer, text: m.jobs_apply_promise_time },
  { id: "fee", icon: ShieldCheck, text: m.jobs_apply_promise_fee },
];

export default function JobApply({ loaderData }: Route.ComponentProps) {
  const { id, job, state } = loaderData;
  const lang = useLang();
  const locale = { locale: lang };
  return (
    <>
      <header className="form-page-hero">
        <div className="container">
          <p className="eyebrow eyebrow--light">{m.jobs_apply_eyebrow({}, locale)}</p>
          <h1>{m.jobs_apply_heading({}, locale)}</h1>
          {state === "closed" ? (
            <p className="form-page-lead">
              {`${m.jobs_apply_closed({ id }, locale)} `}
              <Link to={localizedPath("/job", lang)}>{m.jobs_apply_see_open({}, locale)}</Link>
              {m.jobs_sentence_end({}, locale)}
            </p>
          ) : (
            <p className="form-page-lead">
              {m.jobs_apply_for({}, locale)}{" "}
              <Link to={localizedPath(`/jobdetails/${id}`, lang)}>
                {state === "unchecked" || !job ? (
                  m.jobs_job_number({ id }, locale)
                ) : (
                  <JobHeadline title={job.title} company={job.client} lang={lang} />
                )}
              </Link>
              {m.jobs_apply_for_after({}, locale)}
            </p>
          )}
        </div>
      </header>
      <section className="page-section page-section--tint" aria-label={m.jobs_apply_form_label({}, locale)}>
        <div className="container form-page-layout">
          <ResumeForm job={job ? { id: job.id, label: job.label } : null} />
          <ul className="form-promises">
            {promises.map(({ id: key, icon: Icon, text }) => (
              <li key={key}>
                <Icon aria-hidden="true" />
                <span>{text({}, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
