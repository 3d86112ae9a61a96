import { expect, type Page, test } from "@playwright/test";
import { localD1 } from "./local-d1";

/*
 * The alert link under /job's results follows the search shown: searched in
 * place with JavaScript (the island changes the URL, not the page), or by the
 * plain GET form without it. It leads to /alerts with that search in the
 * form's boxes (decision 074). Each case signs up there and reads back what
 * was stored and the confirmation mail the dev mailer wrote to the local
 * outbox (D1 dev_mail).
 */

const port = Number(process.env.E2E_PORT || 8799);
const PERSIST = process.env.PERSIST_DIR || `.wrangler/e2e-state-${port}`;

function d1<T>(sql: string): T[] {
  return localD1<T>(PERSIST, sql);
}

/** The stored sign-up and its confirmation mail, once both exist. */
async function signedUp(email: string) {
  let rows: { query: string; location: string; text_body: string }[] = [];
  await expect
    .poll(
      () => {
        rows = d1(
          `SELECT s.query, s.location, m.text_body FROM alert_subscriptions s JOIN dev_mail m ON m.mail_to = s.address
           WHERE s.address = '${email}' AND m.idempotency_key LIKE 'alert-confirm-%'`,
        );
        return rows.length;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(1);
  return rows[0];
}

/** Follows "Set up a job alert" to /alerts, checks the search it carried into the boxes, and signs up there. */
async function signUp(page: Page, email: string, search: { query: string; location: string }) {
  await page.locator("section.job-alert").getByRole("link", { name: "Set up a job alert" }).click();
  await expect(page).toHaveURL(/\/alerts\?/);
  const form = page.locator("form[action='/alerts']");
  await expect(form.getByLabel("Job title, skill or company")).toHaveValue(search.query);
  await expect(form.getByLabel("City or state")).toHaveValue(search.location);
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Create the alert" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we have sent you an e-mail" })).toBeVisible();
}

const address = (tag: string, project: string) => `alert-${tag}-${project}-${Date.now()}@example.com`;

test("a search made in place is the one the alert follows", async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.goto("/job?query=nurse&location=Mumbai");
  const alert = page.locator("section.job-alert");
  await expect(alert).toContainText("Alerts for “nurse” in Mumbai");

  // Search live: the island hydrates on interaction, searches after the pause and updates the URL.
  await page.locator("#job-query").focus();
  await expect(page.locator("[data-island='job-search'][data-hydrated]")).toHaveCount(1);
  await page.locator("#job-query").fill("sales");
  await page.locator("#job-location").fill("Pune");
  await expect(page).toHaveURL(/query=sales/);
  await expect(page).toHaveURL(/location=Pune/);
  await expect(alert).toContainText("Alerts for “sales” in Pune");

  const email = address("live", info.project.name);
  await signUp(page, email, { query: "sales", location: "Pune" });
  const stored = await signedUp(email);
  expect(stored.query).toBe("sales");
  expect(stored.location).toBe("Pune");
  expect(stored.text_body).toContain("“sales” in Pune");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the alert follows the search the form submitted", async ({ page }, info) => {
    test.setTimeout(60_000);
    await page.goto("/job");
    await expect(page.locator("section.job-alert")).toContainText("Alerts for all of India");
    await page.locator("#job-query").fill("driver");
    await page.locator("#job-location").fill("Delhi");
    await page.locator("#job-query").press("Enter");
    await expect(page).toHaveURL(/query=driver/);
    await expect(page.locator("section.job-alert")).toContainText("Alerts for “driver” in Delhi");

    const email = address("nojs", info.project.name);
    await signUp(page, email, { query: "driver", location: "Delhi" });
    const stored = await signedUp(email);
    expect(stored.query).toBe("driver");
    expect(stored.location).toBe("Delhi");
    expect(stored.text_body).toContain("“driver” in Delhi");
  });
});
