/*
 * Which day a job was "posted" (issue 22): the one rule behind the "Posted"
 * line, the newest-first order, the `posted` filter, `posted_date` in the API
 * and JobPosting's `datePosted`. How that day is written ("Today", "कल") is
 * the pages' business, not this module's.
 *
 *   1. the ATS's creation date, when it gave one;
 *   2. else its start date, when that day had come by the time the site first
 *      saw the job (a job that started on 7 March was posted by 7 March);
 *   3. else the day the site first saw the job.
 *
 * Rule 2 compares with the day first seen, not with today: on the first
 * refresh the two are the same day, and afterwards a job whose start date
 * arrives while it is listed keeps the day it was first shown rather than
 * jumping to the top as if posted anew. A start date still ahead is never a
 * posted day (the job page says "Starts 10 Dec" instead).
 *
 * Dates are ISO days (YYYY-MM-DD), so they compare as strings. Pure: no
 * clock, no I/O.
 */

export interface PostedDayInput {
  createdAt: string | null;
  startDate: string | null;
  /** Null only before a refresh has stamped the job. */
  firstSeen: string | null;
}

/** Where the posted day came from, strongest first (ties on one day go to the stronger). */
export type PostedSource = "created" | "started" | "first_seen" | "none";

export function postedSource({ createdAt, startDate, firstSeen }: PostedDayInput): PostedSource {
  if (createdAt) return "created";
  if (!firstSeen) return "none";
  if (startDate && startDate <= firstSeen) return "started";
  return "first_seen";
}

/** The posted day (YYYY-MM-DD), or null when nothing dates the job yet. */
export function postedDay(job: PostedDayInput): string | null {
  switch (postedSource(job)) {
    case "created":
      return job.createdAt;
    case "started":
      return job.startDate;
    case "first_seen":
      return job.firstSeen;
    default:
      return null;
  }
}

/** Same-day order: a creation date above a start date above the day first seen. */
export function postedRank(job: PostedDayInput): number {
  const source = postedSource(job);
  return source === "created" ? 2 : source === "started" ? 1 : 0;
}
