// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, expect, test } from "vitest";
import * as m from "#shared/i18n/paraglide/messages";

// The client build gives each island the words its modules name (decision 030):
// a word missed here would throw in the browser, one too many costs bytes.

const repo = resolve(import.meta.dirname, "../..");
// A build script (tsconfig.node.json), loaded by path: this project does not type-check scripts/.
const lib: {
  clientMessageKeys(root: string, entries: string[]): { keys: Set<string>; files: string[] };
  scanModule(code: string, file: string): { imports: string[]; keys: Set<string> };
  wordScopes(root: string): Map<string, Set<string>>;
  localeFunctions(source: string, file: string): Map<string, string>;
  tableModule(functions: Map<string, string>, keys: Iterable<string>): string;
} = await import(/* @vite-ignore */ join(repo, "scripts/build/client-words.ts"));
const { clientMessageKeys, scanModule, wordScopes, localeFunctions, tableModule } = lib;
const IMPORT = `import * as m from "#shared/i18n/paraglide/messages";`;
let dir = "";

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = "";
});

function tree(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "client-words-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test("follows static and dynamic imports, aliases included, and skips type-only ones", () => {
  const root = tree({
    "app/islands/a.tsx": `${IMPORT}
import { b } from "./b";
import type { T } from "#app/lib/types";
const later = () => import("#shared/lib/c");
export default () => <p title={m.jobs_one({}, { locale: "en" })}>{b()}</p>;`,
    "app/islands/b.ts": `${IMPORT}\nexport const b = () => m.jobs_two({ n: 1 });`,
    "shared/lib/c.ts": `import * as words from "#shared/i18n/paraglide/messages";\nexport const c = words.forms_three;`,
    "app/lib/types.ts": `${IMPORT}\nexport type T = string;\nexport const x = m.never_loaded();`,
  });
  const { keys, files } = clientMessageKeys(root, ["app/islands/a.tsx"]);
  expect([...keys].sort()).toEqual(["forms_three", "jobs_one", "jobs_two"]);
  expect(files.map((file) => file.slice(root.length + 1))).toEqual([
    "app/islands/a.tsx",
    "app/islands/b.ts",
    "shared/lib/c.ts",
  ]);
});

test("refuses what it cannot follow: a computed name, or the namespace handed on", () => {
  expect(() => scanModule(`${IMPORT}\nexport const f = (k) => m[k]();`, "f.ts")).toThrow(/computed name/);
  expect(() => scanModule(`${IMPORT}\nexport const all = m;`, "f.ts")).toThrow(/used whole/);
  expect(() => scanModule(`${IMPORT}\nuse(m);`, "f.ts")).toThrow(/used whole/);
  // A local variable of the same name is not the namespace.
  expect([...scanModule(`${IMPORT}\nconst f = (m) => m + 1; m.jobs_a();`, "f.ts").keys]).toEqual(["jobs_a"]);
});

test("a module the browser loads outside every island's imports is an error, not a silent gap", () => {
  const root = tree({
    "app/islands/registry.ts": `export const islands = { "one": () => import("./one") };`,
    "app/islands/one.tsx": `${IMPORT}\nexport default () => m.jobs_one();`,
    "app/enhance/job-actions.ts": `export const x = 1;`,
    "app/enhance/lang-offer.ts": `export const y = 1;`,
    "app/enhance/main.ts": `import "../islands/registry";\nconst other = () => import("./stray");`,
    "app/enhance/stray.ts": `${IMPORT}\nexport const s = () => m.jobs_stray();`,
  });
  expect(() => wordScopes(root)).toThrow(/app\/enhance\/stray\.ts shows messages but is in no island/);
  writeFileSync(join(root, "app/enhance/main.ts"), `import "../islands/registry";`);
  expect(wordScopes(root)).toEqual(
    new Map([
      ["one", new Set(["jobs_one"])],
      ["job-actions", new Set()],
      ["lang-offer", new Set()],
    ]),
  );
});

test("the repository's islands: each scope's words exist in the catalogs, and the tables run", () => {
  const scopes = wordScopes(repo);
  const hi = readFileSync(join(repo, "shared/i18n/paraglide-locales/messages/hi.js"), "utf8");
  const functions = localeFunctions(hi, "hi.js");
  expect(scopes.get("job-search")?.has("jobs_heading_count")).toBe(true);
  // The forms' notices come from the server as props: never in an island's table.
  for (const keys of scopes.values()) expect(keys.has("forms_notice_enquiry")).toBe(false);
  for (const keys of scopes.values()) for (const key of keys) if (!functions.has(key)) expect.fail(`${key}?`);
  const code = tableModule(functions, ["jobs_heading_count", "jobs_save"]).replace("export default", "return");
  const table = new Function(code)() as Record<string, (inputs: object) => string>;
  expect(Object.keys(table)).toEqual(["jobs_heading_count", "jobs_save"]);
  // The same words as the server's Paraglide, plurals included.
  for (const count of [1, 5]) {
    const inputs = { count, countText: String(count) };
    expect(table.jobs_heading_count(inputs)).toBe(m.jobs_heading_count(inputs, { locale: "hi" }));
  }
  expect(table.jobs_save({})).toBe(m.jobs_save({}, { locale: "hi" }));
});
