import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { localD1 } from "./local-d1";

/*
 * Issue 24: the forms of the Hindi pages, with JavaScript and without; a
 * Hindi alert sign-up whose confirmation mail (the dev mailer's outbox) is
 * Hindi; and the Hindi enquiry form at 390 px with its errors showing, looked
 * at for clipped or overflowing Devanagari.
 */

const port = Number(process.env.E2E_PORT || 8799);
/** The main test server's local state (playwright.config.ts), where the dev mailer keeps its mails. */
const PERSIST = process.env.PERSIST_DIR || `.wrangler/e2e-state-${port}`;
const HINDI = /[\u0900-\u097F]{2}/;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`,
  });
});

const islandOf = (form: Locator) => form.locator("xpath=ancestor::*[@data-island][1]");

/** Nothing on the page is wider than the window, and no label, hint or error cuts its own text. */
async function expectNoOverflow(page: Page, scope: Locator) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const cut = await scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("label, .field-hint, .field-error, .form-notice, button, legend, h2")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth + 1)
      .map((el) => el.textContent?.slice(0, 40)),
  );
  expect(cut).toEqual([]);
}

test.describe("with JavaScript", () => {
  test("the Hindi enquiry form: Hindi errors on blur and on submit, then a Hindi toast", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/hi/contact");
    const form = page.getByRole("form", { name: "सलाह के लिए संपर्क करें" });
    await form.getByLabel("मोबाइल नंबर").focus();
    await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
    // Checked when the field loses focus.
    await form.getByLabel("मोबाइल नंबर").fill("12345");
    await form.getByLabel("शहर").focus();
    await expect(page.locator("#enquiry-contact-error")).toHaveText("सही मोबाइल नंबर लिखें (10 अंक), जैसे +91 98200 41234");
    await form.getByLabel("मोबाइल नंबर").fill("");
    // The whole form on submit.
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.locator("#enquiry-name-error")).toHaveText("अपना नाम लिखें");
    await expect(page.locator("#enquiry-name")).toBeFocused();
    await expect(page.locator("#enquiry-email-error")).toHaveText("ईमेल पता या मोबाइल नंबर दें, ताकि हम जवाब दे सकें");

    await page.locator("#enquiry-name").fill("आशा कुलकर्णी");
    await page.locator("#enquiry-email").fill("asha-hi@example.com");
    // The options read in Hindi; the value sent is the service's English slug.
    await form.getByLabel("किस बारे में पूछना है").selectOption({ label: "पेरोल मैनेजमेंट" });
    await expect(form.getByLabel("किस बारे में पूछना है")).toHaveValue("payroll-management");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.getByText("आपका संदेश भेज दिया गया है!")).toBeVisible();
    await expect(page.getByRole("button", { name: "बंद करें" })).toBeVisible();
    await expect(page.locator("#enquiry-name")).toHaveValue("");
  });
});

test.describe("at 390 px, sharp", () => {
  // Twice the pixels, as on a phone, so the Devanagari can be looked at closely.
  test.use({ deviceScaleFactor: 2 });

  test("the Hindi enquiry form at 390 px, empty and with its errors: nothing clipped or overflowing", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.goto("/hi/contact#enquiry");
    // The cookie notice (the shell's) would cover part of the form in the picture.
    await page.getByRole("button", { name: "ठीक है" }).click();
    const section = page.locator("#enquiry");
    await expectNoOverflow(page, section);
    await section.screenshot({ path: info.outputPath("hi-contact-390.png") });
    const form = page.getByRole("form", { name: "सलाह के लिए संपर्क करें" });
    await form.getByLabel("मोबाइल नंबर").focus();
    await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
    await form.getByLabel("मोबाइल नंबर").fill("12345");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.locator("#enquiry-name-error")).toBeVisible();
    await expectNoOverflow(page, section);
    await section.screenshot({ path: info.outputPath("hi-contact-390-errors.png") });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("POST /hi/contact: the server's Hindi errors, values kept, then the Hindi success", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/hi/contact");
    const form = page.getByRole("form", { name: "सलाह के लिए संपर्क करें" });
    await page.locator("#enquiry-name").fill("आशा कुलकर्णी");
    await form.getByLabel("किस बारे में पूछना है").selectOption({ label: "एग्ज़ीक्यूटिव सर्च" });
    await form.getByLabel("राज्य").selectOption({ label: "महाराष्ट्र" });
    await form.getByLabel("शहर").fill("पुणे");
    // No e-mail and no phone: only the server can tell.
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.getByRole("alert")).toContainText("जिन ख़ानों के नीचे ग़लती बताई गई है, उन्हें ठीक करें।");
    await expect(page.locator("#enquiry-email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#enquiry-email-error")).toHaveText("ईमेल पता या मोबाइल नंबर दें, ताकि हम जवाब दे सकें");
    await expect(page.locator("#enquiry-name")).toHaveValue("आशा कुलकर्णी");
    await expect(form.getByLabel("शहर")).toHaveValue("पुणे");
    // The choices come back as the English values the server took, still shown in Hindi.
    await expect(form.getByLabel("राज्य")).toHaveValue("Maharashtra");
    await expect(form.getByLabel("किस बारे में पूछना है")).toHaveValue("executive-search");
    await expect(form.getByLabel("किस बारे में पूछना है").locator("option:checked")).toHaveText("एग्ज़ीक्यूटिव सर्च");

    await form.getByLabel("मोबाइल नंबर").fill("+91 98200 41234");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "आपका संदेश भेज दिया गया है!" })).toBeVisible();
  });

  test("a Hindi alert sign-up on /hi/alerts: Hindi answer, Hindi confirmation mail, Hindi confirm page", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `hindi-e2e-${Date.now()}@example.com`;
    await page.goto("/hi/alerts?query=welder");
    await page.getByLabel("आपका ईमेल पता").fill(email);
    await page.getByRole("button", { name: "अलर्ट बनाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/alerts$/);
    await expect(page.getByRole("status")).toContainText("हमने आपको एक ईमेल भेजा है");

    // The dev mailer's outbox (D1 table dev_mail), as `npm run outbox` reads it.
    let mail: { subject: string; text_body: string } | undefined;
    await expect
      .poll(
        () => {
          [mail] = localD1<{ subject: string; text_body: string }>(
            PERSIST,
            `SELECT subject, text_body FROM dev_mail WHERE mail_to LIKE '%${email}%'`,
          );
          return mail?.subject ?? "";
        },
        { timeout: 30_000 },
      )
      .toBe("“welder” के लिए जॉब अलर्ट की पुष्टि करें");
    expect(mail?.text_body).toMatch(HINDI);
    expect(mail?.text_body).not.toContain("Someone, we hope you");
    const link = /https?:\/\/\S+\/hi\/alerts\/confirm\?token=\S+/.exec(mail?.text_body ?? "")?.[0] ?? "";
    expect(link).not.toBe("");

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने जॉब अलर्ट की पुष्टि करें");
    await page.getByRole("button", { name: "अलर्ट की पुष्टि करें" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका जॉब अलर्ट चालू है");
    await expect(page.getByRole("status")).toContainText("“welder” के लिए आपका अलर्ट चालू हो गया है");
  });
});
