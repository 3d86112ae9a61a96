import { JOB_SEARCH_LIMITS } from "./job-search-limits";
import { z } from "./zod";

export { JOB_SEARCH_LIMITS };

const term = z
  .string()
  .max(JOB_SEARCH_LIMITS.maxTermLength, `Use at most ${JOB_SEARCH_LIMITS.maxTermLength} characters.`)
  .transform((v) => v.trim().replace(/\s+/g, " "));

const page = z
  .string()
  .trim()
  .regex(/^\d+$/, "Page must be a whole number.")
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, "Page must be 1 or more.")
      .max(JOB_SEARCH_LIMITS.maxPage, `Page must be at most ${JOB_SEARCH_LIMITS.maxPage}.`),
  );

/*
 * The filters of /job and /api/searchjobs (issue 16). Each has fixed options
 * (the facet lists, in this order) except experience (any whole number of
 * years) and industry (the industries the jobs carry).
 */

/** Seeker's years: a job matches when they fall in its min-max. */
export const EXPERIENCE_OPTIONS = [
  { value: "0", label: "Fresher" },
  { value: "1", label: "1 year" },
  { value: "2", label: "2 years" },
  { value: "3", label: "3 years" },
  { value: "5", label: "5 years" },
  { value: "7", label: "7 years" },
  { value: "10", label: "10 years" },
  { value: "15", label: "15+ years" },
] as const;

/** Yearly salary bands in lakh (LPA): a job matches a band its range overlaps. */
export const SALARY_BANDS = [
  { value: "0-3", label: "0-3 LPA", min: 0, max: 3 },
  { value: "3-6", label: "3-6 LPA", min: 3, max: 6 },
  { value: "6-10", label: "6-10 LPA", min: 6, max: 10 },
  { value: "10-15", label: "10-15 LPA", min: 10, max: 15 },
  { value: "15-25", label: "15-25 LPA", min: 15, max: 25 },
  { value: "25+", label: "25+ LPA", min: 25, max: Number.POSITIVE_INFINITY },
] as const;

export const WORK_MODES = [
  { value: "office", label: "Work from office" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;

/** Posted within the last N days (India's date; "24 hours" is today and yesterday). */
export const POSTED_OPTIONS = [
  { value: "1", label: "Last 24 hours", days: 1 },
  { value: "3", label: "Last 3 days", days: 3 },
  { value: "7", label: "Last 7 days", days: 7 },
  { value: "30", label: "Last 30 days", days: 30 },
] as const;

export const SORTS = ["relevance", "date"] as const;

type Values<T extends readonly { value: string }[]> = T[number]["value"];
const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]];

const experience = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, "Experience must be a whole number of years (0 to 60).")
  .transform(Number)
  .pipe(z.number().int().min(0).max(60, "Experience must be at most 60 years."));

export const jobSearchSchema = z.object({
  query: term.default(""),
  location: term.default(""),
  page: page.optional().transform((p) => p ?? 1),
  experience: experience.optional(),
  salary: z
    .enum(valuesOf(SALARY_BANDS), { error: "Choose a salary band: 0-3, 3-6, 6-10, 10-15, 15-25 or 25+." })
    .optional(),
  work_mode: z.enum(valuesOf(WORK_MODES), { error: "Choose a work mode: office, hybrid or remote." }).optional(),
  industry: z.string().trim().max(80, "Use at most 80 characters.").optional(),
  posted: z.enum(valuesOf(POSTED_OPTIONS), { error: "Choose posted within 1, 3, 7 or 30 days." }).optional(),
  sort: z.enum(SORTS, { error: "Sort by relevance or date." }).optional(),
});

export type JobSearch = z.infer<typeof jobSearchSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string[]> };

export const JOB_SEARCH_PARAMS = [
  "query",
  "location",
  "page",
  "experience",
  "salary",
  "work_mode",
  "industry",
  "posted",
  "sort",
] as const;

/** Reads ?query=&location=&page= and the filters (empty values mean "not set"; unknown keys are ignored). */
export function parseJobSearch(params: URLSearchParams): ParseResult<JobSearch> {
  const raw: Record<string, string> = {};
  for (const key of JOB_SEARCH_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = jobSearchSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
}

/** A job id in a URL: digits only. */
export function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
