import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every worker test file starts from a database with the schema of migrations/.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
