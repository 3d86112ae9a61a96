import { join, resolve } from "node:path";
import { expect, test } from "vitest";

// The build's own code is outside this project's TypeScript files: loaded by path, typed here.
const { firstScreenCss }: { firstScreenCss(css: string, file?: string): string } = await import(
  /* @vite-ignore */ join(resolve(import.meta.dirname, "../.."), "scripts/build/later-styles.ts")
);

// Decision 051: what a page inlines is each stylesheet less its `@supports (--later: 1)` blocks.

test("the inlined copy leaves out every later block, as written and as minified", () => {
  const css =
    ".a{color:red}@supports (--later:1){.b{color:blue}}" +
    "@media (min-width:640px){.c{margin:0}}" +
    "@supports (--later: 1) {\n  @media (min-width: 1024px) {\n    .d { padding: 0 }\n  }\n}\n.e{gap:0}";
  expect(firstScreenCss(css)).toBe(".a{color:red}@media (min-width:640px){.c{margin:0}}\n.e{gap:0}");
});

test("braces inside strings and comments do not end a later block early", () => {
  const css = '.a{}@supports (--later:1){.b::after{content:"}"}/* } */.c{x:1}}.d{}';
  expect(firstScreenCss(css)).toBe(".a{}.d{}");
});

test("other @supports rules stay, and a stylesheet without later blocks is kept whole", () => {
  const css = "@supports (display:grid){.a{display:grid}}.b{}";
  expect(firstScreenCss(css)).toBe(css);
});

test("a later block nested in another rule, or left open, fails the build", () => {
  expect(() => firstScreenCss("@media print{@supports (--later:1){.a{}}}", "x.css")).toThrow(/top level/);
  expect(() => firstScreenCss("@supports (--later:1){.a{}", "x.css")).toThrow(/not closed/);
});
