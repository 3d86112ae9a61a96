import { afterEach, expect, test, vi } from "vitest";
import { SiteHeader } from "#app/components/layout/site-header";
import { beforeEnglish, enhanceSwitch } from "#app/enhance/lang";
import { remember } from "#app/enhance/lang-choice";
import { offer, offerLanguage } from "#app/enhance/lang-offer";
import { LangContext } from "#app/lib/i18n";
import {
  hasPage,
  hrefLangOf,
  isFullLang,
  LANG_TAG,
  LANGS,
  type Lang,
  langFromCookie,
  langFromPath,
  language,
  localizedPath,
  pageLanguages,
  unlocalizedPath,
} from "#shared/i18n/lang";
import { queryReadBy, switchTargets } from "#shared/i18n/switch";
import { ON_EVERY_CLICK } from "#shared/lib/enhance-boot";
import { JOB_SEARCH_PARAMS } from "#shared/schemas/job-search";
import { serverMarkup, serverRender } from "./server-markup";

afterEach(() => {
  document.body.innerHTML = "";
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
  document.cookie = "lang=; max-age=0; path=/";
  window.localStorage.clear();
});

/* Issues 24, 29 and 32: the language is the path's prefix, from the one table. */

const OTHERS = LANGS.filter((lang) => lang !== "en");
/** A language with only the job seeker's pages, if the table has one. */
const SEEKER_LANG = LANGS.find((lang) => !isFullLang(lang));

test("paths: each language is its prefix, and a path moves between languages with its query", () => {
  expect(langFromPath("/job")).toBe("en");
  expect(langFromPath("/hiring")).toBe("en");
  expect(langFromPath("/en/job")).toBe("en");
  for (const lang of OTHERS) {
    const prefix = language(lang).prefix;
    expect(langFromPath(prefix)).toBe(lang);
    expect(langFromPath(`${prefix}/job`)).toBe(lang);
    expect(langFromPath(`${prefix}ring`)).toBe("en");
    expect(unlocalizedPath(prefix)).toBe("/");
    expect(unlocalizedPath(`${prefix}/`)).toBe("/");
    expect(localizedPath("/job?query=sales&location=pune", lang)).toBe(`${prefix}/job?query=sales&location=pune`);
    expect(localizedPath(`${prefix}/job?query=sales`, "en")).toBe("/job?query=sales");
    expect(localizedPath("/", lang)).toBe(prefix);
    expect(localizedPath(`${prefix}?x=1#top`, "en")).toBe("/?x=1#top");
  }
});

test("pages per language: seeker pages everywhere, employer pages in the full languages, links fall back", () => {
  for (const path of ["/", "/job?q=1", "/jobdetails/5/apply", "/unsubscribe?token=x", "/privacy-request", "/faq"]) {
    expect(pageLanguages(path), path).toEqual(LANGS);
  }
  for (const path of ["/services", "/hi/DetailService/2", "/blog", "/contact", "/employes"]) {
    expect(pageLanguages(path), path).toEqual(LANGS.filter(isFullLang));
  }
  expect(pageLanguages("/article/3")).toEqual(["en"]);
  expect(pageLanguages("/staff/jobs")).toEqual([]);
  expect(pageLanguages("/api/jobs")).toEqual([]);
  // A page that is not in a language is linked in English, and says so.
  expect(localizedPath("/article/3", "hi")).toBe("/article/3");
  expect(hrefLangOf("/article/3", "hi")).toBe("en-IN");
  expect(localizedPath("/about", "hi")).toBe("/hi/about");
  expect(hrefLangOf("/about", "hi")).toBeUndefined();
  expect(localizedPath("/api/jobs?x=1", "hi")).toBe("/api/jobs?x=1");
  if (SEEKER_LANG) {
    expect(hasPage("/contact", SEEKER_LANG)).toBe(false);
    expect(localizedPath("/contact", SEEKER_LANG)).toBe("/contact");
    expect(hrefLangOf("/contact", SEEKER_LANG)).toBe("en-IN");
    expect(localizedPath("/upload", SEEKER_LANG)).toBe(`/${SEEKER_LANG}/upload`);
  }
});

