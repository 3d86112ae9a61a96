import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, expect, test } from "vitest";

// The layer rules live in biome.json (worker/ and shared/ never import app/,
// shared/ never imports worker/, no import cycles). Each case lints a small
// tree laid out like the repository, with the repository's own config files.

const repo = resolve(import.meta.dirname, "../..");
const biome = join(repo, "node_modules/.bin/biome");
let dir = "";

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = "";
});

function lint(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "layers-"));
  // The real config, and the files Biome reads the #app/#worker/#shared aliases from.
  for (const file of [
    "biome.json",
    "package.json",
    "tsconfig.json",
    "tsconfig.cloudflare.json",
    "tsconfig.node.json",
  ]) {
    copyFileSync(join(repo, file), join(dir, file));
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const run = spawnSync(biome, ["lint", "--vcs-enabled=false", "--max-diagnostics=50", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const base = {
  "shared/lib/dates.ts": "export const today = () => new Date().toISOString();\n",
  "app/lib/seo.ts": 'import { today } from "#shared/lib/dates";\nexport const title = () => today();\n',
};

test("a tree that keeps the layers passes", () => {
  const { status, output } = lint({
    ...base,
    "worker/jobs/service.ts": 'import { today } from "#shared/lib/dates";\nexport const now = today;\n',
  });
  expect(output).not.toContain("noRestrictedImports");
  expect(status).toBe(0);
});

test.each([
  ["an alias", "worker/jobs/service.ts", 'import { title } from "#app/lib/seo";\nexport const t = title;\n'],
  [
    "a relative path",
    "worker/jobs/service.ts",
    'import { title } from "../../app/lib/seo";\nexport const t = title;\n',
  ],
  ["the bare folder", "worker/jobs/service.ts", 'import * as app from "../../app";\nexport const a = app;\n'],
  ["the bare alias", "worker/jobs/service.ts", 'import * as app from "#app";\nexport const a = app;\n'],
  [
    "a path deeper than four levels",
    "worker/a/b/c/d/e/deep.ts",
    'import { title } from "../../../../../../app/lib/seo";\nexport const t = title;\n',
  ],
])("worker/ importing app/ through %s fails", (_how, path, source) => {
  const { status, output } = lint({ ...base, [path]: source });
  expect(status).not.toBe(0);
  expect(output).toContain(path);
  expect(output).toContain("worker/ never imports app/");
});

test("worker/ importing its own modules, ./app included, passes", () => {
  const { status, output } = lint({
    ...base,
    "worker/app.ts": "export const createApp = () => 1;\n",
    "worker/index.ts": 'import { createApp } from "./app";\nexport default createApp;\n',
    "worker/http/route.ts": 'import { createApp } from "#worker/app";\nexport const r = createApp;\n',
  });
  expect(output).not.toContain("noRestrictedImports");
  expect(status).toBe(0);
});

test.each([
  [
    "a component, by alias",
    "app/components/jobs/alert.tsx",
    'import { X } from "#worker/alerts/consent";\nexport const c = X;\n',
  ],
  [
    "an island, by alias",
    "app/islands/forms/form.tsx",
    'import { X } from "#worker/alerts/consent";\nexport const c = X;\n',
  ],
  [
    "a component, by a relative path",
    "app/components/jobs/alert.tsx",
    'import { X } from "../../../worker/alerts/consent";\nexport const c = X;\n',
  ],
  ["an island, the bare folder", "app/islands/form.tsx", 'import * as w from "../../worker";\nexport const c = w;\n'],
])("%s importing worker/ fails", (_how, path, source) => {
  const { status, output } = lint({
    ...base,
    "worker/alerts/consent.ts": 'export const X = "x";\n',
    [path]: source,
  });
  expect(status).not.toBe(0);
  expect(output).toContain(path);
  expect(output).toContain("Components and islands never import worker/");
});

test("a server module or a route module in app/ may import worker/", () => {
  const { status, output } = lint({
    ...base,
    "worker/alerts/consent.ts": 'export const X = "x";\n',
    "app/lib/alerts.server.ts": 'import { X } from "#worker/alerts/consent";\nexport const c = X;\n',
    "app/routes/alerts.tsx": 'import { X } from "#worker/alerts/consent";\nexport const c = X;\n',
  });
  expect(output).not.toContain("noRestrictedImports");
  expect(status).toBe(0);
});

test.each([["#worker/http/body"], ["../../worker/http/body"], ["../../worker"]])(
  "shared/ importing worker/ as %s fails",
  (target) => {
    const { status, output } = lint({
      ...base,
      "worker/http/body.ts": "export const cap = 1;\n",
      "shared/lib/limits.ts": `import * as body from "${target}";\nexport const max = body;\n`,
    });
    expect(status).not.toBe(0);
    expect(output).toContain("shared/ imports neither app/ nor worker/");
  },
);

test("shared/ importing worker/ fails", () => {
  const { status, output } = lint({
    ...base,
    "worker/http/body.ts": "export const cap = 1;\n",
    "shared/lib/limits.ts": 'import { cap } from "#worker/http/body";\nexport const max = cap;\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain("shared/ imports neither app/ nor worker/");
});

test("two modules that import each other fail, even for types only", () => {
  const { status, output } = lint({
    "worker/jobs/search.ts": 'import type { Store } from "./store";\nexport const search = (s: Store) => s;\n',
    "worker/jobs/store.ts":
      'import { search } from "#worker/jobs/search";\nexport type Store = { s: typeof search };\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain("noImportCycles");
  expect(output).toContain("worker/jobs/store.ts");
});

test.each([
  [
    "search, the store by a relative path",
    "worker/jobs/search/match.ts",
    'import { readMeta } from "../store/values";',
  ],
  [
    "the codec, the snapshot by alias",
    "worker/jobs/codec/job-store.ts",
    'import { readMeta } from "#worker/jobs/snapshot";',
  ],
  ["similarity, the request's reader", "worker/jobs/similar.ts", 'import { readMeta } from "./reader";'],
  ["job pages, the refresh", "worker/jobs/job-pages.ts", 'import { readMeta } from "./refresh/start";'],
])("the jobs' pure modules importing KV or request modules fail: %s", (_how, path, line) => {
  const { status, output } = lint({ ...base, [path]: `${line}\nexport const x = readMeta;\n` });
  expect(status).not.toBe(0);
  expect(output).toContain(path);
  expect(output).toContain("touch neither KV nor a request");
});

test("the jobs' pure modules importing each other, the codec and shared/ pass", () => {
  const { status, output } = lint({
    ...base,
    "worker/jobs/codec/format.ts": "export const FORMAT = 3;\n",
    "worker/jobs/search/match.ts": 'import { FORMAT } from "../codec/format";\nexport const m = FORMAT;\n',
    "worker/jobs/similar.ts": 'import { FORMAT } from "./codec/format";\nexport const s = FORMAT;\n',
    "worker/jobs/job-pages.ts":
      'import { today } from "#shared/lib/dates";\nimport { s } from "./similar";\nexport const p = [s, today];\n',
  });
  expect(output).not.toContain("noRestrictedImports");
  expect(status).toBe(0);
});
