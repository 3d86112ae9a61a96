import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 23 / decision 023: the first HTML response alone paints the page.
 * Its stylesheets are inline <style> elements, allowed by the CSP through
 * their hashes (no 'unsafe-inline'), so a page renders styled even when no
 * stylesheet file can be fetched, and nothing breaks the policy.
 */

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

// Each page with a rule from each of its stylesheets: the shell's (app.css) and its area's.
const PAGES: { path: string; selector: string; property: string; value: RegExp }[] = [
  { path: "/", selector: ".hero-search", property: "border-radius", value: /px/ },
  { path: "/job", selector: ".jobs-head", property: "background-color", value: /^rgb\(245, 247, 255\)$/ },
  { path: "/services", selector: ".page-hero", property: "background-image", value: /linear-gradient/ },
  { path: "/contact", selector: ".form-grid", property: "display", value: /^grid$/ },
  { path: "/article/16", selector: ".prose", property: "line-height", value: /px/ },
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

    // Every stylesheet is an inline <style> from the HTML, none a file.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => sheet.ownerNode?.nodeName.toLowerCase() ?? "?"),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(new Set(sheets)).toEqual(new Set(["style"]));
    expect(asked).toEqual([]);

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