test("the switch: every language the page is in, with only the query parameters the page reads", () => {
  const hostile = `source=${encodeURIComponent('{"a":"</script>"}')}&utm_source=x&gclid=1`;
  const all = JOB_SEARCH_PARAMS.map((name, i) => `${name}=${i}`).join("&");
  expect(queryReadBy("/job")).toEqual(JOB_SEARCH_PARAMS);
  for (const target of switchTargets(`/job?${all}&${hostile}`)) {
    expect(target.href, target.lang).toBe(localizedPath(`/job?${all}`, target.lang));
  }
  expect(switchTargets("/jobdetails/7?expanded=1&source=ats").map((t) => t.href)).toEqual(
    LANGS.map((lang) => localizedPath("/jobdetails/7?expanded=1", lang)),
  );
  expect(switchTargets("/hi/saved?x=1").map((t) => t.href)).toEqual(LANGS.map((lang) => localizedPath("/saved", lang)));
  expect(switchTargets("/hi/unsubscribe?token=abc&x=1").map((t) => t.href)).toEqual(
    LANGS.map((lang) => localizedPath("/unsubscribe?token=abc", lang)),
  );
  // Prerendered pages are rendered at a trailing-slash path.
  expect(switchTargets("/services/").map((t) => t.href)).toEqual(
    LANGS.filter(isFullLang).map((lang) => localizedPath("/services", lang)),
  );
  expect(switchTargets("/hi/").map((t) => t.href)).toEqual(LANGS.map((lang) => localizedPath("/", lang)));
  // An English-only page, and an error page, offer each language's home page.
  const homes = LANGS.map((lang) => localizedPath("/", lang));
  expect(switchTargets("/article/3").map((t) => t.href)).toEqual(homes);
  expect(switchTargets("/hi/no-such-page?x=1", { home: true }).map((t) => t.href)).toEqual(homes);
});

test("the lang cookie is read exactly", () => {
  for (const lang of LANGS) expect(langFromCookie(`a=1; lang=${lang}; b=2`)).toBe(lang);
  expect(langFromCookie("lang=fr")).toBeUndefined();
  expect(langFromCookie("xlang=hi")).toBeUndefined();
  expect(langFromCookie(null)).toBeUndefined();
});

async function header(url: string, lang: Lang) {
  return serverMarkup(
    <LangContext value={lang}>
      <SiteHeader />
    </LangContext>,
    url,
  );
}

const switchLinks = (html: string) =>
  [
    ...html.matchAll(
      /<a href="([^"]*)" hrefLang="(([a-z]+)-[A-Z]+)"(?: lang="([^"]*)")?(?: aria-current="true")?>([^<]*)<\/a>/g,
    ),
  ].map((m) => ({ href: m[1].replace(/&amp;/g, "&"), hreflang: m[2], code: m[3], lang: m[4], name: m[5] }));

test("the header's switch lists each language in its own script, marked, the page's own as current", async () => {
  for (const lang of LANGS) {
    const html = await header(`http://localhost${localizedPath("/job?query=sales&location=pune&x=1", lang)}`, lang);
    expect(html).toMatch(
      /<details class="lang-switch" data-enhance="lang-switch"><summary class="lang-switch-button">/,
    );
    const links = switchLinks(html);
    expect(links.map((l) => l.code)).toEqual(LANGS);
    for (const link of links) {
      expect(link.href).toBe(localizedPath("/job?query=sales&location=pune", link.code as Lang));
      expect(link.hreflang).toBe(LANG_TAG[link.code as Lang]);
      expect(link.name).toBe(language(link.code as Lang).name);
      // Each name is marked with its language, but the page's own, which is the page's.
      expect(link.lang).toBe(link.code === lang ? undefined : LANG_TAG[link.code as Lang]);
    }
    expect(html.match(/hrefLang="([a-z]+)-IN"(?: lang="[^"]*")? aria-current="true"/)?.[1]).toBe(lang);
  }
});

test("following a switch link remembers the choice before any module has loaded, as the offer does", async () => {
  await serverRender(
    <LangContext value="en">
      <SiteHeader />
    </LangContext>,
    "http://localhost/job",
  );
  const written = vi.spyOn(document, "cookie", "set");
  // Only the page's inline line runs: the switch is not enhanced (the entry has not arrived).
  const line = new Function(ON_EVERY_CLICK);
  line();
  const link = document.querySelector<HTMLAnchorElement>('details.lang-switch a[hreflang="ta-IN"]');
  expect(link?.getAttribute("href")).toBe("/ta/job");
  link?.addEventListener("click", (e) => e.preventDefault());
  link?.click();
  expect(document.cookie).toContain("lang=ta");
  // A click anywhere else sets nothing.
  document.body.click();
  expect(written).toHaveBeenCalledTimes(1);
  // The offer's choice is stored with the same attributes (path, a year, SameSite=Lax).
  remember("ta");
  expect(written.mock.calls[1]).toEqual(written.mock.calls[0]);
  written.mockRestore();
});

test("enhanced, a switch link is followed only once the cookie store holds the choice", async () => {
  await serverRender(
    <LangContext value="hi">
      <SiteHeader />
    </LangContext>,
    "http://localhost/hi",
  );
  const root = document.querySelector<HTMLDetailsElement>("details.lang-switch");
  const link = root?.querySelector<HTMLAnchorElement>('a[hreflang="en-IN"]');
  if (!root || !link) throw new Error("no switch");
  expect(link.getAttribute("href")).toBe("/");
  // The browser's store answers when it holds the cookie: held here until the test lets it go.
  let stored: () => void = () => {};
  const set = vi.fn((_cookie: CookieInit) => new Promise<void>((resolve) => (stored = resolve)));
  const followed = vi.fn();
  vi.stubGlobal("cookieStore", { set });
  // happy-dom does not navigate: the link is followed through a stand-in location.
  vi.stubGlobal("location", { assign: followed });
  // What the browser would do by itself after the page's listeners: recorded, then held back.
  const browserDefault: boolean[] = [];
  const record = (event: Event) => {
    browserDefault.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener("click", record);
  try {
    enhanceSwitch(root);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    // The link's own navigation is held back, and nothing is followed before the store answers.
    expect(browserDefault).toEqual([false]);
    expect(document.cookie).toContain("lang=en");
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ name: "lang", value: "en", sameSite: "lax" }));
    expect(set.mock.calls[0]?.[0].expires ?? 0).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(followed).not.toHaveBeenCalled();
    stored();
    await expect.poll(() => followed.mock.calls).toEqual([[link.href]]);

    // A click that opens another tab is the browser's to follow (the cookie is still written).
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(browserDefault).toEqual([false, true]);
    expect(set).toHaveBeenCalledTimes(1);
  } finally {
    document.removeEventListener("click", record);
    vi.unstubAllGlobals();
  }
});

