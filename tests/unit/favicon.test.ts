import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { svgDataUrl } from "#app/lib/favicon";

const file = readFileSync("public/favicon.svg", "utf8");

test("the tab icon's data: URL draws what public/favicon.svg draws, without its title or fixed size", () => {
  const url = svgDataUrl(file);
  expect(url.startsWith("data:image/svg+xml,<")).toBe(false);
  const svg = decodeURIComponent(url.slice("data:image/svg+xml,".length));
  // Every shape and colour of the file, in the same order.
  const shapes = (text: string) => [...text.matchAll(/<(rect|path)\b([^>]*)>/g)].map((m) => m[2].replaceAll('"', "'"));
  expect(shapes(svg)).toEqual(shapes(file));
  expect(shapes(svg).length).toBeGreaterThan(0);
  expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 36 36'>/);
  expect(svg).not.toContain("<title>");
  // Nothing a URL or an HTML attribute would read otherwise: no #, ", <, > or ' left unescaped.
  expect(url.slice("data:image/svg+xml,".length)).not.toMatch(/[#"<>']/);
});
