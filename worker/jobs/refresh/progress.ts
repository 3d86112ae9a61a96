import { z } from "zod";
import { RUN_KEY } from "../keys";

/*
 * A workflow run's progress (jobs:run): where it is, or how it ended, for
 * /api/health and /staff/jobs (decision 025). For people watching: a
 * failure to record it never stops the run.
 */

const runSchema = z.object({
  id: z.string(),
  state: z.enum(["running", "done", "failed", "busy"]),
  startedAt: z.number(),
  updatedAt: z.number(),
  version: z.string().optional(),
  pagesDone: z.number().int().nonnegative(),
  pagesTotal: z.number().int().nonnegative(),
  jobs: z.number().int().nonnegative(),
  step: z.string().optional(),
  kind: z.string().optional(),
});
export type RunProgress = z.infer<typeof runSchema>;

/** The last (or current) workflow run's progress; null when none or unreadable. */
export async function readRun(env: Env): Promise<RunProgress | null> {
  try {
    const text = await env.JOBS_KV.get(RUN_KEY);
    if (text === null) return null;
    const parsed = runSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function writeRun(env: Env, run: RunProgress) {
  try {
    await env.JOBS_KV.put(RUN_KEY, JSON.stringify({ ...run, updatedAt: Date.now() }));
  } catch (err) {
    // Progress is for people watching; the run itself goes on.
    console.error("jobs run: could not record progress", err);
  }
}

export async function updateRun(env: Env, id: string, change: Partial<RunProgress>) {
  const run = await readRun(env);
  if (!run || run.id !== id) return;
  await writeRun(env, { ...run, ...change });
}
