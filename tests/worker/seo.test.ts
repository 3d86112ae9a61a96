import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));

test("/sitemap.xml is a sitemap index naming the pages file and the jobs files", async () => {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/xml");
  const xml = await res.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locsOf(xml).map((u) => u.pathname + u.search);
  // 340 demo jobs fit one file of 25,000 jobs (50,000 URLs: each job in two languages).
  expect(files).toEqual(["/sitemap-pages.xml", "/sitemap-jobs.xml?page=1"]);
  expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].length).toBe(2);
  for (const file of files) expect((await get(file)).status, file).toBe(200);
  expect((await get("/sitemap-jobs.xml?page=2")).status).toBe(404);
  expect((await get("/sitemap-jobs.xml?page=abc")).status).toBe(404);
});

test("the pages file lists every public page in both languages, articles in English only", async () => {
  const xml = await (await get("/sitemap-pages.xml")).text();
  const paths = locsOf(xml).map((u) => u.pathname);
  for (const path of ["/", "/job", "/services", "/blog", "/carrers", "/faq", "/policy", "/disclaimer", "/upload"]) {
    expect(paths, path).toContain(path);
    expect(paths, path).toContain(path === "/" ? "/hi" : `/hi${path}`);
  }
  for (let id = 1; id <= 18; id++) expect(paths).toContain(`/hi/DetailService/${id}`);
  for (let id = 1; id <= 19; id++) {
    expect(paths).toContain(`/article/${id}`);
    expect(paths).not.toContain(`/hi/article/${id}`);
  }
  for (const path of paths) expect(path).not.toMatch(/^(\/hi)?\/(saved|alerts|staff|dev)\b/);
  expect(new Set(paths).size).toBe(paths.length);
  // Each Hindi URL names its English twin and the other way round.
  const faqHi = xml.match(/<url><loc>[^<]+\/hi\/faq<\/loc>.*?<\/url>/)?.[0] ?? "";
  expect(faqHi).toContain('hreflang="en-IN" href="https://www.kshitijtalent.example/faq"');
  expect(faqHi).toContain('hreflang="x-default" href="https://www.kshitijtalent.example/faq"');
  const faqEn = xml.match(/<url><loc>[^<]+\/faq<\/loc>.*?<\/url>/)?.[0] ?? "";
  expect(faqEn).toContain('hreflang="hi-IN" href="https://www.kshitijtalent.example/hi/faq"');
  const article = xml.match(/<url><loc>[^<]+\/article\/1<\/loc>.*?<\/url>/)?.[0] ?? "";
  expect(article).not.toContain("hreflang");
});

test("the jobs file lists every current job in both languages with alternates and lastmod", async () => {
  const xml = await (await get("/sitemap-jobs.xml?page=1")).text();
  const paths = locsOf(xml).map((u) => u.pathname);
  const list = (await (await get("/api/jobs")).json()) as { count: number; results: { id: number }[] };
  const id = list.results[0].id;
  expect(paths.filter((p) => p.startsWith("/jobdetails/")).length).toBe(list.count);
  expect(paths.filter((p) => p.startsWith("/hi/jobdetails/")).length).toBe(list.count);
  expect(paths.slice(0, 2)).toEqual([`/jobdetails/${id}`, `/hi/jobdetails/${id}`]);
  expect(xml).toContain(`hreflang="hi-IN" href="https://www.kshitijtalent.example/hi/jobdetails/${id}"`);
  expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].length).toBe(paths.length);
});

test("the home page carries the Organization, other pages do not repeat it; nested pages carry a BreadcrumbList", async () => {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  for (const path of [
    "/",
    "/hi",
    "/te",
    "/job",
    "/DetailService/3",
    "/article/16",
    `/jobdetails/${list.results[0].id}`,
  ]) {
    const data = jsonLd(await (await get(path)).text());
    // On the home page in every language (decision 071): a copy on each page was 0.3 KB gzip of every first response.
    const home = path === "/" || path === "/hi" || path === "/te";
    expect(data.filter((d) => d["@type"] === "EmploymentAgency" && d.legalName !== undefined).length, path).toBe(
      home ? 1 : 0,
    );
    if (home) {
      // And nothing else: no FAQPage (the questions are in the page; Google shows no FAQ rich results, decision 076).
      expect(
        data.map((d) => d["@type"]),
        path,
      ).toEqual(["EmploymentAgency"]);
      continue;
    }
    if (path !== "/job") {
      const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
      expect(crumbs, path).toBeDefined();
      expect(crumbs.itemListElement[0].name).toBe("Home");
      expect(crumbs.itemListElement.length).toBe(3);
    }
  }
});

test("a hostile job title cannot close the JSON-LD script", async () => {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  const html = await (await get(`/jobdetails/${list.results[0].id}`)).text();
  for (const block of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(block[1]).not.toMatch(/<\/?script/i);
  }
});

test("pages have canonical URLs and social tags", async () => {
  const html = await (await get("/job?query=java&page=2")).text();
  expect(html).toContain('rel="canonical" href="https://www.kshitijtalent.example/job"');
  expect(html).toMatch(/property="og:title"/);
  expect(html).toMatch(/name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
});
