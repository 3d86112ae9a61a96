import type { JobCardData } from "#app/components/jobs/job-card";
import { z } from "#shared/schemas/zod-mini";

/**
 * The part of /api/searchjobs (worker/api/jobs.ts, in the ATS's field names)
 * that a job card needs, checked before use: the browser trusts no answer's
 * shape, even our own.
 */
const count = z.int().check(z.nonnegative());

const apiJob = z.object({
  id: z.int().check(z.positive()),
  job_title: z.string(),
  client: z.string(),
  city: z.string(),
  states: z.string(),
  country: z.string(),
  zip_code: z.string(),
  experience: z.nullable(z.string()),
  job_start_date: z.nullable(z.string()),
  creation_date: z.nullable(z.string()),
  remoteOpportunity: z.number(),
  // Added by issue 16; optional so an answer cached from before it still reads.
  posted_date: z.optional(z.nullable(z.string())),
  salary_range: z.optional(z.nullable(z.object({ min_lpa: z.number(), max_lpa: z.number() }))),
});

const facet = z.array(z.object({ value: z.string(), label: z.string(), count }));

export const searchAnswer = z.object({
  count,
  num_pages: count,
  page_number: z.int().check(z.positive()),
  results: z.array(apiJob),
  sort: z.optional(z.enum(["relevance", "date"])),
  facets: z.optional(z.object({ experience: facet, salary: facet, work_mode: facet, industry: facet, posted: facet })),
  // What was searched for when the words were read otherwise than typed (issue 32).
  interpreted: z.optional(
    z.nullable(z.object({ query: z.string(), location: z.string(), work_from_home: z.boolean() })),
  ),
});

export const errorAnswer = z.object({
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});

/** An API job as the card the server renders (app/lib/jobs.server.ts toCard). */
export function toCard(job: z.infer<typeof apiJob>): JobCardData {
  return {
    id: job.id,
    title: job.job_title,
    client: job.client,
    place: job.city || job.states || job.country || "India",
    zipCode: job.zip_code,
    // "3-5", "3+", "3" or none: the card words it in the page's language ("3-5 yr", "3-5 साल").
    experience: job.experience,
    // Never the start date, which can lie ahead (issue 16): the API's posted day, else the creation date.
    postedAt: job.posted_date ?? job.creation_date,
    salary: job.salary_range ? { min: job.salary_range.min_lpa, max: job.salary_range.max_lpa } : null,
    remote: job.remoteOpportunity === 1 ? "remote" : job.remoteOpportunity === 2 ? "hybrid" : "onsite",
  };
}
