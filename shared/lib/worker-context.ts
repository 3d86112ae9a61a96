import { createContext } from "react-router";

/** What the Worker hands every loader and action. Never sent to the browser. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
}

export const workerContext = createContext<WorkerContext>();
