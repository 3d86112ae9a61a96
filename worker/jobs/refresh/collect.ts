import { DETAIL_CHUNKS } from "../keys";
import { normalizeJob } from "../normalize";
import type { Job } from "../types";
import { type JobsUpstream, UpstreamError } from "../upstream";

/*
 * Walking the upstream: every page fetched (bounded concurrency) and
 * normalised as it arrives, only the normalised jobs kept (decision 010).
 * The one-invocation refresh walks it all here; a workflow run's page steps
 * use normalizePage on their batch (steps.ts).
 */

export const MAX_PAGES = 600;
const PAGE_CONCURRENCY = 4;
/**
 * Description text a refresh may hold (UTF-16 units, about bytes for the
 * mostly ASCII descriptions): bounds its memory in a 128 MB isolate. Past
 * it the refresh fails as "too_large" and the live snapshot keeps serving.
 */
export const MAX_DESCRIPTION_TOTAL = 32 * 1024 * 1024;

/** The upstream's descriptions would not fit the refresh's memory or KV's value limit. */
export class TooLargeError extends Error {}

export type Normalized = { job: Job; descriptionHtml: string };

/** Description text held so far by one refresh; past MAX_DESCRIPTION_TOTAL the refresh stops. */
export interface Budget {
  used: number;
}

/** Normalises one page's records at once, so its raw body can be dropped. */
export function normalizePage(records: unknown[], budget: Budget): { items: Normalized[]; dropped: number } {
  const items: Normalized[] = [];
  let dropped = 0;
  for (const record of records) {
    const normalized = normalizeJob(record);
    if (!normalized) {
      dropped++;
      continue;
    }
    budget.used += normalized.detail.descriptionHtml.length;
    if (budget.used > MAX_DESCRIPTION_TOTAL) {
      throw new TooLargeError(`the descriptions pass the ${MAX_DESCRIPTION_TOTAL}-character budget`);
    }
    items.push({ job: normalized.job, descriptionHtml: normalized.detail.descriptionHtml });
  }
  return { items, dropped };
}

export function isPastTheEnd(err: unknown): boolean {
  return err instanceof UpstreamError && err.kind === "http" && err.status === 404;
}

/**
 * Fetches pages `first` to `last` with at most PAGE_CONCURRENCY in flight,
 * each normalised as it arrives. A page past the end answering 404 ends the
 * walk there (`end`: the last page kept); page 1 answering 404 is an error
 * like any other.
 */
export async function walkPages(
  upstream: JobsUpstream,
  first: number,
  last: number,
  budget: Budget,
): Promise<{ pages: ({ items: Normalized[]; dropped: number } | undefined)[]; end: number }> {
  const perPage = new Array<{ items: Normalized[]; dropped: number } | undefined>(last - first + 1);
  let end = last;
  let next = first;
  const worker = async () => {
    while (next <= end) {
      const p = next++;
      try {
        perPage[p - first] = normalizePage((await upstream.jobsPage(p)).results, budget);
      } catch (err) {
        if (!isPastTheEnd(err) || p === 1) throw err;
        end = Math.min(end, p - 1);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, last - first + 1) }, worker));
  // Pages past the end that answered before the 404 arrived are not kept.
  return { pages: perPage.slice(0, end - first + 1), end };
}

export interface Collected {
  jobs: Job[];
  details: Record<string, string>[];
  pages: number;
  dropped: number;
  duplicates: number;
  partial?: { promised: number; fetched: number };
  companyJobsKind?: string;
}

/**
 * Walks every page (bounded concurrency), normalising each as it arrives;
 * only normalised jobs are kept, never the pages' bodies. A page past the
 * end answering 404 ends the walk there: what came before is kept and the
 * shortfall recorded.
 */
export async function collect(upstream: JobsUpstream): Promise<Collected> {
  const budget: Budget = { used: 0 };
  const first = await upstream.jobsPage(1);
  const promised = Math.min(Math.max(first.numPages, 1), MAX_PAGES);
  const head = normalizePage(first.results, budget);
  const rest = promised > 1 ? await walkPages(upstream, 2, promised, budget) : { pages: [], end: 1 };
  const kept = [head, ...rest.pages];
  const end = rest.end;
  let dropped = kept.reduce((sum, page) => sum + (page?.dropped ?? 0), 0);

  let companyJobsKind: string | undefined;
  let company: Normalized[] = [];
  try {
    const page = normalizePage(await upstream.companyJobs(), budget);
    company = page.items;
    dropped += page.dropped;
  } catch (err) {
    if (err instanceof TooLargeError) throw err;
    // The main list still carries the company's jobs (matched by name).
    companyJobsKind = err instanceof UpstreamError ? err.kind : "internal";
  }

  const jobs: Job[] = [];
  const details: Record<string, string>[] = Array.from({ length: DETAIL_CHUNKS }, () => ({}));
  const seen = new Set<number>();
  let duplicates = 0;
  for (const items of [...kept.map((page) => page?.items), company]) {
    for (const { job, descriptionHtml } of items ?? []) {
      if (seen.has(job.id)) {
        duplicates++;
        continue;
      }
      seen.add(job.id);
      jobs.push(job);
      details[job.id % DETAIL_CHUNKS][job.id] = descriptionHtml;
    }
  }
  return {
    jobs,
    details,
    pages: end,
    dropped,
    duplicates,
    partial: end < promised ? { promised, fetched: end } : undefined,
    companyJobsKind,
  };
}
