import { Link } from "react-router";
import { ResumeForm } from "#app/components/forms/resume-form";
import { Icon } from "#app/components/icons/icon";
import { Ats } from "#app/components/jobs/format";
import { NeverPayNotice } from "#app/components/jobs/never-pay-notice";
import { useLang, withNodes } from "#app/lib/i18n";
import { pageMeta } from "#app/lib/seo";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import type { Route } from "./+types/job-apply";
import "#app/components/forms/forms.css";

export { action, loader } from "./job-apply.server";

/** The action's headers (no-store, Retry-After) after a POST, the loader's otherwise. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) =>
  pageMeta(location, (lang) => ({
    path: `/jobdetails/${params.id}/apply`,
    title: loaderData?.job
      ? m.jobs_apply_title({ title: loaderData.job.title }, { locale: lang })
      : m.jobs_apply_heading,
    description: m.jobs_apply_description,
    // One page per job, all alike: the job page and /upload are the ones to index.
    noindex: true,
  }));

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
  { id: "read", icon: "file-check-corner", text: m.jobs_apply_promise_read },
  { id: "time", icon: "timer", text: m.jobs_apply_promise_time },
  { id: "fee", icon: "shield-check", text: m.jobs_apply_promise_fee },
] as const;

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
        <div className="container">
          <NeverPayNotice />
        </div>
        <div className="container form-page-layout">
          <ResumeForm job={job ? { id: job.id, label: job.label } : null} />
          <ul className="form-promises">
            {promises.map(({ id: key, icon, text }) => (
              <li key={key}>
                <Icon name={icon} />
                <span>{text({}, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
