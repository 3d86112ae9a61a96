import type { Job } from "./types";

// What both the index (store) and the search order and compare jobs by. Kept
// apart from both so the index does not import the search that reads it.

/** Sort key: posted date as a number (YYYYMMDD), 0 when unknown. */
export function postedKey(job: Job): number {
  return job.postedAt ? Number(job.postedAt.replaceAll("-", "")) : 0;
}

/**
 * Newest first by creation date, else the day the site first saw the job;
 * on the same day a job with a real creation date first; then the higher id.
 * A job with neither date sorts last.
 */
export function sortNewest(jobs: Job[]): Job[] {
  return jobs
    .map((job) => ({ job, posted: postedKey(job), created: job.createdAt ? 1 : 0 }))
    .sort((a, b) => b.posted - a.posted || b.created - a.created || b.job.id - a.job.id)
    .map((e) => e.job);
}

const STOP_WORDS = new Set(["and", "or", "of", "the", "for", "in", "at", "to", "an", "with", "cum"]);

/** The words of a job title that say what the job is: lower-cased, no stop words or one-letter words. */
export function titleWords(title: string): string[] {
  const words = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)))];
}
