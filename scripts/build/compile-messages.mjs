// Compiles the message catalogs (messages/<area>/<locale>.json, inlang message
// format) into typed functions in shared/i18n/paraglide/ with Paraglide JS, and
// fails when a catalog did not load (the compiler logs that and still exits 0).
//
// First it writes what derives from the language table (the project's locales,
// the words' and the content's imports: scripts/build/language-modules.mjs).
// Then it compiles once per set of inputs: build, typecheck and both test
// projects each start with `npm run i18n`, so a second run with the same
// catalogs, settings, compiler and scripts is a no-op (`--force` compiles anyway).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeLanguageModules } from "./language-modules.mjs";

const root = new URL("../..", import.meta.url).pathname;
const codes = writeLanguageModules(root);
const outdir = join(root, "shared/i18n/paraglide");
// Written last, after a compile that passed the check below.
const stamp = join(root, "shared/i18n/paraglide-locales/.inputs-sha256");
const inputs = createHash("sha256");
for (const file of [
  ...readdirSync(join(root, "messages"), { recursive: true })
    .map((name) => join("messages", String(name)))
    .filter((name) => name.endsWith(".json"))
    .sort(),
  "project.inlang/settings.json",
  "node_modules/@inlang/paraglide-js/package.json",
  "node_modules/@inlang/plugin-message-format/package.json",
  "scripts/build/compile-messages.mjs",
  "scripts/build/language-modules.mjs",
]) {
  inputs
    .update(`${file}\0`)
    .update(readFileSync(join(root, file)))
    .update("\0");
}
const digest = inputs.digest("hex");
const fresh =
  !process.argv.includes("--force") &&
  existsSync(join(outdir, "messages.js")) &&
  existsSync(stamp) &&
  readFileSync(stamp, "utf8") === digest;
if (fresh) process.exit(0);

const compile = (outdir, extra) =>
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules/@inlang/paraglide-js/bin/run.js"),
      "compile",
      "--project",
      "./project.inlang",
      "--outdir",
      outdir,
      "--strategy",
      "baseLocale",
      // Every call passes its locale (m.key(inputs, { locale: lang })), so
      // Paraglide's own locale detection never runs. In the Worker "server"
      // is what it detected anyway (decision 026).
      "--is-server",
      "true",
      "--no-emit-readme",
      "--silent",
      ...extra,
    ],
    { cwd: root, stdio: "inherit" },
  );
// What the server (and typecheck, and tests) use: one module per message, both languages.
compile("./shared/i18n/paraglide", ["--emit-ts-declarations"]);
// What the client build copies the islands' words from, one language at a
// time (plugins/client-words.ts, decision 030): messages/en.js, messages/hi.js.
compile("./shared/i18n/paraglide-locales", ["--output-structure", "locale-modules"]);

const keys = new Set();
for (const area of readdirSync(join(root, "messages"))) {
  // A language in the table needs every area's catalog (the compiler would quietly skip a missing one).
  const absent = codes.filter((code) => !existsSync(join(root, "messages", area, `${code}.json`)));
  if (absent.length > 0) {
    console.error(`i18n: messages/${area}/ has no catalog for ${absent.join(", ")} (shared/i18n/languages.ts)`);
    process.exit(1);
  }
  const catalog = JSON.parse(readFileSync(join(root, "messages", area, "en.json"), "utf8"));
  for (const key of Object.keys(catalog)) if (key !== "$schema") keys.add(key);
}
const compiled = new Set(
  readdirSync(join(outdir, "messages"))
    .filter((f) => f.endsWith(".js") && !f.startsWith("_"))
    .map((f) => f.slice(0, -3)),
);
const missing = [...keys].filter((k) => !compiled.has(k));
if (missing.length > 0) {
  console.error(
    `i18n: ${missing.length} message(s) were not compiled (a catalog failed to load?): ${missing.slice(0, 5).join(", ")}`,
  );
  process.exit(1);
}
writeFileSync(stamp, digest);
