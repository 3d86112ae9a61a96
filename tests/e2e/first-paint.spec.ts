import type { Page } from "@playwright/test";
import { expect, scriptsReady, test } from "./fixtures";

/**
 * Issue 23 / decision 023: the first HTML response alone paints the page.
 * Its stylesheets are inline <style> elements, allowed by the CSP through
 * their hashes (no 'unsafe-inline'), so a page renders styled even when no
 * stylesheet file can be fetched, and nothing breaks the policy.
 *
 * Issue 29 / decision 051: what a page inlines is its first screen's CSS; the
 * whole site's CSS follows in one linked, cached file (/assets/site-….css)
 * that app/enhance/main.ts asks for once it runs, after the first paint
 * (decision 053). Its arrival must change nothing on the first screen.
 */

// These tests hold the stylesheet files back: page.goto must not wait for them (fixtures.ts).
test.use({ waitForEntry: false });

/** Records every CSP violation the page reports, from before its first byte is parsed. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Blocks every stylesheet file and counts the requests for one. */
async function blockStylesheets(page: Page) {
  const asked: string[] = [];
  await page.route(/\.css(\?|$)/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet" && !asked.includes(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The whole site's CSS, linked after the first paint (decision 051). */
const LATER_STYLESHEET = /\/assets\/site-[\w-]+\.css$/;

// Each page with a rule from each of its stylesheets: the shell's (app.css) and its area's.
const PAGES: { path: string; selector: string; property: string; value: RegExp }[] = [
  { path: "/", selector: ".hero-search", property: "border-radius", value: /px/ },
  { path: "/job", selector: ".jobs-head", property: "background-color", value: /^rgb\(245, 247, 255\)$/ },
  { path: "/services", selector: ".page-hero", property: "background-image", value: /linear-gradient/ },
  { path: "/contact", selector: ".office-grid", property: "display", value: /^grid$/ },
  { path: "/article/16", selector: ".prose", property: "line-height", value: /px/ },
  { path: "/upload", selector: ".form-grid", property: "display", value: /^grid$/ },
];

for (const { path, selector, property, value } of PAGES) {
  test(`${path} paints styled from its first response, with stylesheet files blocked and no CSP violation`, async ({
    page,
  }) => {
    await watchCsp(page);
    const asked = await blockStylesheets(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);

    // Every stylesheet is an inline <style> from the HTML, none a file; the
    // only file asked for is the whole site's CSS, linked by the page's inline
    // line once the page has been painted (decisions 053 and 072).
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    const sheets = await page.evaluate(
      (later) =>
        [...document.styleSheets]
          .filter((sheet) => !new RegExp(later).test(sheet.href ?? ""))
          .map((sheet) => sheet.ownerNode?.nodeName.toLowerCase() ?? "?"),
      LATER_STYLESHEET.source,
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(sheets)).toEqual(new Set(["style"]));
    expect([...new Set(asked.map((url) => new URL(url).pathname))]).toEqual([expect.stringMatching(LATER_STYLESHEET)]);

    // Styled by the shell's sheet (tokens, the sticky header) and by the page's own.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-800").trim()),
    ).toBe("#312e81");
    expect(await page.locator(".site-header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    const applied = await page
      .locator(selector)
      .first()
      .evaluate((el, name) => getComputedStyle(el)[name as "color"], property);
    expect(applied).toMatch(value);

    expect(await violations(page)).toEqual([]);
  });
}

test("a form's toasts (sonner inserts its own <style>) are styled and break no policy", async ({ page }) => {
  await watchCsp(page);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request a Consultation" });
  await form.getByLabel("Name").focus();
  await expect(form.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated", "");
  await page.locator("#enquiry-name").fill("Asha Kulkarni");
  await page.locator("#enquiry-email").fill("asha@example.com");
  await page.locator("#enquiry-state").selectOption("Maharashtra");
  await page.locator("#enquiry-city").fill("Pune");
  await page.locator("#enquiry-enquire").selectOption({ label: "Payroll Management" });
  await page.locator("#enquiry-enquireDetail").fill("Payroll for 120 staff.");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
  // Sonner's stylesheet applied: its toaster list is fixed to the screen.
  expect(await page.locator("[data-sonner-toaster]").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  expect(await violations(page)).toEqual([]);
});

/**
 * What the visitor sees on the first screen: every element that is shown and
 * within the viewport, with its box and the styles that would show a change.
 * Fixed overlays and the footer, which the inlined CSS keeps out of sight
 * until the later stylesheet, are not shown yet, so not listed.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [];
    const path = (el: Element): string => {
      const parent = el.parentElement;
      if (!parent) return el.tagName;
      return `${path(parent)}>${el.tagName}:${[...parent.children].indexOf(el)}`;
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("svg") !== el && el.closest("svg")) continue;
      // Not rendered at all, as the contents of a closed <details> (the language list).
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
      // The part on screen: a section that grows below the fold has not moved.
      const top = Math.round(Math.max(box.top, 0));
      const bottom = Math.round(Math.min(box.bottom, innerHeight));
      seen.push(
        `${path(el)} ${Math.round(box.x)},${top},${Math.round(box.width)},${bottom} ` +
          `${style.color} ${style.backgroundColor} ${style.backgroundImage.slice(0, 40)} ${style.fontSize} ${style.fontWeight} ${style.borderTopWidth} ${style.borderRadius}`,
      );
    }
    return seen;
  });
}

const FIRST_SCREENS = [
  "/",
  "/job",
  "/services",
  "/DetailService/1",
  "/blog",
  "/article/16",
  "/carrers",
  "/contact",
  "/upload",
  "/about",
  "/faq",
  "/employes",
  "/policy",
  "/newsletter",
  "/saved",
  "/this-page-does-not-exist",
  "/hi",
  "/hi/job",
  "/hi/contact",
];

test("a job page's first screen is the same before and after the whole site's CSS arrives", async ({
  page,
  request,
}) => {
  const { results } = (await (await request.get("/api/jobs")).json()) as { results: { id: number }[] };
  await expectFirstScreenUnchanged(page, `/jobdetails/${results[0].id}`);
});

for (const path of FIRST_SCREENS) {
  test(`${path}: the first screen is the same before and after the whole site's CSS arrives`, async ({ page }) => {
    await expectFirstScreenUnchanged(page, path);
  });
}

// From 1024 px the job list's filters are a sidebar on the first screen, while below it the panel
// is closed and its options' look comes later (decision 085): the sidebar must not move either.
for (const path of ["/job", "/te/job"]) {
  test(`${path} at 1280 px: the first screen, filter sidebar included, is the same once the site's CSS arrives @desktop`, async ({
    page,
  }) => {
    await expectFirstScreenUnchanged(page, path);
  });
}

async function expectFirstScreenUnchanged(page: Page, path: string) {
  let later = "";
  await page.route(LATER_STYLESHEET, (route) => {
    later = route.request().url();
    return route.abort();
  });
  const response = await page.goto(path);
  expect(response?.status()).toBeLessThan(500);
  // The page's inline line asks for it after the first paint (decisions 053 and 072).
  await expect.poll(() => later, { message: "the page asks for the whole site's CSS" }).not.toBe("");
  await page.waitForLoadState("networkidle");
  const before = await firstScreen(page);
  expect(before.length).toBeGreaterThan(10);

  await page.unroute(LATER_STYLESHEET);
  await page.evaluate(
    (href) =>
      new Promise((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.onload = resolve;
        link.onerror = reject;
        document.head.appendChild(link);
      }),
    later,
  );
  // The overlays it reveals (footer on a short page, cookie banner) are new, not moved.
  const after = new Set(await firstScreen(page));
  expect(before.filter((line) => !after.has(line))).toEqual([]);
}

/**
 * Decision 070: on slow 4G, Lighthouse puts every request that ended before
 * the page's largest paint (as this browser saw it) on the path to that
 * paint. So a page asks for nothing until the browser has reported it: the
 * entry module and all it loads start after the last largest-paint entry,
 * and the page's tab icon is an empty data: URL (no request, and none for
 * /favicon.ico) until the entry module names the file.
 */
for (const path of ["/job", "/contact"]) {
  test(`${path} asks for nothing before its largest paint`, async ({ page }) => {
    const html = (await (await page.goto(path))?.text()) ?? "";
    await scriptsReady(page);
    await page.waitForLoadState("networkidle");
    const seen = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      return {
        lastPaint: paints.at(-1)?.startTime ?? Number.NaN,
        requests: performance.getEntriesByType("resource").map((r) => ({ url: r.name, start: r.startTime })),
        icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute("href") ?? "",
      };
    });
    expect(seen.lastPaint).toBeGreaterThan(0);
    // The entry module, the whole site's CSS, the icon sprite, an island's chunks: all of them.
    expect(seen.requests.length).toBeGreaterThan(2);
    expect(seen.requests.filter((r) => r.start <= seen.lastPaint)).toEqual([]);
    // The tab icon: an empty data: URL in the page, the file once the entry module has run.
    expect(html).toContain('<link rel="icon" href="data:,"/>');
    expect(seen.icon).toBe("/favicon.svg");
  });
}
