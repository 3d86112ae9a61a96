import { describe, expect, test } from "vitest";
import {
  JOBS_PER_FILE,
  jobFileCount,
  jobFileRange,
  MAX_URLS_PER_FILE,
  type SitemapPage,
  sitemapIndexXml,
  urlsetXml,
} from "#app/lib/sitemap";
import { isFullLang, LANG_TAG, LANGS, localizedPath } from "#shared/i18n/lang";

const ORIGIN = "https://www.example.in";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

function jobs(count: number): SitemapPage[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `/jobdetails/${i + 1}`,
    lastmod: "2026-11-20",
  }));
}

describe("the split at 50,000 URLs", () => {
  test("a job is one URL per language, so a jobs file holds that many times fewer jobs", () => {
    const per = JOBS_PER_FILE;
    expect(per).toBe(Math.floor(MAX_URLS_PER_FILE / LANGS.length));
    expect(jobFileCount(0)).toBe(1);
    expect(jobFileCount(per)).toBe(1);
    expect(jobFileCount(per + 1)).toBe(2);
    expect(jobFileCount(4 * per)).toBe(4);
    expect(jobFileRange(4, 4 * per)).toEqual({ start: 3 * per, end: 4 * per });
    expect(jobFileRange(2, per + 5)).toEqual({ start: per, end: per + 5 });
    expect(jobFileRange(3, per + 5)).toBeNull();
    expect(jobFileRange(0, per + 5)).toBeNull();
  });

  test("a full file holds at most 50,000 URLs (and 50 MB), and one more job is refused, not silently cut", () => {
    const full = urlsetXml(jobs(JOBS_PER_FILE), ORIGIN);
    const count = locs(full).length;
    expect(count).toBe(JOBS_PER_FILE * LANGS.length);
    expect(count).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(full)).toBeLessThan(50 * 1024 * 1024);
    const over = Math.floor(MAX_URLS_PER_FILE / LANGS.length) + 1;
    expect(() => urlsetXml(jobs(over), ORIGIN)).toThrow(/50000 URLs/);
  }, 30_000);
});

describe("languages", () => {
  const alternatesOf = (url: string) =>
    [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

  test("a job seeker's page is listed in every language, each URL naming exactly those and x-default", () => {
    const xml = urlsetXml([{ path: "/job", lastmod: "2026-11-26" }], ORIGIN);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    const expected = LANGS.map((lang) => `${ORIGIN}${localizedPath("/job", lang)}`);
    expect(urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual(expected);
    for (const url of urls) {
      expect(alternatesOf(url)).toEqual([
        ...LANGS.map((lang, i) => [LANG_TAG[lang], expected[i]]),
        ["x-default", `${ORIGIN}/job`],
      ]);
    }
  });

  test("an employer page is listed in the languages that have it, naming only those", () => {
    const xml = urlsetXml([{ path: "/DetailService/4", lastmod: "2026-11-26" }], ORIGIN);
    const full = LANGS.filter(isFullLang);
    expect(locs(xml)).toEqual(full.map((lang) => `${ORIGIN}${localizedPath("/DetailService/4", lang)}`));
    for (const url of xml.match(/<url>.*?<\/url>/g) ?? []) {
      expect(alternatesOf(url).map(([tag]) => tag)).toEqual([...full.map((lang) => LANG_TAG[lang]), "x-default"]);
    }
  });

  test("the home page's twins are the prefixes; an English-only page has no alternates", () => {
    const xml = urlsetXml(
      [
        { path: "/", lastmod: "2026-11-26" },
        { path: "/article/3", lastmod: "2026-10-01" },
      ],
      ORIGIN,
    );
    expect(locs(xml)).toEqual([...LANGS.map((lang) => `${ORIGIN}${localizedPath("/", lang)}`), `${ORIGIN}/article/3`]);
    const article = xml.match(/<url><loc>[^<]+article\/3<\/loc>.*?<\/url>/)?.[0];
    expect(article).toBe(`<url><loc>${ORIGIN}/article/3</loc><lastmod>2026-10-01</lastmod></url>`);
  });

  test("the index escapes its file URLs", () => {
    const xml = sitemapIndexXml([{ path: "/sitemap-jobs.xml?page=2&x=1", lastmod: "2026-11-26" }], ORIGIN);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap-jobs.xml?page=2&amp;x=1</loc>`);
  });
});
