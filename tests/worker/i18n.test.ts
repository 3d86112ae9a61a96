import { exports } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { isFullLang, LANG_TAG, LANGS, type Lang, language, localizedPath, pageLanguages } from "#shared/i18n/lang";
import * as m from "#shared/i18n/paraglide/messages";
import { JOB_SEARCH_PARAMS } from "#shared/schemas/job-search";
import { findEnglishText, hasClass } from "../i18n/english-text";
import { pagesIn } from "../i18n/pages";
import { scriptShare } from "../i18n/script-share";

/** Issues 24 and 32: the pages in every language of the table, the switch, the remembered choice and hreflang. */

const OTHERS = LANGS.filter((lang) => lang !== "en");
const SEEKER_LANGS = LANGS.filter((lang) => !isFullLang(lang));

function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: "manual", ...init }));
}

async function firstJobId(): Promise<number> {
  const list = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  return list.results[0].id;
}

const decode = (s: string) => s.replace(/&amp;/g, "&");

/** The language switch's links on a page: the list in the header's `<details>`. */
function switchLinks(
  html: string,
): { href: string; lang?: string; hreflang: string; code: string; current: boolean }[] {
  const list = html.slice(
    html.indexOf('class="lang-switch-list"'),
    html.indexOf("</ul>", html.indexOf('class="lang-switch-list"')),
  );
  return [...list.matchAll(/<a [^>]*>/g)].map((m) => ({
    href: decode(m[0].match(/href="([^"]*)"/)?.[1] ?? ""),
    lang: m[0].match(/ lang="([^"]*)"/)?.[1],
    hreflang: m[0].match(/hrefLang="([^"]*)"/i)?.[1] ?? "",
    code: (m[0].match(/hrefLang="([^"]*)"/i)?.[1] ?? "").split("-")[0],
    current: / aria-current="true"/.test(m[0]),
  }));
}

/** The head's hreflang links (none since decision 083: the sitemap names a page's twins). */
function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)) {
    out[m[1]] = new URL(decode(m[2])).pathname + new URL(decode(m[2])).search;
  }
  return out;
}

/** The twins the sitemap names for one URL (its `<xhtml:link>`s), by hreflang, as paths. */
function sitemapTwins(xml: string, path: string): Record<string, string> {
  const entry = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].find((m) => new URL(m[1]).pathname === path);
  if (!entry) throw new Error(`${path} is not in the sitemap`);
  const out: Record<string, string> = {};
  for (const m of entry[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
    out[m[1]] = new URL(m[2]).pathname;
  }
  return out;
}
const meta = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, "g"))].map((m) => m[1]);
const canonical = (html: string) => new URL(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "").pathname;

