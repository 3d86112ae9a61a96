import { afterEach, expect, test } from "vitest";
import { SiteHeader } from "#app/components/layout/site-header";
import { enhanceOffer, enhanceSwitch, prefersHindi } from "#app/enhance/lang";
import { LangContext } from "#app/lib/i18n";
import {
  hasTwin,
  type Lang,
  langFromCookie,
  langFromPath,
  localizedHref,
  localizedPath,
  switchHref,
  unlocalizedPath,
} from "#shared/i18n/lang";
import { serverMarkup, serverRender } from "./server-markup";

afterEach(() => {
  document.body.innerHTML = "";
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
  document.cookie = "lang=; max-age=0; path=/";
  window.localStorage.clear();
});

test("paths: the language is the /hi prefix, and a path moves between languages with its query", () => {
  expect(langFromPath("/hi")).toBe("hi");
  expect(langFromPath("/hi/job")).toBe("hi");
  expect(langFromPath("/hiring")).toBe("en");
  expect(unlocalizedPath("/hi")).toBe("/");
  expect(unlocalizedPath("/hi/")).toBe("/");
  expect(localizedPath("/job?query=sales&location=pune", "hi")).toBe("/hi/job?query=sales&location=pune");
  expect(localizedPath("/hi/job?query=sales&location=pune", "en")).toBe("/job?query=sales&location=pune");
  expect(localizedPath("/", "hi")).toBe("/hi");
  expect(localizedPath("/hi?x=1#top", "en")).toBe("/?x=1#top");
  expect(localizedPath("/hi/faq", "hi")).toBe("/hi/faq");
});

test("twins: articles, staff and the API have none; the switch then goes to the other home page", () => {
  for (const path of ["/", "/job?q=1", "/hi/services", "/DetailService/2", "/blog", "/hi/jobdetails/5/apply"]) {
    expect(hasTwin(path), path).toBe(true);
  }
  for (const path of ["/article/3", "/staff", "/staff/jobs", "/unsubscribe?t=x", "/privacy-request", "/api/jobs"]) {
    expect(hasTwin(path), path).toBe(false);
  }
  expect(switchHref("/article/3", "hi")).toBe("/hi");
  expect(switchHref("/hi/saved?x=1", "en")).toBe("/saved?x=1");
  // Prerendered pages are rendered at a trailing-slash path.
  expect(switchHref("/services/", "hi")).toBe("/hi/services");
  expect(switchHref("/hi/services/", "en")).toBe("/services");
  expect(switchHref("/hi/", "en")).toBe("/");
  expect(localizedHref("/article/3", "hi")).toBe("/article/3");
  expect(localizedHref("/about", "hi")).toBe("/hi/about");
});

test("the lang cookie is read exactly", () => {
  expect(langFromCookie("a=1; lang=hi; b=2")).toBe("hi");
  expect(langFromCookie("lang=en")).toBe("en");
  expect(langFromCookie("lang=fr")).toBeUndefined();
  expect(langFromCookie("xlang=hi")).toBeUndefined();
  expect(langFromCookie(null)).toBeUndefined();
});

test("Hindi is preferred only when it comes before English", () => {
  expect(prefersHindi(["hi-IN", "en-IN"])).toBe(true);
  expect(prefersHindi(["mr-IN", "hi", "en"])).toBe(true);
  expect(prefersHindi(["en-IN", "hi-IN"])).toBe(false);
  expect(prefersHindi(["ta-IN"])).toBe(false);
  expect(prefersHindi([])).toBe(false);
});

async function header(url: string, lang: Lang) {
  return serverMarkup(
    <LangContext value={lang}>
      <SiteHeader />
    </LangContext>,
    url,
  );
}

test("the header's switch links to this page in the other language, query kept, both ways", async () => {
  const en = await header("http://localhost/job?query=sales&location=pune", "en");
  expect(en).toContain('href="/hi/job?query=sales&amp;location=pune" class="lang-switch header-lang"');
  expect(en).toContain('class="lang-switch menu-lang"');
  expect(en).toMatch(/hrefLang="hi-IN" lang="hi-IN" aria-label="यह पेज हिन्दी में पढ़ें"/);
  const hi = await header("http://localhost/hi/job?query=sales&location=pune", "hi");
  expect(hi).toContain('href="/job?query=sales&amp;location=pune" class="lang-switch header-lang"');
  expect(hi).toContain(">English</a>");
  expect(hi).toContain('href="/hi/about"');
  expect(hi).not.toContain('href="/about"');
});

test("enhanced, a switch built without the query (a prerendered page) gets it, and a click remembers the choice", async () => {
  window.history.replaceState(null, "", "/services?ref=mail");
  await serverRender(
    <LangContext value="en">
      <SiteHeader />
    </LangContext>,
    "http://localhost/services",
  );
  const link = document.querySelector<HTMLAnchorElement>("a.header-lang");
  if (!link) throw new Error("no switch");
  expect(link.getAttribute("href")).toBe("/hi/services");
  enhanceSwitch(link);
  expect(link.getAttribute("href")).toBe("/hi/services?ref=mail");
  link.addEventListener("click", (e) => e.preventDefault());
  link.click();
  expect(document.cookie).toContain("lang=hi");
  window.history.replaceState(null, "", "/");
});

test("the offer shows once to a Hindi-preferring browser with no choice made", () => {
  const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, "languages");
  Object.defineProperty(navigator, "languages", { configurable: true, get: () => ["hi-IN", "en"] });
  try {
    const make = () => {
      document.body.innerHTML = '<section class="lang-offer" hidden><a href="/hi">x</a><button>x</button></section>';
      return document.querySelector<HTMLElement>(".lang-offer") as HTMLElement;
    };
    const first = make();
    enhanceOffer(first);
    expect(first.hidden).toBe(false);
    first.querySelector("button")?.click();
    expect(first.hidden).toBe(true);
    const again = make();
    enhanceOffer(again);
    expect(again.hidden).toBe(true);
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: a choice already made.
    document.cookie = "lang=en; path=/";
    const chosen = make();
    enhanceOffer(chosen);
    expect(chosen.hidden).toBe(true);
  } finally {
    if (languages) Object.defineProperty(navigator, "languages", languages);
    else Reflect.deleteProperty(navigator, "languages");
  }
});
