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

export const jobSearchSchema = z.object({
  query: term.default(""),
  location: term.default(""),
  page: page.optional().transform((p) => p ?? 1),
});

export type JobSearch = z.infer<typeof jobSearchSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string[]> };

/** Reads ?query=&location=&page= (empty values mean "not set"). */
export function parseJobSearch(params: URLSearchParams): ParseResult<JobSearch> {
  const raw: Record<string, string> = {};
  for (const key of ["query", "location", "page"] as const) {
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
