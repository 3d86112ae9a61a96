import { exports } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { findEnglishText, hasClass } from "../i18n/english-text";

/** Issue 24: the Hindi twins, the language switch, the remembered choice and hreflang. */

function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: "manual", ...init }));
}

async function firstJobId(): Promise<number> {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  return list.results[0].id;
}

/** The `href` of each language switch link on a page. */
function switchLinks(html: string): { href: string; lang: string; hreflang: string }[] {
  return [...html.matchAll(/<a [^>]*class="lang-switch[^"]*"[^>]*>/g)].map((m) => ({
    href: decode(m[0].match(/href="([^"]*)"/)?.[1] ?? ""),
    lang: m[0].match(/ lang="([^"]*)"/)?.[1] ?? "",
    hreflang: m[0].match(/hrefLang="([^"]*)"/i)?.[1] ?? "",
  }));
}
const decode = (s: string) => s.replace(/&amp;/g, "&");

function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)) {
    out[m[1]] = new URL(decode(m[2])).pathname + new URL(decode(m[2])).search;
  }
  return out;
}
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, "g"))].map((m) => m[1]);
const canonical = (html: string) => new URL(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "").pathname;

describe("Hindi twins", () => {
  test("every kind of public page answers under /hi, in Hindi, and English URLs stay", async () => {
    const id = await firstJobId();
    const paths = [
      "/",
      "/job",
      `/jobdetails/${id}`,
      `/jobdetails/${id}/apply`,
      "/services",
      "/DetailService/3",
      "/contact",
      "/upload",
      "/carrers",
      "/employes",
      "/fresher",
      "/freelance-recruiters",
      "/about",
      "/faq",
      "/alerts",
      "/saved",
      "/policy",
      "/disclaimer",
      "/fake-job-offers",
      "/blog",
      "/news",
    ];
    for (const path of paths) {
      const en = await get(path);
      expect(en.status, path).toBe(200);
      expect(await en.text(), path).toContain('<html lang="en-IN"');
      const hiPath = path === "/" ? "/hi" : `/hi${path}`;
      const hi = await get(hiPath);
      expect(hi.status, hiPath).toBe(200);
      expect(await hi.text(), hiPath).toContain('<html lang="hi-IN"');
    }
  });

  test("a Hindi page's shell is Hindi and its internal links stay in Hindi", async () => {
    const html = await (await get("/hi/job?query=sales")).text();
    expect(html).toContain("सीधे मुख्य हिस्से पर जाएँ");
    expect(html).toContain('aria-label="मेन्यू"');
    expect(html).toContain('href="/hi/saved"');
    expect(html).toContain('href="/hi/DetailService/1"');
    expect(html).toContain('href="/hi/policy"');
    expect(html).toContain('<a href="/hi" class="brand"');
    // The brand's own text (partner sites, addresses) is marked English.
    expect(html).toMatch(/<a class="nav-item" href="https:\/\/recruiters\.[^"]+"[^>]* lang="en-IN"/);
  });

  test("/hi/ and other trailing slashes behave like the English ones", async () => {
    const [en, hi] = await Promise.all([get("/job/"), get("/hi/job/")]);
    expect(hi.status).toBe(en.status);
    const home = await get("/hi/");
    expect([200, 301, 308]).toContain(home.status);
    if (home.status === 200) expect(await home.text()).toContain('<html lang="hi-IN"');
    else expect(home.headers.get("Location")).toMatch(/\/hi$/);
  });

  test("the correct spellings redirect within the language", async () => {
    const res = await get("/hi/careers?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/hi/carrers?x=1");
    expect((await get("/careers")).headers.get("Location")).toBe("/carrers");
  });

  test("an unknown Hindi path is a Hindi 404 inside the Hindi shell", async () => {
    const res = await get("/hi/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain("पेज नहीं मिला");
    expect(html).toContain("<title>पेज नहीं मिला | क्षितिज टैलेंट पार्टनर्स</title>");
    const en = await (await get("/no-such-page")).text();
    expect(en).toContain("<title>Page not found | Kshitij Talent Partners</title>");
  });
});

describe("the language switch", () => {
  test("links to the same page in the other language, query kept, both ways", async () => {
    const en = switchLinks(await (await get("/job?query=sales&location=pune")).text());
    expect(en.length).toBeGreaterThanOrEqual(2);
    for (const link of en)
      expect(link).toEqual({ href: "/hi/job?query=sales&location=pune", lang: "hi-IN", hreflang: "hi-IN" });
    const hi = switchLinks(await (await get("/hi/job?query=sales&location=pune")).text());
    for (const link of hi)
      expect(link).toEqual({ href: "/job?query=sales&location=pune", lang: "en-IN", hreflang: "en-IN" });
    // A prerendered page is rendered at its trailing-slash path: the switch still names the served URL.
    expect(switchLinks(await (await get("/services/")).text())[0].href).toBe("/hi/services");
    const home = switchLinks(await (await get("/hi")).text());
    expect(home[0].href).toBe("/");
    expect(switchLinks(await (await get("/")).text())[0].href).toBe("/hi");
  });

  test("is in the menu and the no-JavaScript menu too", async () => {
    const html = await (await get("/about")).text();
    const menu = html.slice(html.indexOf('id="site-menu"'), html.indexOf("</nav>", html.indexOf('id="site-menu"')));
    expect(menu).toContain('class="lang-switch menu-lang"');
  });

  test("on an article (English only) it leads to the Hindi home page, and there is no hreflang pair", async () => {
    const html = await (await get("/article/1")).text();
    expect(switchLinks(html)[0].href).toBe("/hi");
    expect(alternates(html)).toEqual({});
    expect((await get("/hi/article/1")).status).toBe(404);
  });
});

describe("the remembered choice", () => {
  test("/ with cookie lang=hi is sent to /hi, privately; the query goes along", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await get("/?utm_source=x", { method, headers: { Cookie: "a=1; lang=hi" } });
      expect(res.status, method).toBe(302);
      expect(res.headers.get("Location")).toBe("/hi?utm_source=x");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("Vary")).toContain("Cookie");
    }
  });

  test("nothing else redirects: no cookie, lang=en, another page, or Accept-Language", async () => {
    const plain = await get("/", { headers: { "Accept-Language": "hi-IN,hi;q=0.9" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Vary")).toContain("Cookie");
    expect((await get("/", { headers: { Cookie: "lang=en" } })).status).toBe(200);
    expect((await get("/", { headers: { Cookie: "lang=xx" } })).status).toBe(200);
    expect((await get("/about", { headers: { Cookie: "lang=hi" } })).status).toBe(200);
    expect((await get("/hi")).status).toBe(200);
    expect((await get("/hi", { headers: { Cookie: "lang=en" } })).status).toBe(200);
    expect((await get("/", { method: "POST", headers: { Cookie: "lang=hi" } })).status).not.toBe(302);
  });
});

/** The BreadcrumbList of a page's JSON-LD: each level's name and path. */
function breadcrumbs(html: string): { name: string; path: string }[] {
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as { "@type"?: string; itemListElement?: { name: string; item: string }[] };
    if (data["@type"] === "BreadcrumbList")
      return (data.itemListElement ?? []).map((i) => ({ name: i.name, path: new URL(i.item).pathname }));
  }
  return [];
}

