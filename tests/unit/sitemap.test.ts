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

const ORIGIN = "https://www.example.in";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

function jobs(count: number): SitemapPage[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `/jobdetails/${i + 1}`,
    lastmod: "2026-11-20",
    bilingual: true,
  }));
}

describe("the split at 50,000 URLs", () => {
  test("a job is two URLs, so a jobs file holds 25,000 jobs", () => {
    expect(JOBS_PER_FILE * 2).toBe(MAX_URLS_PER_FILE);
    expect(jobFileCount(0)).toBe(1);
    expect(jobFileCount(25_000)).toBe(1);
    expect(jobFileCount(25_001)).toBe(2);
    expect(jobFileCount(100_000)).toBe(4);
    expect(jobFileRange(4, 100_000)).toEqual({ start: 75_000, end: 100_000 });
    expect(jobFileRange(2, 30_000)).toEqual({ start: 25_000, end: 30_000 });
    expect(jobFileRange(3, 30_000)).toBeNull();
    expect(jobFileRange(0, 30_000)).toBeNull();
  });

  test("a full file holds exactly 50,000 URLs and one more job is refused, not silently cut", () => {
    const full = urlsetXml(jobs(JOBS_PER_FILE), ORIGIN);
    expect(locs(full).length).toBe(50_000);
    expect(() => urlsetXml(jobs(JOBS_PER_FILE + 1), ORIGIN)).toThrow(/50000 URLs/);
  });
});

describe("languages", () => {
  test("a bilingual page is listed in English and Hindi, each naming both and x-default", () => {
    const xml = urlsetXml([{ path: "/job", lastmod: "2026-11-26", bilingual: true }], ORIGIN);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual([`${ORIGIN}/job`, `${ORIGIN}/hi/job`]);
    for (const url of urls) {
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/job"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/job"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/job"/>`);
    }
  });

  test("the home page's twin is /hi; an English-only page has no alternates", () => {
    const xml = urlsetXml(
      [
        { path: "/", lastmod: "2026-11-26", bilingual: true },
        { path: "/article/3", lastmod: "2026-10-01", bilingual: false },
      ],
      ORIGIN,
    );
    expect(locs(xml)).toEqual([`${ORIGIN}/`, `${ORIGIN}/hi`, `${ORIGIN}/article/3`]);
    const article = xml.match(/<url><loc>[^<]+article\/3<\/loc>.*?<\/url>/)?.[0];
    expect(article).toBe(`<url><loc>${ORIGIN}/article/3</loc><lastmod>2026-10-01</lastmod></url>`);
  });

  test("the index escapes its file URLs", () => {
    const xml = sitemapIndexXml([{ path: "/sitemap-jobs.xml?page=2&x=1", lastmod: "2026-11-26" }], ORIGIN);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap-jobs.xml?page=2&amp;x=1</loc>`);
  });
});
