import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { EARLY_TAPS, enhanceBootScript } from "#shared/lib/enhance-boot";

test("the page's inline line keeps early taps under the name the entry module replays them from", () => {
  const line = enhanceBootScript("/assets/enhance-x.js");
  expect(line).toContain(`window.${EARLY_TAPS}=[]`);
  expect(line).toContain('import("/assets/enhance-x.js")');
  // Asked for once the browser has reported the largest paint (decision 070).
  expect(line).toContain('"largest-contentful-paint"');
  // The entry writes the name out rather than importing it (a shared module became a chunk of its own).
  const entry = readFileSync("app/enhance/main.ts", "utf8");
  expect(entry).toContain(`const EARLY_TAPS = "${EARLY_TAPS}";`);
  expect(entry).not.toMatch(/from "#shared\/lib\/enhance-boot"/);
});
