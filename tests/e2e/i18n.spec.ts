import { axeViolations, expect, test } from "./fixtures";

/** Issue 24: the language switch (page and query kept, both ways), the remembered choice, the offer. */

const switchIn = (page: import("@playwright/test").Page, where: "bar" | "menu") =>
  page.locator(where === "bar" ? "a.header-lang" : "a.menu-lang");

// The switch is in the header bar from 1024 px and in the menu below: both viewports.
test("the switch keeps the page and its query, both ways, and / remembers the choice", { tag: "@both" }, async ({
  page,
  viewport,
}) => {
  await page.goto("/job?query=sales&location=pune");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await switchIn(page, "bar").click();
  await expect(page).toHaveURL(/\/hi\/job\?query=sales&location=pune$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("link", { name: "सीधे मुख्य हिस्से पर जाएँ" })).toBeAttached();

  // Chosen: the next visit to / opens the Hindi home page.
  const cookie = (await page.context().cookies()).find((c) => c.name === "lang");
  expect(cookie?.value).toBe("hi");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  await page.goto("/");
  await expect(page).toHaveURL(/\/hi$/);

  // Back to English, from the mobile menu on a phone.
  if ((viewport?.width ?? 0) < 1024) {
    await page.getByRole("button", { name: "मेन्यू" }).click();
    await expect(switchIn(page, "menu")).toBeVisible();
    await switchIn(page, "menu").click();
  } else {
    await switchIn(page, "bar").click();
  }
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("on a prerendered page the switch gets the visitor's query", async ({ page }) => {
  await page.goto("/services?ref=mail");
  await expect(switchIn(page, "bar")).toHaveAttribute("href", "/hi/services?ref=mail");
  await switchIn(page, "bar").click();
  await expect(page).toHaveURL(/\/hi\/services\?ref=mail$/);
  await expect(switchIn(page, "bar")).toHaveAttribute("href", "/services?ref=mail");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch is a plain link that keeps the query", async ({ page }) => {
    await page.goto("/hi/job?query=sales&location=pune");
    await switchIn(page, "bar").click();
    await expect(page).toHaveURL(/\/job\?query=sales&location=pune$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the Hindi page once, never redirected", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    const offer = page.getByRole("region", { name: "हिन्दी में पढ़ें" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "नहीं, धन्यवाद" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.waitForLoadState("load");
    await expect(offer).toBeHidden();
  });

  test("following the offer opens the Hindi page and remembers it", async ({ page }) => {
    await page.goto("/faq?x=1");
    await page.getByRole("region", { name: "हिन्दी में पढ़ें" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/hi\/faq\?x=1$/);
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("hi");
  });
});

test("an English-preferring browser is not offered anything", async ({ page }) => {
  await page.goto("/about");
  await page.waitForLoadState("load");
  await expect(page.locator(".lang-offer")).toBeHidden();
});

test("the Hindi shell has no axe violations", { tag: "@both" }, async ({ page }) => {
  await page.goto("/hi/no-such-page");
  expect(await axeViolations(page)).toEqual([]);
});
