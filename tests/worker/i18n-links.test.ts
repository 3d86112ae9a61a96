import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { LANG_TAG, LANGS, type Lang, langFromPath, localizedPath, pageLanguages } from "#shared/i18n/lang";
import { pagesIn } from "../i18n/pages";

/**
 * Issue 32: nothing links to a 404. From every page of every language of the
 * table, every internal link (and every GET form's action) answers 200 or a
 * redirect to a page that does; and a link that leaves the page's language
 * (an employer page from a Telugu page, an article) says which one it goes
 * to with `hreflang`. A crawl: each page's links are followed once, links of
 * one shape (a job's pages, a search) a few times only.
 */

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: "manual" }));
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

interface Link {
  href: string;
  hreflang?: string;
}

/** The site's own links of a page: `<a href>` and GET forms' actions (files, the API and fragments aside). */
function internalLinks(html: string): Link[] {
  const out: Link[] = [];
  for (const m of html.matchAll(/<a\s[^>]*>/g)) {
    const href = m[0].match(/\shref="([^"]*)"/)?.[1];
    if (href === undefined) continue;
    out.push({ href: decode(href), hreflang: m[0].match(/\shrefLang="([^"]*)"/i)?.[1] });
  }
  for (const m of html.matchAll(/<form\s[^>]*>/g)) {
    if (/method="post"/i.test(m[0])) continue;
    const action = m[0].match(/\saction="([^"]*)"/)?.[1];
    if (action) out.push({ href: decode(action), hreflang: undefined });
  }
  return out.filter(({ href }) => href.startsWith("/") && !href.startsWith("//"));
}

/** Links of one shape are checked a few times, not thousands: digits and query values left out. */
function shape(url: URL): string {
  const path = url.pathname.replace(/\/\d+/g, "/N");
  return `${path}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
}

test("from every page of every language, every internal link answers, and a link to another language says so", async () => {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  const id = list.results[0].id;
  const queue: string[] = LANGS.flatMap((lang) => pagesIn(lang, id));
  const seen = new Set<string>(queue);
  const shapes = new Map<string, number>();
  const status = new Map<string, number>();
  const problems: string[] = [];
  let pages = 0;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const res = await get(path);
    status.set(path, res.status);
    const isError = /no-such-page|\/unsubscribe$|\/alerts\/confirm$/.test(path);
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get("Location") ?? "";
      const next = new URL(location, "http://127.0.0.1");
      const target = `${next.pathname}${next.search}`;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
      continue;
    }
    if (!res.headers.get("Content-Type")?.includes("text/html")) continue;
    if (res.status !== 200 && !isError) problems.push(`${path}: ${res.status}`);
    const html = await res.text();
    pages++;
    const lang = langFromPath(new URL(path, "http://x").pathname);
    for (const link of internalLinks(html)) {
      const url = new URL(link.href, `http://127.0.0.1${path}`);
      const target = `${url.pathname}${url.search}`;
      const langs = pageLanguages(url.pathname);
      if (langs.length === 0) continue; // the API, files, staff: not pages
      // A link to a page in another language than the page's says which (`en` or `en-IN`).
      const lands: Lang = langFromPath(url.pathname);
      if (lands !== lang && link.hreflang?.split("-")[0] !== lands) {
        problems.push(`${path}: ${link.href} is in ${lands} without hreflang="${LANG_TAG[lands]}"`);
      }
      if (seen.has(target)) continue;
      const key = shape(url);
      const count = shapes.get(key) ?? 0;
      if (count >= 3) continue;
      shapes.set(key, count + 1);
      seen.add(target);
      queue.push(target);
    }
  }
  for (const [path, code] of status) {
    if (code === 404 && !/no-such-page/.test(path)) problems.push(`${path}: 404`);
  }
  expect(problems).toEqual([]);
  // The crawl went through every language's pages and beyond.
  expect(pages).toBeGreaterThan(LANGS.length * 18);
  for (const lang of LANGS) expect(status.get(localizedPath("/job", lang)), lang).toBe(200);
}, 300_000);