describe("head tags", () => {
  test("a Hindi page's breadcrumb structured data starts at the Hindi home page, in Hindi", async () => {
    const id = await firstJobId();
    const job = breadcrumbs(await (await get(`/hi/jobdetails/${id}`)).text());
    expect(job.slice(0, 2)).toEqual([
      { name: "होम", path: "/hi" },
      { name: "नौकरियों की सूची", path: "/hi/job" },
    ]);
    expect(job[2].path).toBe(`/hi/jobdetails/${id}`);
    const service = breadcrumbs(await (await get("/hi/DetailService/12")).text());
    expect(service).toEqual([
      { name: "होम", path: "/hi" },
      { name: "सेवाएँ", path: "/hi/services" },
      { name: "पेरोल मैनेजमेंट", path: "/hi/DetailService/12" },
    ]);
    expect(breadcrumbs(await (await get("/DetailService/12")).text())[0]).toEqual({ name: "Home", path: "/" });
  });

  test("hreflang alternates both ways, x-default English, canonical and og:locale per language", async () => {
    const en = await (await get("/services")).text();
    const hi = await (await get("/hi/services")).text();
    const pair = { "en-IN": "/services", "hi-IN": "/hi/services", "x-default": "/services" };
    expect(alternates(en)).toEqual(pair);
    expect(alternates(hi)).toEqual(pair);
    expect(canonical(en)).toBe("/services");
    expect(canonical(hi)).toBe("/hi/services");
    expect(meta(en, "og:locale")).toEqual(["en_IN"]);
    expect(meta(hi, "og:locale")).toEqual(["hi_IN"]);
    expect(meta(en, "og:locale:alternate")).toEqual(["hi_IN"]);
    expect(meta(hi, "og:locale:alternate")).toEqual(["en_IN"]);
    expect(hi).toMatch(/<title>[^<]* \| क्षितिज टैलेंट पार्टनर्स<\/title>/);
  });

  test("every page with a twin carries the pair; home and job pages too", async () => {
    const id = await firstJobId();
    for (const [path, twin] of [
      ["/", "/hi"],
      ["/job", "/hi/job"],
      [`/jobdetails/${id}`, `/hi/jobdetails/${id}`],
      ["/contact", "/hi/contact"],
    ]) {
      for (const page of [path, twin]) {
        expect(alternates(await (await get(page)).text()), page).toEqual({
          "en-IN": path,
          "hi-IN": twin,
          "x-default": path,
        });
      }
    }
  });
});