test("enhanced, Escape and a click elsewhere close the list", async () => {
  await serverRender(
    <LangContext value="en">
      <SiteHeader />
    </LangContext>,
    "http://localhost/services",
  );
  const root = document.querySelector<HTMLDetailsElement>("details.lang-switch");
  if (!root) throw new Error("no switch");
  enhanceSwitch(root);
  root.open = true;
  root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(root.open).toBe(false);
  root.open = true;
  document.body.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(root.open).toBe(false);
});

test("the offer's choice: the browser's first site language before English, if the page has it and is not in it", () => {
  expect(beforeEnglish(["te-IN", "hi", "en-GB", "ta"])).toEqual(["te", "hi"]);
  expect(beforeEnglish(["en-IN", "hi-IN"])).toEqual([]);
  expect(beforeEnglish([])).toEqual([]);
  const offerFor = (languages: string[], pageLangs: readonly string[], current: string) =>
    offerLanguage(beforeEnglish(languages), pageLangs, current);
  expect(offerFor(["hi-IN", "en"], LANGS, "en")).toBe("hi");
  expect(offerFor(["hi"], LANGS, "hi")).toBeUndefined();
  expect(offerFor(["en-IN", "hi-IN"], LANGS, "en")).toBeUndefined();
  // A language the site does not have is passed over; one after English never counts.
  expect(offerFor(["fr-FR", "hi", "en"], LANGS, "en")).toBe("hi");
  expect(offerFor(["fr-FR", "en", "hi"], LANGS, "en")).toBeUndefined();
  // The browser's first site language wins: a page without it gets no offer, not the second.
  expect(offerFor(["hi", "en"], ["en"], "en")).toBeUndefined();
  for (const lang of OTHERS) {
    expect(offerFor([LANG_TAG[lang], "en-US"], LANGS, "en"), lang).toBe(lang);
    if (!isFullLang(lang)) expect(offerFor([lang, "hi", "en"], LANGS.filter(isFullLang), "en"), lang).toBeUndefined();
  }
});

test("the offer is shown once, in the offered language's words, to a browser with no choice made", async () => {
  await serverRender(
    <LangContext value="en">
      <SiteHeader />
    </LangContext>,
    "http://localhost/job?query=nurse",
  );
  const root = document.querySelector<HTMLElement>("details.lang-switch") as HTMLElement;
  await offer(root, ["hi"], "en");
  const banner = document.querySelector<HTMLElement>("section.lang-offer");
  expect(banner?.lang).toBe("hi-IN");
  expect(banner?.textContent).toContain("हिन्दी");
  const link = banner?.querySelector("a");
  expect(link?.getAttribute("href")).toBe("/hi/job?query=nurse");
  expect(link?.hreflang).toBe("hi-IN");
  link?.addEventListener("click", (e) => e.preventDefault());
  link?.click();
  expect(document.cookie).toContain("lang=hi");
  banner?.querySelector("button")?.click();
  expect(document.querySelector("section.lang-offer")).toBeNull();
  // Once: the second time nothing is shown.
  await offer(root, ["hi"], "en");
  expect(document.querySelector("section.lang-offer")).toBeNull();
});
