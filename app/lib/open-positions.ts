import type { JobCardData } from "#app/components/jobs/job-card";

export const OPENINGS_STEP = 5;

/** Careers page filters: text over title or client, location over city or PIN code. */
export function filterOpenings(jobs: JobCardData[], text: string, location: string): JobCardData[] {
  const t = text.trim().toLowerCase();
  const l = location.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (!t || job.title.toLowerCase().includes(t) || job.client.toLowerCase().includes(t)) &&
      (!l || job.place.toLowerCase().includes(l) || job.zipCode.includes(l)),
  );
}

/** How many openings to show: ?show=N, in steps of 5, at least 5. */
export function parseShown(value: string | null): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < OPENINGS_STEP) return OPENINGS_STEP;
  return Math.min(n - (n % OPENINGS_STEP), 1000);
}
