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

/**
 * The page's entry module has run (it is asked for only after the first
 * paint, decision 053; it presses again the buttons tapped before it, and
 * then clears window.__taps) and the stylesheet for below the first screen
 * (linked by the page's inline line as it asks for the module) has loaded. Tests that measure layout or need listeners in
 * place before they scroll wait for this, as a visitor's page would be.
 */
export async function scriptsReady(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      if ((window as unknown as { __taps?: unknown }).__taps !== undefined) return false;
      const later = document.querySelector<HTMLElement>("noscript[data-later-styles]")?.dataset.laterStyles;
      return !later || [...document.styleSheets].some((sheet) => sheet.href?.endsWith(later));
    },
    undefined,
    { timeout },
  );
}

/**
 * Resolves once the page's scroll position has held still for a few frames
 * and its fonts are in. A page link scrolls to the top smoothly (html has
 * `scroll-behavior: smooth`); axe measured mid-scroll sees a card's Save or
 * Share button half under the sticky header and search bar and counts only
 * its visible sliver, a target-size violation no visitor at rest meets
 * (issue 31: the Hindi job list's Share on page 2, one run in six).
 */
export async function pageAtRest(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let last = window.scrollY;
      let still = 0;
      const frame = () => {
        if (window.scrollY === last) still += 1;
        else {
          still = 0;
          last = window.scrollY;
        }
        if (still >= 5) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
}

export async function axeViolations(page: Page) {
  await pageAtRest(page);
  // Only the violations are read, so axe need not build a selector and an HTML excerpt for
  // every element that passed (about a thousand on a job list); each rule still checks every
  // element. `options` replaces what it is given, so it comes before `withTags`.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .analyze();
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
export const test = base.extend<{ consoleErrors: string[]; waitForEntry: boolean }>({
  /**
   * With JavaScript on, `page.goto` and `page.reload` return once the page's
   * entry module has run (scriptsReady above), as a visitor acts on a page
   * they have seen: a hover, a key or a poke at an island before it has
   * arrived would go unheard, and four tests raced it in the project's CI.
   * Clicks before it are kept and replayed (shell.spec.ts tests that). Tests
   * that hold the entry or the stylesheets back say `waitForEntry: false`.
   */
  waitForEntry: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForEntry }, use) => {
    if (javaScriptEnabled !== false && waitForEntry) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = async <T>(response: T) => {
        await scriptsReady(page, 15_000).catch((error: unknown) => {
          throw new Error(`the page's entry module had not run 15 s after it loaded (${page.url()}): ${error}`);
        });
        return response;
      };
      page.goto = async (...args) => ready(await goto(...args));
      page.reload = async (...args) => ready(await reload(...args));
    }
    await use(page);
  },
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
  // The islands' loader is part of the entry module, asked for after the first paint: an
  // "interaction" island poked before it has arrived would never hear it (the project's CI
  // caught /hi/fake-job-offers's newsletter form waiting 15 s for nothing).
  await scriptsReady(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(300, (page.viewportSize()?.height ?? 800) - 100);
  // Instant jumps, each followed by two frames so every region is on screen for at least one
  // frame (its intersection observer runs): the page's smooth scrolling made each step animate
  // and cost seconds a page on a busy machine, for nothing the islands need.
  for (let y = 0; y <= height; y += step) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    }, y);
  }
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="interaction"]')) {
      el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    }
  });
  // The set can change while islands hydrate (the testimonial tabs hide all panels but one
  // once theirs has), so this polls for none left rather than walking a list taken before.
  const due = page.locator("[data-island]:not([hidden] [data-island])");
  await expect
    .poll(() => due.and(page.locator(":not([data-hydrated])")).count(), {
      message: "islands on screen that have not hydrated",
      timeout: 15_000,
    })
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return due.count();
}

export { expect };