/** Parts of a page left out of the whole-page check. */
const PENDING_PARTS: string[] = [];

const STATIC_HINDI_PAGES = [
  "/hi",
  "/hi/job",
  "/hi/job?query=sales&location=pune",
  "/hi/services",
  ...SERVICE_NAMES.map((_, i) => `/hi/DetailService/${i + 1}`),
  "/hi/blog",
  "/hi/news",
  "/hi/carrers",
  "/hi/faq",
  "/hi/about",
  "/hi/contact",
  "/hi/upload",
  "/hi/employes",
  "/hi/fresher",
  "/hi/freelance-recruiters",
  "/hi/newsletter",
  "/hi/policy",
  "/hi/disclaimer",
  "/hi/fake-job-offers",
  "/hi/alerts",
  "/hi/saved",
  "/hi/no-such-page",
];

async function hindiPages(): Promise<string[]> {
  const id = await firstJobId();
  return [...STATIC_HINDI_PAGES, `/hi/jobdetails/${id}`, `/hi/jobdetails/${id}/apply`];
}

/**
 * What a page may show as written: the visitor's search words (their own, in
 * whatever language they typed), and on a job's pages the ATS's text in the
 * `<title>` and metas, which cannot mark it English (the body must).
 */
async function asWritten(path: string): Promise<{ visitorText?: string[]; headData?: string[] }> {
  const url = new URL(path, "http://x");
  const visitorText = [url.searchParams.get("query"), url.searchParams.get("location")].filter((v) => v !== null);
  const id = /^\/hi\/jobdetails\/(\d+)/.exec(url.pathname)?.[1];
  if (!id) return { visitorText };
  const list = (await (await get("/api/jobs")).json()) as { results: Record<string, unknown>[] };
  const job = list.results.find((j) => String(j.id) === id) ?? {};
  const ats = ["job_title", "client", "city", "details"].map((k) => JSON.stringify(job[k] ?? ""));
  return { visitorText, headData: ats };
}

const skip = (_tag: string, attrs: Record<string, string>) => PENDING_PARTS.some((name) => hasClass(attrs, name));
const SHELL = ["site-header", "site-footer", "cookie-banner", "floating-social", "skip-link"];
const inShell = (_tag: string, attrs: Record<string, string>) => SHELL.some((name) => hasClass(attrs, name));

/**
 * No English UI text on a Hindi page outside lang="en" (tests/i18n/english-text.ts):
 * every Hindi page whole, and every page's shell on its own (so a shell
 * regression names the shell).
 */
describe("no English UI text on Hindi pages", () => {
  test("the shell of every Hindi page is Hindi", async () => {
    const problems: string[] = [];
    for (const path of await hindiPages()) {
      const html = await (await get(path)).text();
      for (const f of findEnglishText(html, { within: inShell, skip }))
        problems.push(`${path}: ${f.words.join(" ")} in "${f.text}"`);
    }
    expect(problems).toEqual([]);
  });

  test("every Hindi page is Hindi throughout", async () => {
    const problems: string[] = [];
    for (const path of await hindiPages()) {
      const html = await (await get(path)).text();
      for (const f of findEnglishText(html, { skip, ...(await asWritten(path)) }))
        problems.push(`${path}: ${f.words.join(" ")} in "${f.text}"`);
    }
    expect(problems).toEqual([]);
  });

  test("the check catches English in the shell (it can fail)", async () => {
    const html = (await (await get("/hi/no-such-page")).text()).replace("मेन्यू", "Menu");
    expect(findEnglishText(html, { within: inShell, skip }).map((f) => f.text)).toContain("Menu");
  });
});
