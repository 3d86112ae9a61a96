/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// Everything in build/client is public. No secret may ever end up there.
const client = join(process.env.BUILD_DIR || "build", "client");

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const SECRET_PATTERNS = [
  /RESEND_API_KEY/,
  /JOBS_API_TOKEN/,
  /\bre_[A-Za-z0-9_]{16,}/, // Resend API keys
  /Bearer\s+[A-Za-z0-9._-]{16,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bsk_(live|test)_[A-Za-z0-9]{10,}/,
];

test("the public build contains no secrets and no server-only code", () => {
  // npm test builds first; run alone, the test says so rather than throwing ENOENT.
  expect(existsSync(client), `${client} is missing: run npm run build first`).toBe(true);
  const offenders: string[] = [];
  let scanned = 0;
  for (const file of files(client)) {
    if (!/\.(js|mjs|css|html|json|data|txt|svg|map)$/.test(file) && !file.endsWith("_headers")) continue;
    const text = readFileSync(file, "utf8");
    scanned++;
    for (const pattern of SECRET_PATTERNS) if (pattern.test(text)) offenders.push(`${file}: ${pattern}`);
    // Server modules never reach the browser bundle.
    if (/sanitize-html|embedded-jobs|JOBS_KV|RESUMES\.put/.test(text) && file.includes("/assets/")) {
      offenders.push(`${file}: server-only code`);
    }
  }
  expect(scanned).toBeGreaterThan(20);
  expect(offenders).toEqual([]);
});
