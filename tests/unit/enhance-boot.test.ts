import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { EARLY_TAPS, enhanceBootScript } from "#shared/lib/enhance-boot";

test("the page's inline line keeps early taps under the name the entry module replays them from", () => {
  const line = enhanceBootScript("/assets/enhance-x.js");
  expect(line).toContain(`window.${EARLY_TAPS}=[]`);
  expect(line).toContain('import("/assets/enhance-x.js")');
  // Asked for once the browser has reported the largest paint (decision 070).
  expect(line).toContain('"largest-contentful-paint"');
  // The whole site's CSS is linked by the line itself, so a page whose module never comes still
  // gets its language list and menus styled (decision 072), from the URL the <noscript> holds.
  expect(line).toContain('document.querySelector("[data-later-styles]").dataset.laterStyles');
  expect(readFileSync("app/root.tsx", "utf8")).toContain("<noscript data-later-styles={laterStyles}>");
  // The entry writes the name out rather than importing it (a shared module became a chunk of its own).
  const entry = readFileSync("app/enhance/main.ts", "utf8");
  expect(entry).toContain(`const EARLY_TAPS = "${EARLY_TAPS}";`);
  expect(entry).not.toMatch(/from "#shared\/lib\/enhance-boot"/);
});
