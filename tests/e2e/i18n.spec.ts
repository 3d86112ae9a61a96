import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { LANGUAGES } from "../../shared/i18n/languages";
import { axeViolations, expect, test } from "./fixtures";

/**
 * Issues 24 and 32, for every language of the table (shared/i18n/languages.ts):
 * the switch keeps the page and the query it reads, with and without
 * JavaScript; / remembers the choice; the offer of the browser's language;
 * form errors in the page's language without JavaScript; an alert signed up
 * in the language, confirmed from its mail in the local mailbox.
 */

const OTHERS = LANGUAGES.filter((l) => l.code !== "en");
const FULL = LANGUAGES.filter((l) => l.pages === "all");

/** A catalog's text (messages/<area>/<code>.json), as the page shows it. */
const words = (area: string, code: string): Record<string, string> =>
  JSON.parse(readFileSync(`messages/${area}/${code}.json`, "utf8"));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The switch in the header bar: open it, then follow the link to `code`. */
async function switchTo(page: Page, code: string) {
  const root = page.locator("details.lang-switch");
  await root.locator("summary").click();
  const link = root.locator(`a[hreflang="${code}-IN"]`);
  await expect(link).toBeVisible();
  await link.click();
}

for (const l of OTHERS) {
  test(`${l.code}: the switch keeps the page and the query it reads, and / remembers the choice`, async ({ page }) => {
    await page.goto("/job?query=sales&location=pune&source=%7B%22x%22%3A1%7D&utm_source=mail");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await switchTo(page, l.code);
    await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/job\\?query=sales&location=pune$`));
    await expect(page.locator("html")).toHaveAttribute("lang", l.locale);
    await expect(page.getByRole("link", { name: words("shell", l.code).shell_skip_link })).toBeAttached();

    // Chosen: the next visit to / opens this language's home page.
    const cookie = (await page.context().cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe(l.code);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await page.goto("/");
    await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}$`));

    // Back to English: the page in English, and / is English again.
    await switchTo(page, "en");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });
}

test("on an employer page the switch offers only the languages that have it", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("details.lang-switch summary").click();
  const codes = await page
    .locator("details.lang-switch a")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hreflang.split("-")[0]));
  expect(codes).toEqual(FULL.map((l) => l.code));
});

/*
 * A place typed with its case ending is said back by its name (decision 063):
 * the server reads the search and sends the title and the "Showing jobs …"
 * line; the island shows what /api/searchjobs said, in the page's language.
 */
test("te: a place typed with its ending is said by its name, searched in place", async ({ page }) => {
  await page.goto("/te/job");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/searchjobs")) asked.push(r.url());
  });
  const box = page.getByLabel(words("jobs", "te").jobs_location_label);
  await box.fill("Puneలో");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/te\/job\?.*location=Pune/);
  await expect(page).toHaveTitle("పుణెలో ఉద్యోగాలు | క్షితిజ్ టాలెంట్ పార్టనర్స్");
  await expect(page.locator(".jobs-interpreted")).toHaveText("పుణెలోని ఉద్యోగాలు చూపిస్తున్నాం");
  await expect(page.locator(".job-alert-search")).toContainText(": పుణె.");
  expect(asked.some((url) => new URL(url).searchParams.get("lang") === "te")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ta: a place typed with its ending is said by its name", async ({ page }) => {
    await page.goto(`/ta/job?location=${encodeURIComponent("சென்னையில்")}`);
    await expect(page).toHaveTitle(/^சென்னை பகுதியில் வேலைகள் \| /);
    await expect(page.locator(".jobs-interpreted")).toHaveText("சென்னை பகுதியில் உள்ள வேலைகள் காட்டப்படுகின்றன");
  });

  for (const l of OTHERS) {
    test(`${l.code}: the switch is a list of links that keeps the query`, async ({ page }) => {
      await page.goto(`${l.prefix}/job?query=sales&location=pune`);
      await switchTo(page, "en");
      await expect(page).toHaveURL(/\/job\?query=sales&location=pune$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    });

    test(`${l.code}: a search written in the language's script survives the switch both ways`, async ({ page }) => {
      // The language's own name ("తెలుగు"), a word a seeker of it may search for, percent-encoded in the URL.
      const query = `query=${encodeURIComponent(l.name)}`;
      await page.goto(`${l.prefix}/job?${query}`);
      await expect(page.getByLabel(words("jobs", l.code).jobs_query_label)).toHaveValue(l.name);
      await switchTo(page, "en");
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/job\\?${literal(query)}$`));
      await expect(page.getByLabel(words("jobs", "en").jobs_query_label)).toHaveValue(l.name);
      await switchTo(page, l.code);
      await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/job\\?${literal(query)}$`));
      await expect(page.getByLabel(words("jobs", l.code).jobs_query_label)).toHaveValue(l.name);
    });

    test(`${l.code}: the resume form's errors come back from the server in the language`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
      const forms = words("forms", l.code);
      await page.goto(`${l.prefix}/upload`);
      const form = page.getByRole("form", { name: forms.forms_resume_form_label });
      // What a browser without form validation would send: nothing.
      await form.evaluate((el) => {
        (el as HTMLFormElement).noValidate = true;
      });
      await form.getByRole("button", { name: forms.forms_resume_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/upload$`));
      await expect(page.locator("html")).toHaveAttribute("lang", l.locale);
      await expect(page.getByRole("alert").first()).toContainText(forms.forms_fix_fields);
      await expect(page.getByText(forms.forms_error_full_name_required, { exact: true })).toBeVisible();
      await expect(page.getByText(forms.forms_error_phone_required, { exact: true })).toBeVisible();
    });

    test(`${l.code}: the privacy request's errors come back in the language`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
      const forms = words("forms", l.code);
      await page.goto(`${l.prefix}/privacy-request`);
      const form = page.getByRole("form", { name: forms.forms_privacy_form_label });
      await form.getByLabel(forms.forms_name).fill("Test Person");
      // Neither e-mail nor phone: only the server can tell.
      await form.getByRole("button", { name: forms.forms_privacy_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/privacy-request$`));
      await expect(page.getByText(forms.forms_privacy_contact_needed, { exact: true })).toBeVisible();
      await expect(form.getByLabel(forms.forms_name)).toHaveValue("Test Person");
    });
  }
});

for (const l of OTHERS) {
  test.describe(`a browser that prefers ${l.code}`, () => {
    test.use({ locale: l.locale });

    test("is offered the page in its language once, in that language, never redirected", async ({ page }) => {
      const shell = words("shell", l.code);
      await page.goto("/faq?x=1");
      await expect(page).toHaveURL(/\/faq\?x=1$/);
      const offer = page.getByRole("region", { name: shell.shell_offer_region });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute("lang", l.locale);
      await expect(offer.getByRole("link")).toHaveAttribute("href", `${l.prefix}/faq`);
      await offer.getByRole("button", { name: shell.shell_offer_dismiss }).click();
      await expect(offer).toBeHidden();
      await page.reload();
      await page.waitForLoadState("load");
      await expect(page.locator(".lang-offer")).toHaveCount(0);
    });

    test("following the offer opens the page in the language and remembers it", async ({ page }) => {
      await page.goto("/faq");
      await page
        .getByRole("region", { name: words("shell", l.code).shell_offer_region })
        .getByRole("link")
        .click();
      await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/faq$`));
      expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe(l.code);
    });
  });
}

