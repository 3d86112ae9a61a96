import type { Lang } from "#shared/i18n/lang";
import { jobCardSchema } from "#shared/schemas/job-card";
import { FILTER_KEYS, type FilterKey } from "#shared/schemas/job-filters";
import { z } from "#shared/schemas/zod-mini";

/**
 * The part of /api/searchjobs?view=cards and /api/jobs?ids=…&view=cards
 * (worker/api/jobs.ts) that the islands read, checked before use: the
 * browser trusts no answer's shape, even our own. The cards are the server's
 * own (toCard), so nothing here maps a job into a card.
 */
const count = z.int().check(z.nonnegative());

const facet = z.array(z.object({ value: z.string(), label: z.string(), count }));

export const searchAnswer = z.object({
  count,
  num_pages: count,
  page_number: z.int().check(z.positive()),
  cards: z.array(jobCardSchema),
  sort: z.optional(z.enum(["relevance", "date"])),
  // One list of options per filter of the registry.
  facets: z.optional(
    z.object(Object.fromEntries(FILTER_KEYS.map((key) => [key, facet])) as Record<FilterKey, typeof facet>),
  ),
  // The search said back in the page's language (shared/lib/search-echo.ts SaidSearch).
  echo: z.optional(
    z.object({ query: z.string(), location: z.string(), title: z.string(), line: z.nullable(z.string()) }),
  ),
});

export const errorAnswer = z.object({
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
});

/**
 * The query string asking for cards: `view=cards` after the search's own
 * parameters, and the page's language (`lang`, but for English) that the
 * answer says the search back in.
 */
export function cardsQuery(params: URLSearchParams, lang: Lang = "en"): string {
  const asked = new URLSearchParams(params);
  asked.set("view", "cards");
  if (lang !== "en") asked.set("lang", lang);
  return asked.toString();
}
