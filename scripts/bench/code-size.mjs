#!/usr/bin/env node
// The house's size in the numbers issue 31 asks for, taken the same way every time:
// the largest source files and the longest functions (and classes), in lines.
//
//   node scripts/bench/code-size.mjs              the ten largest of each
//   node scripts/bench/code-size.mjs --top 3 --json
//
// Source is every .ts, .tsx, .mjs and .js file git tracks under app/, worker/,
// shared/ and scripts/, less declaration files and generated data (the embedded
// jobs). Tests are counted apart. A function is any function declaration or
// expression, arrow function, method, accessor or constructor, measured from its
// first line to its last (a function inside another counts in both); lines are
// physical lines, comments and blank lines included, as an editor shows them.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import ts from "typescript";

const { values: args } = parseArgs({
  options: { top: { type: "string", default: "10" }, json: { type: "boolean", default: false } },
});
const top = Number(args.top);

const tracked = execFileSync("git", ["ls-files", "app", "worker", "shared", "scripts", "tests"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith(".d.ts"))
  .filter((file) => !file.startsWith("worker/jobs/data/"));

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

/** A readable name for a function node: its own, or the variable, property or class member it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText().slice(0, 40);
    const first = parent.arguments[0];
    const title = first && ts.isStringLiteralLike(first) ? ` "${first.text.slice(0, 50)}"` : "";
    return `(callback of ${callee}${title})`;
  }
  return "(anonymous)";
}

/** The enclosing class or function names, for a method's full name. */
function ownerOf(node) {
  for (let up = node.parent; up; up = up.parent) {
    if ((ts.isClassDeclaration(up) || ts.isClassExpression(up)) && up.name) return `${up.name.text}.`;
  }
  return "";
}

const files = [];
const functions = [];
const classes = [];
for (const file of tracked) {
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  const test = file.startsWith("tests/") || /\.test\.(ts|tsx)$/.test(file);
  files.push({ file, lines, test });
  if (test) continue;
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = lineOf(source, node.getStart(source));
      const end = lineOf(source, node.getEnd());
      functions.push({ name: `${ownerOf(node)}${nameOf(node)}`, file, line: start, lines: end - start + 1 });
    }
    if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.name) {
      const start = lineOf(source, node.getStart(source));
      classes.push({ name: node.name.text, file, line: start, lines: lineOf(source, node.getEnd()) - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const byLines = (a, b) => b.lines - a.lines;
const report = {
  sourceFiles: files.filter((f) => !f.test).length,
  sourceLines: files.filter((f) => !f.test).reduce((sum, f) => sum + f.lines, 0),
  largestFiles: files
    .filter((f) => !f.test)
    .sort(byLines)
    .slice(0, top)
    .map(({ file, lines }) => ({ file, lines })),
  longestFunctions: functions.sort(byLines).slice(0, top),
  largestClasses: classes.sort(byLines).slice(0, top),
  largestTestFiles: files
    .filter((f) => f.test)
    .sort(byLines)
    .slice(0, top)
    .map(({ file, lines }) => ({ file, lines })),
};

if (args.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  console.log(`${report.sourceFiles} source files, ${report.sourceLines} lines (commit ${commit})\n`);
  console.log("largest source files");
  for (const f of report.largestFiles) console.log(`  ${String(f.lines).padStart(6)}  ${f.file}`);
  console.log("\nlongest functions");
  for (const f of report.longestFunctions)
    console.log(`  ${String(f.lines).padStart(6)}  ${f.name}  ${f.file}:${f.line}`);
  console.log("\nlargest classes");
  for (const c of report.largestClasses)
    console.log(`  ${String(c.lines).padStart(6)}  ${c.name}  ${c.file}:${c.line}`);
  console.log("\nlargest test files");
  for (const f of report.largestTestFiles) console.log(`  ${String(f.lines).padStart(6)}  ${f.file}`);
}
