import type { Page } from "@playwright/test";
import { sealAddress } from "../../worker/forms/unsubscribe-token";
import { axeViolations, expect, test } from "./fixtures";

// The newsletter's unsubscribe link in a real browser. The token is made as a
// newsletter mail would, with the secret `npm start` gives a local server.
const LOCAL_SECRET = "local-development-only-signing-secret-not-for-production";

async function subscribe(page: Page, email: string) {
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("E-mail address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Thank You for Subscription !!");
}

test("the unsubscribe pages (confirm, done, broken link) pass axe", async ({ page, consoleErrors }) => {
  const email = `axe-${Date.now()}-${test.info().project.name}@example.com`;
  await subscribe(page, email);
  await page.goto(`/unsubscribe?token=${await sealAddress(LOCAL_SECRET, email)}`);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("You are unsubscribed");
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // (The browser logs the 400 answer itself as a console error.)
  const res = await page.goto("/unsubscribe?token=not-a-real-token");
  expect(res?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("This unsubscribe link is not valid");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link asks first, then unsubscribes", async ({ page }) => {
    const email = `leaving-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank You for Subscription !!");

    await page.goto(`/unsubscribe?token=${await sealAddress(LOCAL_SECRET, email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await expect(page.getByRole("main")).toContainText(`${email.slice(0, 1)}***@example.com`);
    await expect(page.getByRole("main")).not.toContainText(email);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("You are unsubscribed");
  });
});