/** ISO 15924 code (the table's `script`) → the Unicode script name a regex's \p{Script=…} takes. */
const SCRIPT_NAMES: Record<string, string> = {
  Deva: "Devanagari",
  Beng: "Bengali",
  Telu: "Telugu",
  Knda: "Kannada",
  Taml: "Tamil",
  Gujr: "Gujarati",
  Guru: "Gurmukhi",
  Orya: "Oriya",
  Mlym: "Malayalam",
};

for (const l of OTHERS) {
  test(`${l.code}: an alert signed up in the language, its mail in /dev/mail and the confirm page are in it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A fresh address from a fresh client address: the sign-up's rate limits count both.
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    const forms = words("forms", l.code);
    const mail = words("mail", l.code);
    const email = `alert-${l.code}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const search = forms.forms_search_query.replace("{query}", "welder");
    const letters = new RegExp(`\\p{Script=${SCRIPT_NAMES[l.script]}}{2}`, "u");

    await page.goto(`${l.prefix}/alerts?query=welder`);
    await page.getByLabel(forms.forms_alert_email).fill(email);
    await page.getByRole("button", { name: forms.forms_alert_submit }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(l.prefix)}/alerts$`));
    await expect(page.getByRole("status")).toHaveText(forms.forms_alert_success);

    // The local mailbox, as a person trying the site reads it (npm start's dev mailer).
    const item = page.locator("details").filter({ hasText: email });
    await expect
      .poll(
        async () => {
          await page.goto("/dev/mail");
          return item.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(item.locator(".subject")).toHaveText(mail.mail_confirm_subject.replace("{search}", search));
    await expect(item.locator("pre")).toContainText(mail.mail_confirm_button);
    await expect(item.locator("pre")).toContainText(letters);
    const href =
      (await item.locator(`pre a[href*="${l.prefix}/alerts/confirm?token="]`).first().getAttribute("href")) ?? "";
    expect(href).not.toBe("");

    const link = new URL(href);
    await page.goto(link.pathname + link.search);
    await expect(page.locator("html")).toHaveAttribute("lang", l.locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(forms.forms_alert_title_confirm);
    await expect(page.getByText(forms.forms_alert_confirm_ask_weekly.replace("{search}", search))).toBeVisible();
    await page.getByRole("button", { name: forms.forms_alert_confirm_button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(forms.forms_alert_title_confirmed);
    await expect(page.getByRole("status")).toContainText(
      forms.forms_alert_confirmed_weekly.replace("{search}", search),
    );
  });
}

test("an English-preferring browser is not offered anything, and loads nothing for it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".lang-offer")).toHaveCount(0);
  expect(scripts.filter((url) => /lang-offer/.test(url))).toEqual([]);
});

// Axe at both widths, as on every page: the header's wrap and the open list's place differ.
// One test per language: six axe runs in one test outlasted its 30 s on a busy machine.
for (const l of OTHERS) {
  test(`${l.code}: the switch, open, and the shell have no axe violations`, { tag: "@both" }, async ({ page }) => {
    await page.goto(`${l.prefix}/no-such-page`);
    await page.locator("details.lang-switch summary").click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
