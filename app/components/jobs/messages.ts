import { JOBS_UNAVAILABLE } from "#shared/content/job-messages";

/** What the job list says, shared by the /job route (server) and the job search island (browser). */
export const JOB_MESSAGES = {
  loadFailed: JOBS_UNAVAILABLE,
  searchFailed: "Failed to search jobs. Please try again later.",
  empty: "No jobs found matching your search criteria.",
  offline: "Could not search jobs. Check your connection and try again.",
} as const;

export const LOCATION_MESSAGES = {
  denied: "Location access denied",
  unsupported: "Geolocation not supported",
  failed: "Unable to get location",
} as const;

/** The /job page title before the site name ("nurse in Pune jobs"). */
export function jobListTitle(query: string, location: string): string {
  const filters = [query, location].filter(Boolean).join(" in ");
  return filters ? `${filters} jobs` : "Job list: search jobs across India";
}

/** The /job URL of a search, as the GET form writes it (both boxes empty on page 1: plain /job). */
export function jobListPath(query: string, location: string, page: number): string {
  if (!query && !location && page <= 1) return "/job";
  return `/job?${new URLSearchParams({ page: String(page), query, location }).toString()}`;
}
