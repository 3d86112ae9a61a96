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

test("the sitemap lists static routes, every service and article, and current jobs, with lastmod", async () => {
  const res = await get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const path of ["/", "/job", "/services", "/blog", "/carrers", "/faq", "/policy", "/disclaimer", "/upload"]) {
    expect(locs, path).toContain(path);
  }
  for (let id = 1; id <= 18; id++) expect(locs).toContain(`/DetailService/${id}`);
  for (let id = 1; id <= 19; id++) expect(locs).toContain(`/article/${id}`);
  const list = (await (await get("/api/jobs")).json()) as { count: number; results: { id: number }[] };
  expect(locs).toContain(`/jobdetails/${list.results[0].id}`);
  expect(locs.filter((p) => p.startsWith("/jobdetails/")).length).toBe(list.count);
  expect(new Set(locs).size).toBe(locs.length);
  expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].length).toBe(locs.length);
});

test("every page carries the Organization; nested pages carry a BreadcrumbList", async () => {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  for (const path of ["/", "/job", "/DetailService/3", "/article/16", `/jobdetails/${list.results[0].id}`]) {
    const data = jsonLd(await (await get(path)).text());
    expect(
      data.some((d) => d["@type"] === "EmploymentAgency"),
      path,
    ).toBe(true);
    if (path !== "/" && path !== "/job") {
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