describe("the pages in every language", () => {
  test.skipIf(SEEKER_LANGS.length === 0)(
    "a language with only the seeker pages has no employer pages: they are 404s there",
    async () => {
      for (const lang of SEEKER_LANGS) {
        for (const path of ["/services", "/DetailService/3", "/contact", "/about", "/blog", "/employes"]) {
          const res = await get(localizedPath("/", lang) + path);
          expect(res.status, `${lang}${path}`).toBe(404);
          expect(await res.text()).toContain(`<html lang="${LANG_TAG[lang]}"`);
        }
      }
    },
  );

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

  test("trailing slashes behave like the English ones", async () => {
    for (const lang of OTHERS) {
      const prefix = localizedPath("/", lang);
      const [en, other] = await Promise.all([get("/job/"), get(`${prefix}/job/`)]);
      expect(other.status).toBe(en.status);
      const home = await get(`${prefix}/`);
      expect([200, 301, 308]).toContain(home.status);
      if (home.status === 200) expect(await home.text()).toContain(`<html lang="${LANG_TAG[lang]}"`);
      else expect(home.headers.get("Location")).toMatch(new RegExp(`${prefix}$`));
    }
  });

  test("the correct spellings redirect within the language", async () => {
    for (const lang of OTHERS) {
      const res = await get(`${localizedPath("/", lang)}/careers?x=1`);
      expect(res.status).toBe(301);
      expect(res.headers.get("Location")).toBe(localizedPath("/carrers?x=1", lang));
    }
    expect((await get("/careers")).headers.get("Location")).toBe("/carrers");
  });

  test("an unknown path is a 404 in its language, inside that language's shell", async () => {
    const res = await get("/hi/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain("पेज नहीं मिला");
    expect(html).toContain("<title>पेज नहीं मिला | क्षितिज टैलेंट पार्टनर्स</title>");
    const en = await (await get("/no-such-page")).text();
    expect(en).toContain("<title>Page not found | Kshitij Talent Partners</title>");
    for (const lang of OTHERS) {
      const page = await get(`${localizedPath("/", lang)}/no-such-page`);
      expect(page.status).toBe(404);
      const text = await page.text();
      expect(text).toContain(`<html lang="${LANG_TAG[lang]}"`);
      expect(text).toContain(m.shell_not_found_title({}, { locale: lang }));
    }
  });

  test("/privacy-request and /unsubscribe have twins in every language, in that language", async () => {
    for (const lang of LANGS) {
      const privacy = await (await get(localizedPath("/privacy-request", lang))).text();
      expect(privacy).toContain(`<h1 id="privacy-request-title">${m.forms_privacy_title({}, { locale: lang })}</h1>`);
      expect(privacy).toContain(`action="${localizedPath("/privacy-request", lang)}"`);
      const unsubscribe = await get(localizedPath("/unsubscribe?token=nonsense", lang));
      expect(unsubscribe.status).toBe(400);
      const html = await unsubscribe.text();
      expect(html).toContain(m.forms_unsubscribe_heading({}, { locale: lang }));
      expect(html).toContain(m.forms_unsubscribe_invalid({}, { locale: lang }));
    }
  });
});

describe("the language switch", () => {
  test("lists every language the page is in, each in its own script and marked, the page's own as current", async () => {
    for (const lang of LANGS) {
      const links = switchLinks(await (await get(localizedPath("/job?query=sales&location=pune", lang))).text());
      expect(links.map((l) => l.code)).toEqual(LANGS);
      for (const link of links) {
        const code = link.code as Lang;
        expect(link.href).toBe(localizedPath("/job?query=sales&location=pune", code));
        expect(link.hreflang).toBe(LANG_TAG[code]);
        expect(link.lang).toBe(code === lang ? undefined : LANG_TAG[code]);
        expect(link.current).toBe(code === lang);
      }
    }
    // A prerendered page is rendered at its trailing-slash path: the switch still names the served URL.
    expect(switchLinks(await (await get("/services/")).text()).find((l) => l.code === "hi")?.href).toBe("/hi/services");
    expect(switchLinks(await (await get("/hi")).text()).find((l) => l.code === "en")?.href).toBe("/");
  });

  test("keeps only the query parameters the page reads (issue 29)", async () => {
    const all = JOB_SEARCH_PARAMS.map((name) => `${name}=${name === "page" ? "2" : name === "sort" ? "date" : "x"}`);
    const hostile = `source=${encodeURIComponent('{"x":"</script><script>alert(1)</script>"}')}&utm_source=mail&gclid=abc`;
    const kept = ["query=sales", "location=pune", "page=2", "sort=date"].join("&");
    const job = switchLinks(await (await get(`/job?query=sales&location=pune&page=2&sort=date&${hostile}`)).text());
    for (const link of job) expect(link.href).toBe(localizedPath(`/job?${kept}`, link.code as Lang));
    expect(all.length).toBe(JOB_SEARCH_PARAMS.length);
    const id = await firstJobId();
    const detail = switchLinks(await (await get(`/hi/jobdetails/${id}?expanded=1&${hostile}`)).text());
    for (const link of detail) expect(link.href).toBe(localizedPath(`/jobdetails/${id}?expanded=1`, link.code as Lang));
    const faq = switchLinks(await (await get(`/faq?${hostile}`)).text());
    for (const link of faq) expect(link.href).toBe(localizedPath("/faq", link.code as Lang));
  });

  test("on an employer page it offers only the languages that have the page", async () => {
    const links = switchLinks(await (await get("/contact")).text());
    expect(links.map((l) => l.code)).toEqual(LANGS.filter(isFullLang));
  });

  test("on an article (English only) and on a 404 it leads to each language's home page", async () => {
    const homes = LANGS.map((lang) => localizedPath("/", lang));
    const article = await (await get("/article/1")).text();
    expect(switchLinks(article).map((l) => l.href)).toEqual(homes);
    expect(alternates(article)).toEqual({});
    expect((await get("/hi/article/1")).status).toBe(404);
    for (const path of ["/no-such-page?x=1", "/hi/no-such-page", "/jobdetails/999999999"]) {
      expect(
        switchLinks(await (await get(path)).text()).map((l) => l.href),
        path,
      ).toEqual(homes);
    }
  });
});

describe("the remembered choice", () => {
  test("/ with cookie lang=<code> is sent to that language's home page, privately; the query goes along", async () => {
    for (const lang of OTHERS) {
      for (const method of ["GET", "HEAD"]) {
        const res = await get("/?utm_source=x", { method, headers: { Cookie: `a=1; lang=${lang}` } });
        expect(res.status, method).toBe(302);
        expect(res.headers.get("Location")).toBe(localizedPath("/?utm_source=x", lang));
        expect(res.headers.get("Cache-Control")).toBe("private, no-store");
        expect(res.headers.get("Vary")).toContain("Cookie");
      }
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

  test("canonical and og:locale per language; the head names no twins, the sitemap does", async () => {
    const en = await (await get("/services")).text();
    const hi = await (await get("/hi/services")).text();
    expect(canonical(en)).toBe("/services");
    expect(canonical(hi)).toBe("/hi/services");
    expect(meta(en, "og:locale")).toEqual(["en_IN"]);
    expect(meta(hi, "og:locale")).toEqual(["hi_IN"]);
    for (const html of [en, hi]) {
      expect(alternates(html)).toEqual({});
      expect(meta(html, "og:locale:alternate")).toEqual([]);
    }
    expect(hi).toMatch(/<title>[^<]* \| क्षितिज टैलेंट पार्टनर्स<\/title>/);
    const xml = await (await get("/sitemap-pages.xml")).text();
    const pair = { "en-IN": "/services", "hi-IN": "/hi/services", "x-default": "/services" };
    expect(sitemapTwins(xml, "/services")).toEqual(pair);
    expect(sitemapTwins(xml, "/hi/services")).toEqual(pair);
  });

  test("the sitemap names, for every page in each language, exactly the languages it exists in and x-default English", async () => {
    const id = await firstJobId();
    const pagesXml = await (await get("/sitemap-pages.xml")).text();
    const jobsXml = await (await get("/sitemap-jobs.xml?page=1")).text();
    for (const path of [
      "/",
      "/job",
      `/jobdetails/${id}`,
      "/faq",
      "/upload",
      "/privacy-request",
      "/contact",
      "/services",
    ]) {
      const langs = pageLanguages(path);
      const expected = Object.fromEntries([
        ...langs.map((lang) => [LANG_TAG[lang], localizedPath(path, lang)]),
        ["x-default", path],
      ]);
      const xml = path.startsWith("/jobdetails/") ? jobsXml : pagesXml;
      for (const lang of langs) {
        const html = await (await get(localizedPath(path, lang))).text();
        expect(sitemapTwins(xml, localizedPath(path, lang)), `${lang} ${path}`).toEqual(expected);
        expect(alternates(html), `${lang} ${path}`).toEqual({});
        expect(canonical(html), `${lang} ${path}`).toBe(localizedPath(path, lang));
        expect(meta(html, "og:locale"), `${lang} ${path}`).toEqual([LANG_TAG[lang].replace("-", "_")]);
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
  "/hi/privacy-request",
  "/hi/unsubscribe",
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

/**
 * Issue 32: on every page of every language at least 70% of the letters a
 * visitor reads or hears (text and the names of controls, `lang="en"` parts
 * and the visitor's own search words aside) are in the language's script.
 */
describe("every page of every language answers in its language and is in its script", () => {
  test.each([...LANGS])(
    "%s",
    async (lang) => {
      const id = await firstJobId();
      const { script } = language(lang);
      const problems: string[] = [];
      for (const path of pagesIn(lang, id)) {
        const url = new URL(path, "http://x");
        const visitorText = ["query", "location"].map((k) => url.searchParams.get(k) ?? "").filter(Boolean);
        const res = await get(path);
        // The 404, and the signed-link pages opened without their token, answer as they should.
        const expected = /no-such-page/.test(path) ? 404 : /\/unsubscribe$|\/alerts\/confirm$/.test(path) ? 400 : 200;
        expect(res.status, path).toBe(expected);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${LANG_TAG[lang]}"`);
        const share = scriptShare(html, lang, script, visitorText);
        expect(share.letters, path).toBeGreaterThan(100);
        if (share.share < 0.7)
          problems.push(`${path}: ${(share.share * 100).toFixed(0)}% (${share.outside.slice(0, 5).join(" | ")})`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  test("the check can fail, and leaves out what is marked as another language", async () => {
    const html = await (await get("/hi/faq")).text();
    const share = scriptShare(html, "hi", "Deva");
    expect(share.share).toBeGreaterThanOrEqual(0.7);
    const marked = html.replace("<main", '<p lang="en">Apply now for the best jobs in India today</p><main');
    expect(scriptShare(marked, "hi", "Deva").letters).toBe(share.letters);
    const unmarked = html.replace("<main", "<p>Apply now for the best jobs in India today</p><main");
    expect(scriptShare(unmarked, "hi", "Deva").letters).toBeGreaterThan(share.letters);
    // An English page is not a Hindi one.
    expect(scriptShare(await (await get("/faq")).text(), "hi", "Deva").share).toBeLessThan(0.7);
  });
});
