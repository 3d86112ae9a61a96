declare namespace Cloudflare {
  interface Env {
    /** D1 migrations read by vitest.config.ts, applied by tests/worker/apply-migrations.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
