/*
 * The jobs' KV keys (binding JOBS_KV), all in one place. Shared with the
 * command line (scripts/ops/jobs.mjs imports this file with Node's type
 * stripping), so the two can never disagree. No imports: the script runs
 * outside the Worker's build.
 *
 *   jobs:meta                 which version is live, its source and age
 *   jobs:index:{version}      every job without its description (list, search): the index's
 *                             first shard (the newest jobs), which names how many there are
 *   jobs:index:{version}:{k}  the index's other shards (k = 1, 2, …): none larger than 5 MiB
 *   jobs:details:{v}:{n}      descriptions, in 16 chunks by id (or, from a workflow run,
 *                             one chunk per batch of pages: the index names each job's)
 *   jobs:front:{version}      the newest jobs and the whole list's facet counts (front.ts)
 *   jobs:jobpage:{v}:{n}      job n of every N: its record and its related jobs (job-pages.ts)
 *   jobs:status               the last refresh's outcome, success or not
 *   jobs:retired              versions switched out, each with a delete-after time
 *   jobs:damaged              a stored value a request could not read (cleared by the next refresh)
 *   jobs:accept-shrink        set by `npm run jobs -- --accept-shrink`: the next refresh may shrink
 *   jobs:refresh-lock         held by the one refresh running (cron or background), released at its end
 *   jobs:run                  the last workflow run's progress (refresh/steps.ts)
 *   jobs:stage:{v}:{part}     a workflow run's staged batches, deleted by its last step
 */

export const META_KEY = "jobs:meta";
export const STATUS_KEY = "jobs:status";
export const LOCK_KEY = "jobs:refresh-lock";
export const RETIRED_KEY = "jobs:retired";
export const DAMAGED_KEY = "jobs:damaged";
export const RUN_KEY = "jobs:run";

/** Set by `npm run jobs -- --accept-shrink`: the next refresh may shrink past the guard. */
export const ACCEPT_SHRINK_KEY = "jobs:accept-shrink";

/** The KV key of shard `k` of a version's index (shard 0 keeps the key a single index always had). */
export function indexShardKey(version: string, k: number): string {
  return k === 0 ? `jobs:index:${version}` : `jobs:index:${version}:${k}`;
}

/** Description chunks of a one-invocation refresh: a job's is `id % DETAIL_CHUNKS`. */
export const DETAIL_CHUNKS = 16;

/** The KV key of a version's description chunk `n`. */
export function detailsKey(version: string, n: number): string {
  return `jobs:details:${version}:${n}`;
}

/** The KV key of a version's front value (front.ts). */
export function frontKey(version: string): string {
  return `jobs:front:${version}`;
}

/** The KV key of a version's job-page value `n` (job-pages.ts). */
export function jobPageKey(version: string, n: number): string {
  return `jobs:jobpage:${version}:${n}`;
}

/** The KV key of a workflow run's staged part (its first-seen days, or batch k). */
export function stageKey(version: string, part: string | number): string {
  return `jobs:stage:${version}:${part}`;
}
