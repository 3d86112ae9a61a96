import { z } from "zod";

/**
 * The ATS's job record, validated leniently: every field may be missing,
 * null, empty or oddly typed. Only a usable id and title are required; a
 * record without them is dropped and counted by the refresh.
 */
const looseText = z.union([z.string(), z.number(), z.boolean()]).nullish().catch(null);

export const rawJobSchema = z
  .object({
    id: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ]),
    job_title: z.string().trim().min(1).max(500),
    client: looseText,
    city: z.unknown().optional(),
    country: looseText,
    states: z.unknown().optional(),
    location: looseText,
    zip_code: looseText,
    experience: looseText,
    job_start_date: looseText,
    creation_date: looseText,
    primary_skills: z.unknown().optional(),
    skills: z.unknown().optional(),
    job_description: looseText,
    details: z.object({ summary: looseText, skills: z.unknown().optional() }).passthrough().nullish().catch(null),
    apply_job_without_registration: looseText,
    salary: looseText,
    pay_rate___salary: looseText,
    job_code: looseText,
    remoteOpportunity: looseText,
    industry: looseText,
  })
  .passthrough();

export type RawJob = z.infer<typeof rawJobSchema>;

/** A page of GET /api/jobs. `results` items are validated one by one. */
export const jobsPageSchema = z.object({
  count: z.coerce.number().int().nonnegative().catch(0),
  num_pages: z.coerce.number().int().nonnegative().optional().catch(undefined),
  page_number: z.coerce.number().int().optional().catch(undefined),
  results: z.array(z.unknown()),
});

/** GET /api/skywingsjobs and /api/searchjobs: at least a results array. */
export const resultsSchema = z.object({ results: z.array(z.unknown()) });
