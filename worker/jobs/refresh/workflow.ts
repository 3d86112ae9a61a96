import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { jobPagesStep, switchStep } from "./last-steps";
import { type BatchResult, beginRun, companyStep, failRun, PAGES_PER_STEP, pagesStep, type RunParams } from "./steps";

/** Each step retries on its own: three more tries, 10 s, 20 s, 40 s apart; 5 minutes at most a try. */
const STEP = { retries: { limit: 3, delay: "10 seconds", backoff: "exponential" }, timeout: "5 minutes" } as const;

/**
 * The jobs refresh as a Cloudflare Workflow (decision 025): the cron only
 * starts it (start.ts); each step stays far inside one
 * invocation's limits (CPU, subrequests, memory) whatever the size of the
 * ATS; a failed step is retried by Workflows; a run that fails for good
 * records why and leaves the live snapshot serving. The steps are in
 * steps.ts and last-steps.ts.
 */
export class JobsRefreshWorkflow extends WorkflowEntrypoint<Env, RunParams> {
  async run(event: Readonly<WorkflowEvent<RunParams>>, step: WorkflowStep) {
    const id = event.instanceId;
    const now = event.payload.now ?? event.timestamp.getTime();
    const per = Math.min(Math.max(Math.trunc(event.payload.pagesPerStep ?? PAGES_PER_STEP), 1), 200);
    const begun = await step.do("begin", STEP, () => beginRun(this.env, id, now));
    if (begun.busy) return { ok: false, kind: "busy" };
    const batches: BatchResult[] = [];
    try {
      for (let first = 1; first <= begun.pages; first += per) {
        const last = Math.min(begun.pages, first + per - 1);
        const batch = batches.length;
        const result = await step.do(`pages ${first}-${last}`, STEP, () =>
          pagesStep(this.env, id, begun, batch, first, last, now),
        );
        batches.push(result);
        if (result.end) break;
      }
      const companyBatch = batches.length;
      batches.push(await step.do("company jobs", STEP, () => companyStep(this.env, begun, companyBatch, now)));
      const pages = await step.do("job pages", STEP, () => jobPagesStep(this.env, begun, batches));
      const status = await step.do("switch", STEP, () =>
        switchStep(this.env, id, begun, batches, now, event.payload.force === true, pages),
      );
      return { ok: status.ok, kind: status.kind, jobs: status.jobs, held: status.held !== undefined };
    } catch (err) {
      // A step failed after its retries: record it, delete what this run wrote, free the lock.
      const count = batches.length + 1;
      await step.do("fail", STEP, () => failRun(this.env, id, begun, count, err, now));
      throw err;
    }
  }
}
