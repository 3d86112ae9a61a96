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
  // Forms
  "/upload",
  "/newsletter",
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

export { expect };
