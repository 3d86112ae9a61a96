/**
 * What a visitor or API client is told when no jobs snapshot can be read (a
 * refresh is under way or the upstream is down): the API's 503, the job pages
 * and the home and careers widgets all say the same.
 */
export const JOBS_UNAVAILABLE = "Failed to load jobs. Please try again later.";
