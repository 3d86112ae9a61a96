import { postedDay, postedRank } from "./posted-day";
import type { Job } from "./types";

// What both the index (store) and the search order and compare jobs by. Kept
// apart from both so the index does not import the search that reads it.

/** Sort key: the posted day (posted-day.ts) as a number (YYYYMMDD), 0 when unknown. */
export function postedKey(job: Job): number {
  const day = postedDay(job);
  return day ? Number(day.replaceAll("-", "")) : 0;
}

/**
 * Newest first by the posted day (posted-day.ts: creation date, else a start
 * date already come when first seen, else the day first seen); on the same
 * day a creation date, then a start date, before the day first seen; then
 * the higher id. A job with no posted day sorts last.
 */
export function sortNewest(jobs: Job[]): Job[] {
  return jobs
    .map((job) => ({ job, posted: postedKey(job), rank: postedRank(job) }))
    .sort((a, b) => b.posted - a.posted || b.rank - a.rank || b.job.id - a.job.id)
    .map((e) => e.job);
}

const STOP_WORDS = new Set(["and", "or", "of", "the", "for", "in", "at", "to", "an", "with", "cum"]);

/** The words of a job title that say what the job is: lower-cased, no stop words or one-letter words. */
export function titleWords(title: string): string[] {
  const words = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)))];
}
