import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Pages every browser test checks for axe violations and console errors. */
export const BUILT_PAGES = [
  "/",
  "/this-page-does-not-exist",
  // Content pages
  "/services",
  "/DetailService/1",
  "/DetailService/17",
  "/blog",
  "/article/1",
  "/news",
  "/carrers",
  "/faq",
  "/about",
  "/contact",
  "/employes",
  "/fresher",
  "/freelance-recruiters",
  "/policy",
  "/disclaimer",
  // How to spot a fake job offer (issue 30).
  "/fake-job-offers",
  // Forms
  "/upload",
  "/newsletter",
  // Saved jobs (issue 17): the empty list of a fresh browser.
  "/saved",
];

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Console messages that mean an island went wrong: app/islands/hydrate.tsx
 * prefixes every hydration mismatch, recoverable error and failed load with
 * "[island]"; React's own wording is matched too in case one slips past it.
 */
const HYDRATION_TROUBLE = /\[island\]|hydrat|Minified React error #(418|419|421|422|423|425)/i;

/**
 * Collects console errors and uncaught exceptions (tests assert on them), and
 * is a tripwire: any hydration trouble on any route fails the test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(String(err)));
      await use(errors);
      expect(
        errors.filter((text) => HYDRATION_TROUBLE.test(text)),
        "hydration errors in the console",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Brings every island on the page to hydration: scrolls through the page so
 * "visible" ones come near the screen, focuses into "interaction" ones, and
 * waits for each island that can be seen (not inside a hidden tab panel) to
 * report it has hydrated. Any mismatch then trips the console check above.
 */
export async function hydrateEveryIsland(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(300, (page.viewportSize()?.height ?? 800) - 100);
  for (let y = 0; y <= height; y += step) await page.evaluate((top) => window.scrollTo({ top }), y);
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="interaction"]')) {
      el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    }
  });
  const due = page.locator("[data-island]:not([hidden] [data-island])");
  for (const island of await due.all()) {
    await expect(island).toHaveAttribute("data-hydrated", "");
  }
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  return due.count();
}

export { expect };
