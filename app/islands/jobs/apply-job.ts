import { useEffect, useState } from "react";
import { jobAppliedForText } from "#shared/schemas/resume";
import { z } from "#shared/schemas/zod-mini";

/** The job a visitor came from: its id, and its title once the jobs API has named it. */
export interface JobFromPage {
  id: string;
  label: string | null;
}

const jobAnswer = z.object({ id: z.int().check(z.positive()), job_title: z.string() });

/**
 * Reads `/upload?job=123` (links made before the job pages linked to
 * /jobdetails/123/apply, which renders the job in on the server): the resume
 * form sends the id as `jobId` and fills "Job applied for" with
 * "Title (Job 123)" from /api/jobs/123. /upload is prerendered, so only the
 * browser can read the query string (decision 016).
 */
export function useJobFromPage(): JobFromPage | null {
  const [job, setJob] = useState<JobFromPage | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("job")?.trim() ?? "";
    if (!/^\d{1,12}$/.test(id) || Number(id) === 0) return;
    setJob({ id, label: null });
    const controller = new AbortController();
    fetch(`/api/jobs/${id}`, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: unknown) => {
        const answer = jobAnswer.safeParse(body);
        // Unknown or unreadable: the id alone still ties the resume to the job (the server names it).
        setJob({ id, label: answer.success ? jobAppliedForText(answer.data.job_title, answer.data.id) : `Job ${id}` });
      })
      .catch(() => {
        if (!controller.signal.aborted) setJob({ id, label: `Job ${id}` });
      });
    return () => controller.abort();
  }, []);
  return job;
}
