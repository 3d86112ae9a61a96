import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/*
 * app/entry.server.tsx renders a page in one synchronous pass and streams it
 * only when a part would not render at once (decision 080). Whichever way,
 * the visitor gets one whole document whose ids are the page's own: the
 * islands render themselves with React's other renderer while the page
 * renders, and the ids after each island must still be told apart.
 */

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

async function firstJobId(): Promise<number> {
  const res = await get("/api/jobs");
  return ((await res.json()) as { results: { id: number }[] }).results[0].id;
}

const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) => m[1]);

test.each([
  ["/", 200],
  ["/hi", 200],
  ["/te", 200],
  ["/job?query=java", 200],
  ["/hi/job", 200],
  ["/jobdetails/:first", 200],
  ["/ta/jobdetails/:first", 200],
  ["/carrers", 200],
  ["/no-such-page", 404],
])("%s is one whole document, every id in it once and every reference to one found", async (pattern, status) => {
  const path = pattern.replace(":first", String(await firstJobId()));
  const res = await get(path);
  expect(res.status).toBe(status);
  const html = await res.text();
  expect(html.startsWith('<!DOCTYPE html><html lang="')).toBe(true);
  expect(html.match(/<!DOCTYPE/gi)).toHaveLength(1);
  expect(html.trimEnd().endsWith("</html>")).toBe(true);
  // No Suspense boundary left for a browser script to fill in (pages run none of React's).
  expect(html).not.toContain("<!--$!");

  const ids = attributeValues(html, "id");
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  const prefixes = attributeValues(html, "data-island-prefix");
  expect(prefixes.filter((p, i) => prefixes.indexOf(p) !== i)).toEqual([]);
  const known = new Set(ids);
  const references = ["for", "aria-labelledby", "aria-describedby", "aria-controls"].flatMap((name) =>
    attributeValues(html, name).flatMap((value) => value.split(/\s+/).filter(Boolean)),
  );
  expect(references.filter((ref) => !known.has(ref))).toEqual([]);
});
