import {
  EXPERIENCE_OPTIONS,
  FILTERS,
  type Filter,
  type FilterValues,
  JOB_SEARCH_PARAMS,
  POSTED_OPTIONS,
  SALARY_BANDS,
  WORK_MODES,
} from "./job-filters";
import { JOB_SEARCH_LIMITS } from "./job-search-limits";
import { z } from "./zod";

export { EXPERIENCE_OPTIONS, JOB_SEARCH_LIMITS, JOB_SEARCH_PARAMS, POSTED_OPTIONS, SALARY_BANDS, WORK_MODES };

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

export const SORTS = ["relevance", "date"] as const;

/**
 * A filter's check, from its entry in the registry (./job-filters.ts); its
 * message is the catalog's English sentence, which a page in another
 * language says in its own (app/islands/jobs/job-search.tsx fieldError).
 */
function filterField(filter: Filter) {
  const error = filter.invalid({}, { locale: "en" });
  switch (filter.kind) {
    case "years":
      return z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, error)
        .transform(Number)
        .pipe(z.number().int().min(0).max(filter.max, error))
        .optional();
    case "option":
      return z.enum(filter.options.map((o) => o.value) as [string, ...string[]], { error }).optional();
    case "name":
      return z.string().trim().max(filter.maxLength, error).optional();
  }
}

export const jobSearchSchema = z.object({
  query: term.default(""),
  location: term.default(""),
  page: page.optional().transform((p) => p ?? 1),
  ...Object.fromEntries(FILTERS.map((filter) => [filter.key, filterField(filter)])),
  sort: z.enum(SORTS, { error: "Sort by relevance or date." }).optional(),
});

/** A search as the schema reads it: text, location, page, the registry's filters and the order. */
export type JobSearch = {
  query: string;
  location: string;
  page: number;
  sort?: (typeof SORTS)[number];
} & FilterValues;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string[]> };

/** Reads ?query=&location=&page= and the filters (empty values mean "not set"; unknown keys are ignored). */
export function parseJobSearch(params: URLSearchParams): ParseResult<JobSearch> {
  const raw: Record<string, string> = {};
  for (const key of JOB_SEARCH_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = jobSearchSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data as JobSearch };
  return { ok: false, fields: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> };
}

/** A job id in a URL: digits only. */
export function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
