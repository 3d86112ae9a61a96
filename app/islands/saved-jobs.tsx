import { useCallback, useEffect, useState } from "react";
import { JobCard, type JobCardData } from "#app/components/jobs/job-card";
import { readSavedJobs, removeSavedJob } from "#app/lib/saved-jobs";
import { todayInIndia } from "#shared/lib/dates";
import { type SavedJob, savedJobSchema } from "#shared/schemas/saved-jobs";
import { z } from "#shared/schemas/zod-mini";
import { searchAnswer, toCard } from "./jobs/api";

/**
 * /saved (issue 17): the jobs saved in this browser, looked up by id through
 * GET /api/jobs?ids=…; a job no longer listed is shown as closed under the
 * name it was saved with, never dropped. The server cannot know the ids, so
 * it renders only the empty status; everything here happens after hydration.
 */
const lookupAnswer = z.object({
  results: searchAnswer.shape.results,
  closed: z.array(savedJobSchema.shape.id),
});

type View =
  | { phase: "start" }
  | { phase: "empty" }
  | { phase: "ready"; saved: SavedJob[]; open: Map<number, JobCardData>; today: string }
  | { phase: "failed"; saved: SavedJob[]; message: string };

async function lookUp(saved: SavedJob[]): Promise<View> {
  const ids = saved.map((job) => job.id).join(",");
  let response: Response;
  try {
    response = await fetch(`/api/jobs?ids=${ids}`, { headers: { Accept: "application/json" } });
  } catch {
    return { phase: "failed", saved, message: "Could not reach the site to check your saved jobs. Are you online?" };
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = lookupAnswer.safeParse(body);
  if (!response.ok || !parsed.success) {
    return {
      phase: "failed",
      saved,
      message:
        response.status === 503
          ? "The job list is being refreshed. Please try again in a minute."
          : "Could not check which of your saved jobs are still open.",
    };
  }
  const open = new Map(parsed.data.results.map((job) => [job.id, toCard(job)]));
  return { phase: "ready", saved, open, today: todayInIndia() };
}

function ClosedJob({ job, onRemove }: { job: SavedJob; onRemove: (id: number) => void }) {
  return (
    <article className="job-card job-card--closed">
      <h2 className="job-card-title">{job.title || `Job ${job.id}`}</h2>
      <ul className="job-card-facts">
        {job.company ? <li>{job.company}</li> : null}
        {job.city ? <li>{job.city}</li> : null}
      </ul>
      <p className="job-closed-note">
        <span className="job-tag job-tag--closed">Closed</span> This job is no longer open.
      </p>
      <button type="button" className="job-action" aria-label={`Remove ${job.title}`} onClick={() => onRemove(job.id)}>
        Remove
      </button>
    </article>
  );
}

export default function SavedJobs() {
  const [view, setView] = useState<View>({ phase: "start" });

  const load = useCallback(() => {
    const saved = readSavedJobs();
    if (saved.length === 0) return setView({ phase: "empty" });
    setView({ phase: "start" });
    void lookUp(saved).then(setView);
  }, []);
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
        You have not saved any jobs in this browser yet. Press Save on a job to keep it here.{" "}
        <a href="/job">Browse jobs</a>
      </p>
    );
  }
  if (view.phase === "failed") {
    return (
      <div>
        <p className="notice" role="alert">
          {view.message}{" "}
          <button type="button" className="link-button" onClick={load}>
            Try again
          </button>
        </p>
        <ul className="saved-names">
          {view.saved.map((job) => (
            <li key={job.id}>
              <a href={`/jobdetails/${job.id}`}>{job.title || `Job ${job.id}`}</a>
              {[job.company, job.city].filter(Boolean).length > 0
                ? `, ${[job.company, job.city].filter(Boolean).join(", ")}`
                : ""}
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
        {`${view.saved.length} saved ${view.saved.length === 1 ? "job" : "jobs"}`}
        {closedCount > 0 ? `, ${closedCount} no longer open` : ""}.
      </p>
      <ul className="job-grid saved-list">
        {view.saved.map((job) => {
          const card = view.open.get(job.id);
          return (
            <li key={job.id}>
              {card ? (
                <JobCard job={card} today={view.today} headingLevel={2} />
              ) : (
                <ClosedJob job={job} onRemove={remove} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
