import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, vi } from "vitest";

// Every worker test file starts from an empty database with the schema of migrations/ and an
// empty resume bucket. The worker project's files share a workerd (and so one D1 and R2) with
// the files their Vitest worker ran before them (decision 078), so what those stored is removed
// here first. KV is left as it is: a file that writes it runs in a workerd of its own
// (vitest.config.ts), so only the Worker's own refresh of the embedded jobs is there, and it
// matches the snapshot the Worker holds in memory.

// A file may drop or alter tables (forms-storage.test.ts drops three to see D1 fail), so the
// tables go too, with the record of the migrations applied, and every migration runs again.
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ name: string }>();
if (tables.length > 0) {
  // Foreign keys are checked when the batch commits, when no table is left to point at another.
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map(({ name }) => env.DB.prepare(`DROP TABLE "${name.replaceAll('"', '""')}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

for (let cursor: string | undefined; ; ) {
  const page = await env.RESUMES.list({ cursor });
  if (page.objects.length > 0) await env.RESUMES.delete(page.objects.map((object) => object.key));
  if (!page.truncated) break;
  cursor = page.cursor;
}

// Timers, globals and spies a file set up and did not undo stay with it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
