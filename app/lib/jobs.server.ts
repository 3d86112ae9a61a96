/*
 * The jobs service as route loaders use it. Server-only (*.server.ts): the
 * browser bundle never includes the Worker's jobs code.
 */

/** A job as a card: one function for the pages and the API's `view=cards` (worker/api/jobs.ts). */
export { experienceYears, toCard } from "#worker/api/jobs";
export { echoSearch, type SearchEcho } from "#worker/jobs/search/echo";
export { companyJobs, findJobs, getJob, jobDays, latestJobs, relatedJobs } from "#worker/jobs/service";
export { SnapshotUnavailableError } from "#worker/jobs/snapshot";
export type { Job } from "#worker/jobs/types";

/** Jobs pages are rendered per request: short shared caching, revalidated in the background. */
export const JOB_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
