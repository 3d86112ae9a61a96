import { z } from "./zod-mini";

/*
 * Saved jobs (issue 17) live in the visitor's browser only: localStorage
 * holds what was saved, and the server is asked only which of those ids are
 * still open (GET /api/jobs?ids=…). zod/mini because the browser reads both
 * the stored list and the answer through these schemas.
 */

/** The localStorage key; app/enhance/saved-count.ts reads it on every page. */
export const SAVED_JOBS_KEY = "saved-jobs";
/** The most a browser keeps, and the most ids one lookup accepts. */
export const MAX_SAVED_JOBS = 50;

const text = (max: number) => z.string().check(z.maxLength(max));

/** One saved job: its id, and enough to name it once it has closed. */
export const savedJobSchema = z.object({
  id: z.int().check(z.positive()),
  title: text(300),
  company: text(200),
  city: text(200),
  /** ISO time of saving; newest first on /saved. */
  savedAt: text(40),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobsSchema = z.array(savedJobSchema);

/** `ids` of GET /api/jobs: job ids separated by commas, at most MAX_SAVED_JOBS. */
export const jobIdsParamSchema = z.string().check(
  // Each failure is reported once: a later check would only repeat it.
  z.minLength(1, { message: "Give at least one job id.", abort: true }),
  z.maxLength(MAX_SAVED_JOBS * 13, { message: `At most ${MAX_SAVED_JOBS} job ids at a time.`, abort: true }),
  z.regex(/^\d{1,12}(,\d{1,12})*$/, {
    message: "Job ids are whole numbers separated by commas, e.g. 12,34.",
    abort: true,
  }),
  z.refine(
    (value) => value.split(",").every((id) => Number(id) > 0 && Number.isSafeInteger(Number(id))),
    "Job ids are positive whole numbers.",
  ),
  z.refine(
    (value) => new Set(value.split(",").map(Number)).size <= MAX_SAVED_JOBS,
    `At most ${MAX_SAVED_JOBS} job ids at a time.`,
  ),
);

/** The ids in the order given, each once ("012" and "12" are one job). */
export function jobIdsOf(param: string): number[] {
  return [...new Set(param.split(",").map(Number))];
}
