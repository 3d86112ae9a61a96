import { useCallback, useEffect, useId, useState } from "react";
import { Ats } from "#app/components/jobs/format";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { readSavedJobs, removeSavedJob } from "#app/lib/saved-jobs";
import { type Lang, localizedPath } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { todayInIndia } from "#shared/lib/dates";
import { type SavedJob, savedJobSchema } from "#shared/schemas/saved-jobs";
import { z } from "#shared/schemas/zod-mini";
import { searchAnswer } from "./jobs/api";

/**
 * /saved (issue 17): the jobs saved in this browser, looked up by id through
 * GET /api/jobs?ids=…; a job no longer listed is shown as closed under the
 * name it was saved with, never dropped. The server cannot know the ids, so
 * it renders only the empty status; everything here happens after hydration.
 */
const lookupAnswer = z.object({
  cards: searchAnswer.shape.cards,
  closed: z.array(savedJobSchema.shape.id),
});

type View =
  | { phase: "start" }
  | { phase: "empty" }
  | { phase: "ready"; saved: SavedJob[]; open: Map<number, JobCardData>; today: string }
  | { phase: "failed"; saved: SavedJob[]; message: string };

async function lookUp(saved: SavedJob[], lang: Lang): Promise<View> {
  const locale = { locale: lang };
  const ids = saved.map((job) => job.id).join(",");
  let response: Response;
  try {
    response = await fetch(`/api/jobs?ids=${ids}&view=cards`, { headers: { Accept: "application/json" } });
  } catch {
    return { phase: "failed", saved, message: m.jobs_saved_offline({}, locale) };
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = lookupAnswer.safeParse(body);
  if (!response.ok || !parsed.success) {
    return {
      phase: "failed",
      saved,
      message: response.status === 503 ? m.jobs_saved_refreshing({}, locale) : m.jobs_saved_check_failed({}, locale),
    };
  }
  const open = new Map(parsed.data.cards.map((card) => [card.id, card]));
  return { phase: "ready", saved, open, today: todayInIndia() };
}

/** A saved job's name: its title as saved (the ATS's words), else "Job 12". */
function JobName({ job, lang }: { job: SavedJob; lang: Lang }) {
  return job.title ? <Ats lang={lang}>{job.title}</Ats> : m.jobs_job_number({ id: job.id }, { locale: lang });
}

function ClosedJob({ job, onRemove, lang }: { job: SavedJob; onRemove: (id: number) => void; lang: Lang }) {
  const locale = { locale: lang };
  // Remove is named by its word and the title, which stays in its own element (marked English on a Hindi page).
  const titleId = `job-${useId()}`;
  return (
    <article className="job-card job-card--closed">
      <h2 className="job-card-title" id={titleId}>
        <JobName job={job} lang={lang} />
      </h2>
      <ul className="job-card-facts">
        {job.company ? (
          <li>
            <Ats lang={lang}>{job.company}</Ats>
          </li>
        ) : null}
        {job.city ? (
          <li>
            <Ats lang={lang}>{job.city}</Ats>
          </li>
        ) : null}
      </ul>
      <p className="job-closed-note">
        <span className="job-tag job-tag--closed">{m.jobs_saved_closed_tag({}, locale)}</span>{" "}
        {m.jobs_saved_closed_note({}, locale)}
      </p>
      <button
        type="button"
        id={`${titleId}-remove`}
        className="job-action"
        aria-labelledby={`${titleId}-remove ${titleId}`}
        onClick={() => onRemove(job.id)}
      >
        {m.jobs_saved_remove({}, locale)}
      </button>
    </article>
  );
}

export default function SavedJobs({ lang = "en" }: { lang?: Lang }) {
  const locale = { locale: lang };
  const [view, setView] = useState<View>({ phase: "start" });

  const load = useCallback(() => {
    const saved = readSavedJobs();
    if (saved.length === 0) return setView({ phase: "empty" });
    setView({ phase: "start" });
    void lookUp(saved, lang).then(setView);
  }, [lang]);
  useEffect(load, []);

  const remove = (id: number) => {
    removeSavedJob(id);
    if (view.phase !== "ready") return;
    const saved = view.saved.filter((job) => job.id !== id);
    setView(saved.length === 0 ? { phase: "empty" } : { ...view, saved });
  };

  if (view.phase === "empty") {
    return (
      <p className="empty-state" role="status">
        {m.jobs_saved_empty({}, locale)} <a href={localizedPath("/job", lang)}>{m.jobs_saved_browse({}, locale)}</a>
      </p>
    );
  }
  if (view.phase === "failed") {
    return (
      <div>
        <p className="notice" role="alert">
          {view.message}{" "}
          <button type="button" className="link-button" onClick={load}>
            {m.jobs_try_again({}, locale)}
          </button>
        </p>
        <ul className="saved-names">
          {view.saved.map((job) => (
            <li key={job.id}>
              <a href={localizedPath(`/jobdetails/${job.id}`, lang)}>
                <JobName job={job} lang={lang} />
              </a>
              {[job.company, job.city].filter(Boolean).length > 0 ? (
                <>
                  {", "}
                  <Ats lang={lang}>{[job.company, job.city].filter(Boolean).join(", ")}</Ats>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (view.phase === "start") return <p role="status" className="saved-status" />;

  const closedCount = view.saved.filter((job) => !view.open.has(job.id)).length;
  return (
    <>
      <p role="status" className="saved-status">
        {closedCount > 0
          ? m.jobs_saved_count_closed({ count: view.saved.length, closed: closedCount }, locale)
          : m.jobs_saved_count({ count: view.saved.length }, locale)}
      </p>
      <ul className="job-grid saved-list">
        {view.saved.map((job) => {
          const card = view.open.get(job.id);
          return (
            <li key={job.id}>
              {card ? (
                <JobCard job={card} today={view.today} headingLevel={2} lang={lang} />
              ) : (
                <ClosedJob job={job} onRemove={remove} lang={lang} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
