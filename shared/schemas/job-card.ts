import { z } from "./zod-mini";

/*
 * A job as a card in a list (/job, the home row, a company's openings,
 * related jobs, /saved): the one shape the server renders and the JSON API
 * answers with `view=cards` (worker/api/jobs.ts `toCard`, the only place a
 * job becomes a card). zod/mini because the browser checks the API's cards
 * with it before showing them: it trusts no answer's shape, even ours.
 */
export const jobCardSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  client: z.string(),
  place: z.string(),
  zipCode: z.string(),
  /** Years as the API gives them ("3-5", "3+", "3"), null when the job does not say; shown "3-5 yr". */
  experience: z.nullable(z.string()),
  /** The day the job was posted (never its start date, which can lie ahead: issue 16). */
  postedAt: z.nullable(z.string()),
  /** Yearly pay in lakh when the job says ("₹6-9 LPA" on the card). */
  salary: z.optional(z.nullable(z.object({ min: z.number(), max: z.number() }))),
  remote: z.enum(["remote", "hybrid", "onsite"]),
});

export type JobCardData = z.infer<typeof jobCardSchema>;
