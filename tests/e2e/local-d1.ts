import { spawnSync } from "node:child_process";

/** Rows of a local Worker's D1 (the outbox the dev mailer writes to), as `npm run outbox` reads it. */
export function localD1<T>(persistDir: string, sql: string): T[] {
  const buildDir = process.env.BUILD_DIR || "build";
  const r = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistDir,
      "--config",
      `${buildDir}/server/wrangler.json`,
      "--command",
      sql,
      "--json",
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (r.status !== 0) throw new Error(`d1 failed: ${r.stderr}`);
  return JSON.parse(r.stdout).flatMap((x: { results?: T[] }) => x.results ?? []);
}
