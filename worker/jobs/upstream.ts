import { BodyTooLargeError, readCappedText } from "#worker/http/body";
import embedded from "./data/embedded-jobs.json";
import { parseDate } from "./normalize";
import { jobsPageSchema, resultsSchema } from "./schema";

/** Why an upstream call failed: each is recorded by the refresh and shown by /api/health. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "network" | "http" | "unauthorized" | "rate-limited" | "malformed" | "too-large",
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface UpstreamPage {
  count: number;
  numPages: number;
  results: unknown[];
}

/** The ATS contract the refresh walks. */
export interface JobsUpstream {
  /** "embedded" or the ATS base URL: a snapshot from another source is never served. */
  readonly source: string;
  jobsPage(page: number): Promise<UpstreamPage>;
  companyJobs(): Promise<unknown[]>;
}

export const EMBEDDED_SOURCE = "embedded";
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 8_000;

/** The agency's ATS over HTTP: a timeout on every call, typed failures. */
export class HttpUpstream implements JobsUpstream {
  readonly source: string;
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly token?: string,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.base = baseUrl.replace(/\/+$/, "");
    this.source = this.base;
  }

  private async getJson(path: string): Promise<unknown> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const name = err instanceof Error ? err.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        throw new UpstreamError(`${path} timed out after ${this.timeoutMs} ms`, "timeout");
      }
      throw new UpstreamError(`${path}: ${err instanceof Error ? err.message : String(err)}`, "network");
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new UpstreamError(`${path} answered ${res.status}`, "unauthorized", res.status);
    }
    if (res.status === 429) {
      await res.body?.cancel();
      const retryAfter = Number(res.headers.get("Retry-After"));
      throw new UpstreamError(
        `${path} answered 429`,
        "rate-limited",
        429,
        Number.isFinite(retryAfter) ? retryAfter : undefined,
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError(`${path} answered ${res.status}`, "http", res.status);
    }
    let text: string;
    try {
      text = await readCappedText(res, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        throw new UpstreamError(`body over the ${MAX_BODY_BYTES}-byte limit`, "too-large");
      }
      const name = err instanceof Error ? err.name : "";
      throw new UpstreamError(`${path}: body ${name === "TimeoutError" ? "timed out" : "failed"}`, "timeout");
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError(`${path} did not answer JSON`, "malformed", res.status);
    }
  }

  async jobsPage(page: number): Promise<UpstreamPage> {
    const body = await this.getJson(page > 1 ? `/api/jobs?page=${page}` : "/api/jobs");
    const parsed = jobsPageSchema.safeParse(body);
    if (!parsed.success) throw new UpstreamError(`page ${page} is not a jobs page`, "malformed");
    const { count, num_pages, results } = parsed.data;
    return { count, numPages: num_pages ?? Math.ceil(count / 20), results };
  }

  async companyJobs(): Promise<unknown[]> {
    const body = await this.getJson("/api/skywingsjobs");
    const parsed = resultsSchema.safeParse(body);
    if (!parsed.success) throw new UpstreamError("company jobs are not a results list", "malformed");
    return parsed.data.results;
  }
}

const DAY_MS = 86_400_000;

/**
 * Moves a date `days` ahead, whatever shape the ATS wrote it in ("20/11/2026",
 * "16/November/2026"...; written back as YYYY-MM-DD). Moving only the ISO
 * ones put a "20/11/2026" job four days behind its "2026-11-20" twin.
 */
export function shiftDate(value: unknown, days: number): unknown {
  if (typeof value !== "string") return value;
  const day = parseDate(value);
  if (!day) return value; // unreadable: left as written (and read as no date)
  const time = value.match(/^\d{4}-\d{2}-\d{2}([T ].*)$/)?.[1] ?? "";
  return `${new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)}${time}`;
}

/**
 * The embedded demo dataset behaving like the ATS. Its dates move forward
 * so the newest job is always recent, whatever day the demo runs.
 */
export class EmbeddedUpstream implements JobsUpstream {
  readonly source = EMBEDDED_SOURCE;
  private readonly jobs: Record<string, unknown>[];

  constructor(now = Date.now(), companyName = "") {
    const generated = Date.parse(`${embedded.generatedAt}T00:00:00Z`);
    const days = Math.max(0, Math.floor((now - generated) / DAY_MS));
    this.jobs = (embedded.jobs as Record<string, unknown>[]).map((job) => ({
      ...job,
      creation_date: shiftDate(job.creation_date, days),
      job_start_date: shiftDate(job.job_start_date, days),
    }));
    this.companyName = companyName.trim().toLowerCase();
  }

  private readonly companyName: string;

  async jobsPage(page: number): Promise<UpstreamPage> {
    const start = (page - 1) * 20;
    return {
      count: this.jobs.length,
      numPages: Math.ceil(this.jobs.length / 20),
      results: this.jobs.slice(start, start + 20),
    };
  }

  async companyJobs(): Promise<unknown[]> {
    return this.jobs.filter(
      (job) =>
        String(job.client ?? "")
          .trim()
          .toLowerCase() === this.companyName,
    );
  }
}

/** The source upstreamFor(env) would have, without building it (the embedded one copies its dataset). */
export function upstreamSource(env: Env): string {
  const url = (env.JOBS_API_URL ?? "").trim();
  return url ? url.replace(/\/+$/, "") : EMBEDDED_SOURCE;
}

export function upstreamFor(env: Env, now = Date.now()): JobsUpstream {
  const url = (env.JOBS_API_URL ?? "").trim();
  if (!url) return new EmbeddedUpstream(now, env.COMPANY_NAME);
  return new HttpUpstream(url, env.JOBS_API_TOKEN || undefined);
}
