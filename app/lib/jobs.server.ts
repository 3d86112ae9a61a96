/*
 * The jobs service as route loaders use it. Server-only (*.server.ts): the
 * browser bundle never includes the Worker's jobs code.
 */
export { companyJobs, findJobs, getJob, jobDays, latestJobs, relatedJobs } from "#worker/jobs/service";
export { SnapshotUnavailableError } from "#worker/jobs/snapshot";
export type { Job } from "#worker/jobs/types";

import type { JobCardData } from "#app/components/jobs/job-card";
import { salaryRange } from "#worker/api/jobs";
import type { Job } from "#worker/jobs/types";

/** A job's years as the API writes them: "3-5", "3+", "3", or null when it does not say. */
export function experienceYears(job: Job): string | null {
  const { min, max } = job.experience;
  if (min === null) return null;
  if (max === null) return `${min}+`;
  return max === min ? String(min) : `${min}-${max}`;
}

/** The few fields a job card shows: what crosses to the browser for lists. */
export function toCard(job: Job): JobCardData {
  const salary = salaryRange(job);
  return {
    id: job.id,
    title: job.title,
    client: job.client,
    place: job.city || job.state || job.country || "India",
    zipCode: job.zipCode,
    experience: experienceYears(job),
    postedAt: job.postedAt,
    salary: salary ? { min: salary.min_lpa, max: salary.max_lpa } : null,
    remote: job.remote,
  };
}

/** Jobs pages are rendered per request: short shared caching, revalidated in the background. */
export const JOB_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
