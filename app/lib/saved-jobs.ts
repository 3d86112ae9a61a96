import { MAX_SAVED_JOBS, SAVED_JOBS_KEY, type SavedJob, savedJobSchema } from "#shared/schemas/saved-jobs";

/*
 * The saved-jobs list in this browser's localStorage (issue 17). Nothing
 * here talks to the server. Every change fires SAVED_JOBS_EVENT on window
 * (other tabs see the `storage` event instead) so the header count and the
 * page's Save buttons follow.
 */

export const SAVED_JOBS_EVENT = "saved-jobs-change";

/** The stored list, newest first; an entry that does not parse is left out, never trusted. */
export function readSavedJobs(): SavedJob[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const jobs: SavedJob[] = [];
  for (const item of raw) {
    const parsed = savedJobSchema.safeParse(item);
    if (parsed.success && !jobs.some((job) => job.id === parsed.data.id)) jobs.push(parsed.data);
  }
  return jobs;
}

/** Writes the list; false when the browser refuses (storage off or full), so the control can say so. */
function writeSavedJobs(jobs: SavedJob[]): boolean {
  try {
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(jobs));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(SAVED_JOBS_EVENT));
  return true;
}

export type SaveOutcome = "saved" | "removed" | "full" | "failed";

/** Saves the job, or removes it when it is saved already. */
export function toggleSavedJob(job: Omit<SavedJob, "savedAt">, now = new Date()): SaveOutcome {
  const jobs = readSavedJobs();
  if (jobs.some((saved) => saved.id === job.id)) {
    return writeSavedJobs(jobs.filter((saved) => saved.id !== job.id)) ? "removed" : "failed";
  }
  if (jobs.length >= MAX_SAVED_JOBS) return "full";
  const entry = savedJobSchema.safeParse({
    id: job.id,
    // Only a name for a closed job: a long title is cut rather than refused.
    title: job.title.slice(0, 300),
    company: job.company.slice(0, 200),
    city: job.city.slice(0, 200),
    savedAt: now.toISOString(),
  });
  if (!entry.success) return "failed";
  return writeSavedJobs([entry.data, ...jobs]) ? "saved" : "failed";
}

export function removeSavedJob(id: number): boolean {
  return writeSavedJobs(readSavedJobs().filter((saved) => saved.id !== id));
}
