import type { MiddlewareHandler } from "hono";
import { openRequestReader } from "../jobs/reader";
import type { AppEnv } from "./app-env";

/**
 * The request's jobs reader (worker/jobs/reader.ts): what it served, and the
 * work it puts off until its answer is made (a new isolate's load of the whole
 * index after a front answer).
 */
export function requestJobs(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const jobs = openRequestReader(c.env, c.executionCtx);
    c.set("jobs", jobs);
    try {
      await next();
    } finally {
      jobs.responseMade();
    }
  };
}
