// Starting and stopping the production build for the scripts that measure or
// attack it (audit, bench, load, fuzz) and for Playwright: one way to build,
// to serve (scripts/ops/start.mjs), to wait until it answers and to stop it.
// Plain TypeScript that Node runs as is (type stripping): no enums or other
// syntax that needs compiling.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, openSync } from "node:fs";

/** The script that serves a build in workerd with local KV, D1 and R2. */
export const START_SCRIPT = "scripts/ops/start.mjs";

/** Builds into `buildDir` unless SKIP_BUILD=1 and a build is already there. */
export function buildOnce(buildDir: string, log: (line: string) => void = console.log): void {
  if (process.env.SKIP_BUILD === "1" && existsSync(`${buildDir}/server/wrangler.json`)) return;
  log(`building into ${buildDir} …`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) throw new Error(`build failed (${result.status})`);
}

export interface ServerOptions {
  port: number | string;
  /** Default `build`. */
  buildDir?: string;
  /** Local KV/D1/R2 state; a directory per server keeps parallel runs apart. */
  persistDir: string;
  /** Worker variables for this server (any of .dev.vars.example), e.g. JOBS_API_URL. */
  vars?: Record<string, string>;
}

/** The environment START_SCRIPT serves an existing build with. */
export function serverEnv({ port, buildDir = "build", persistDir, vars = {} }: ServerOptions): Record<string, string> {
  return { SKIP_BUILD: "1", PORT: String(port), BUILD_DIR: buildDir, PERSIST_DIR: persistDir, ...vars };
}

export interface Group {
  child: ChildProcess;
  readonly exited: boolean;
  /** SIGTERM to the whole group at once (SIGKILL after 5 s); resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `node …args` in its own process group, so npx → wrangler → workerd
 * all stop together. `log`: a file (truncated unless `append`), or a stdio mode.
 */
export function startGroup(
  args: string[],
  { env = {}, log = "ignore", append = false }: { env?: Record<string, string>; log?: string; append?: boolean } = {},
): Group {
  const modes = ["ignore", "inherit", "pipe"];
  const out = modes.includes(log) ? (log as "ignore" | "inherit" | "pipe") : openSync(log, append ? "a" : "w");
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  let exited = false;
  const gone = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
  });
  return {
    child,
    get exited() {
      return exited;
    },
    async stop() {
      if (exited) return;
      // Signalled at once (not after an await), so a signal handler can call this and exit.
      try {
        process.kill(-(child.pid ?? 0), "SIGTERM");
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-(child.pid ?? 0), "SIGKILL");
        } catch {}
      }, 5000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** An HTTP readiness check: `ok(res)` (default: a 2xx); a refused connection is "not yet". */
export function answers(url: string, ok: (res: Response) => boolean | Promise<boolean> = (res) => res.ok) {
  return async () => {
    try {
      const res = await fetch(url);
      const ready = await ok(res);
      // Read every body: under wrangler dev an unread one can poison the kept-alive connection.
      if (!res.bodyUsed) await res.arrayBuffer().catch(() => undefined);
      return ready;
    } catch {
      return false;
    }
  };
}

/** Polls `ready` until it says yes; fails early if the group exits, or after `timeoutMs`. */
export async function waitUntilReady(
  ready: () => Promise<boolean>,
  group: Group,
  what: string,
  { timeoutMs = 180_000, intervalMs = 500 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (group.exited) throw new Error(`${what} exited before it was ready`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Serves an existing build (START_SCRIPT) and waits until /api/health answers
 * 200. Stopped (and the error rethrown) if it never does.
 */
export async function startServer(
  options: ServerOptions & { log?: string; append?: boolean; timeoutMs?: number },
): Promise<{ base: string; group: Group; stop: () => Promise<void> }> {
  const base = `http://127.0.0.1:${options.port}`;
  const group = startGroup([START_SCRIPT], { env: serverEnv(options), log: options.log, append: options.append });
  try {
    await waitUntilReady(answers(`${base}/api/health`), group, `the server on ${base}`, options);
  } catch (err) {
    await group.stop();
    throw err;
  }
  return { base, group, stop: () => group.stop() };
}
