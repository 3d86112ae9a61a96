import { buildOf, type Front, readFront, writeFrontOnceLoaded } from "./front";
import { decodeJobPage, type JobPage, jobPageOf } from "./job-pages";
import { jobPageKey } from "./keys";
import { getSnapshot, holdsSnapshot, type LoadedSnapshot, liveSnapshotMeta, type Waiter } from "./snapshot";
import type { SnapshotMeta } from "./store/values";

/*
 * What one request reads of the jobs (decision 035). The isolate's snapshot
 * is shared by every request (snapshot.ts); what a request served, and the
 * work it leaves for after its response, are the request's own, so they
 * live here and not in module state:
 *
 *   - `servedVersion`: the snapshot version this request's answer was made
 *     from (the whole index's, or a front's). The page cache stores a page
 *     only under that version's key (worker/http/page-cache.ts).
 *   - after-response work (a front answer's load of the whole index) goes to
 *     `ctx.waitUntil` where it is made, behind the request's response: the
 *     Worker opens that gate when its answer is made (worker/app.ts), so the
 *     shards are parsed after the render, never while it runs.
 *
 * There is one reader per request: `jobsReader(env, ctx)` finds it by the
 * request's ExecutionContext, which every handler, loader and action is
 * already given, so the jobs service keeps its (env, ctx) signatures. A
 * reader made outside a request the Worker answers (the cron, the queue,
 * tests calling the service) has no response to wait for: its gate is open.
 */

export class JobsReader {
  /** The snapshot version this request's answer was made from; undefined until it reads one. */
  servedVersion: string | undefined;
  private readonly responded: Promise<void>;
  private openGate: () => void = () => {};
  /** The job-page values this request read, by job id (a job page asks for its job and its related jobs). */
  private readonly pages = new Map<number, Promise<ReadJobPage | "absent" | null>>();
  private loadQueued = false;

  constructor(
    readonly env: Env,
    readonly ctx: Waiter,
    afterResponse: boolean,
  ) {
    this.responded = afterResponse
      ? new Promise((resolve) => {
          this.openGate = resolve;
        })
      : Promise.resolve();
  }

  /** The request's answer is made: work it put off starts now. */
  responseMade() {
    this.openGate();
  }

  /** Runs `work` once the response is made, kept alive by the request's waitUntil. */
  afterResponse(work: () => Promise<unknown>) {
    this.ctx.waitUntil(this.responded.then(work));
  }

  /** The live snapshot, from the isolate (snapshot.ts getSnapshot); the request served its version. */
  async snapshot(now = Date.now()): Promise<LoadedSnapshot> {
    const snapshot = await getSnapshot(this.env, this.ctx, now);
    this.servedVersion = snapshot.meta.version;
    return snapshot;
  }

  /** The live meta, cheaply (snapshot.ts liveSnapshotMeta): what the page cache keys by. */
  liveMeta(now = Date.now()): Promise<SnapshotMeta | null> {
    return liveSnapshotMeta(this.env, this.ctx, now);
  }

  /**
   * The live snapshot's front (front.ts), when this isolate holds no index
   * yet and the snapshot is stored in more than one value; null otherwise
   * (the caller then reads the whole index with snapshot(), which also says
   * what is wrong when nothing can be read). When the front answers, the
   * whole index loads once the response is made, so this isolate's next
   * request has it; when there is no readable front, the caller's load
   * writes one afterwards.
   */
  async front(now = Date.now()): Promise<Front | null> {
    if (holdsSnapshot()) return null;
    // What the page cache read for this request's key, when it did (no second read of jobs:meta).
    const meta = await this.liveMeta(now);
    if (!meta || (meta.shards ?? 1) < 2) return null;
    const build = buildOf(this.env);
    const front = await readFront(this.env, meta, build);
    if (!front) {
      writeFrontOnceLoaded(this.env, this.ctx, meta.version, build, now, (work) => this.afterResponse(work));
      return null;
    }
    this.servedVersion = meta.version;
    this.loadAfterResponse();
    return front;
  }

  /**
   * Job `id`'s page from its job-page value (job-pages.ts), when this
   * isolate holds no index yet and the live version has such values: its
   * record, description chunk and related jobs, or "absent" when it is not
   * listed. null otherwise (missing, unreadable, or no values): the caller
   * reads the whole index. As after a front answer, the whole index loads
   * once the response is made. Read once per request.
   */
  jobPage(id: number, now = Date.now()): Promise<ReadJobPage | "absent" | null> {
    let page = this.pages.get(id);
    if (!page) {
      page = this.readJobPage(id, now);
      this.pages.set(id, page);
    }
    return page;
  }

  private async readJobPage(id: number, now: number): Promise<ReadJobPage | "absent" | null> {
    if (holdsSnapshot()) return null;
    const meta = await this.liveMeta(now);
    if (!meta?.pages) return null;
    const key = jobPageKey(meta.version, jobPageOf(id, meta.pages));
    let text: string | null = null;
    try {
      text = await this.env.JOBS_KV.get(key);
    } catch (err) {
      console.error("jobs: could not read a job-page value; reading the whole index", err);
    }
    const page = text === null ? null : decodeJobPage(text, meta.pages, id);
    if (page === null) {
      if (text !== null) console.error(`jobs: job-page value ${key} does not read; reading the whole index`);
      return null;
    }
    this.servedVersion = meta.version;
    this.loadAfterResponse();
    return page === "absent" ? page : { ...page, meta };
  }

  /** A new isolate that answered from a small value loads the whole index once the response is made. */
  private loadAfterResponse() {
    if (this.loadQueued) return;
    this.loadQueued = true;
    this.afterResponse(() =>
      getSnapshot(this.env, this.ctx).then(
        () => {},
        (err) => console.error("jobs: loading the whole index after the response failed", err),
      ),
    );
  }
}

/** A job's page from its job-page value, with the snapshot it belongs to. */
export type ReadJobPage = JobPage & { meta: SnapshotMeta };

// Each request's reader, by its ExecutionContext (one object per request).
const readers = new WeakMap<Waiter, JobsReader>();

/** This request's jobs reader (made on first use, its after-response gate open: see the top of this file). */
export function jobsReader(env: Env, ctx: Waiter): JobsReader {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = new JobsReader(env, ctx, false);
    readers.set(ctx, reader);
  }
  return reader;
}

/** The reader of a request the Worker answers: its after-response work waits for `responseMade()`. */
export function openRequestReader(env: Env, ctx: Waiter): JobsReader {
  const reader = new JobsReader(env, ctx, true);
  readers.set(ctx, reader);
  return reader;
}
