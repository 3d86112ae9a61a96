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

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(String(err)));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
