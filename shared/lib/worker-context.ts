import { createContext } from "react-router";

/** What the Worker hands every loader and action. Never sent to the browser. */
export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
}

export const workerContext = createContext<WorkerContext>();
