import { z } from "zod";
import { frontKey, indexShardKey, RETIRED_KEY } from "./keys";
import { readChecked, readMetaChecked } from "./store/values";
import { keysUnder } from "./store/versions";

/*
 * Retired versions (decision 010): KV reads are cached for up to about a
 * minute at other locations, so a version switched out is listed in
 * jobs:retired with a delete-after time and deleted by whichever refresh
 * runs after that, never while it is live. Touches only KV.
 */

/** A switched-out version stays readable this long: KV reads are cached for up to a minute elsewhere. */
export const KEEP_RETIRED_MS = 10 * 60_000;

const retiredSchema = z.array(z.object({ version: z.string().min(1), deleteAfter: z.number() }));
type Retired = z.infer<typeof retiredSchema>;

async function readRetired(env: Env): Promise<Retired> {
  return (await readChecked(env, RETIRED_KEY, retiredSchema)).value ?? [];
}

/** Lists a version switched out, to be deleted KEEP_RETIRED_MS from `now`. */
export async function retire(env: Env, version: string, now: number) {
  const retired = (await readRetired(env)).filter((r) => r.version !== version);
  retired.push({ version, deleteAfter: now + KEEP_RETIRED_MS });
  await env.JOBS_KV.put(RETIRED_KEY, JSON.stringify(retired));
}

/**
 * Keys one refresh deletes at most (KV allows 1,000 operations an
 * invocation, and the refresh's own work needs some): versions past it wait,
 * still listed, for the next refresh.
 */
const DELETE_BUDGET = 400;

/** Deletes the retired versions whose time is up (never the live one), as many as DELETE_BUDGET allows. */
export async function deleteDueVersions(env: Env, now: number) {
  const retired = await readRetired(env);
  if (retired.length === 0) return;
  const live = (await readMetaChecked(env)).value?.version;
  const due = retired.filter((r) => r.deleteAfter <= now && r.version !== live);
  if (due.length === 0) return;
  const deleted: typeof due = [];
  let budget = DELETE_BUDGET;
  for (const r of due) {
    const keys = await versionKeys(env, r.version);
    // The first version due always goes, whatever its size; the others while they fit.
    if (deleted.length > 0 && keys.length > budget) break;
    await Promise.all(keys.map((key) => env.JOBS_KV.delete(key)));
    budget -= keys.length;
    deleted.push(r);
  }
  const kept = retired.filter((r) => !deleted.includes(r));
  await env.JOBS_KV.put(RETIRED_KEY, JSON.stringify(kept));
}

/** Every key of a version: its index shards, description chunks and job-page values (how many depends on the version), and front. */
export async function versionKeys(env: Env, version: string): Promise<string[]> {
  const keys = [indexShardKey(version, 0), frontKey(version)];
  for (const prefix of [`jobs:index:${version}:`, `jobs:details:${version}:`, `jobs:jobpage:${version}:`])
    keys.push(...(await keysUnder(env, prefix)));
  return keys;
}
