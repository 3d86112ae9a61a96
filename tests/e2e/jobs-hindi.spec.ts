import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, expect, scriptsReady, test } from "./fixtures";

/* The Hindi job search in the browser (issue 24): with JavaScript the island searches in place and keeps
 * /hi/job and Hindi; without it every form, filter and page link is a real /hi/job page. */

interface Answer {
  count: number;
  num_pages: number;
  facets: Record<string, { value: string; count: number }[]>;
}

async function api(request: APIRequestContext, search: string): Promise<Answer> {
  const res = await request.get(`/api/searchjobs?${search}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Answer;
}

const grouped = (n: number) => n.toLocaleString("en-IN");
const jobsWord = (n: number) => (n === 0 || n === 1 ? "नौकरी" : "नौकरियाँ");

async function openFilters(page: Page) {
  const toggle = page.locator(".job-filters-toggle");
  const body = page.locator("#job-filters-body");
  if ((await toggle.isVisible()) && !(await body.isVisible())) await toggle.click();
  await expect(body).toBeVisible();
}

async function markPage(page: Page) {
  // In-place work needs the entry module, asked for after the paint (decision 053).
  await scriptsReady(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}
async function samePage(page: Page) {
  return page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
}

/** Every search, filter and card link in the results is a Hindi page (or a relative page link on it). */
async function expectHindiLinks(page: Page) {
  const hrefs = await page
    .locator("#main a[data-search-link], #main a.job-card-link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href).toMatch(/^(\/hi\/(job|jobdetails\/\d+)([?#]|$)|\?)/);
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    // The filters' toggle (phone) or sidebar (1024 px) and axe on the page it ends on: both viewports.
    test("a Hindi search, a filter and the next page all stay on /hi/job and in Hindi", { tag: "@both" }, async ({
      page,
      request,
    }) => {
      // Five searches and a round of axe: longer than one page's test.
      test.slow();
      const all = await api(request, "");
      await page.goto("/hi/job");
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1, name: "नौकरियों की सूची" })).toBeVisible();
      await expect(page.locator("#jobs-results-heading")).toHaveText(`${grouped(all.count)} नौकरियाँ`);
      await expectHindiLinks(page);
      if (js) {
        // The island hydrates on the first interaction: touch the search box first.
        await page.getByLabel("पद का नाम या स्किल").focus();
        await expect(page.locator("form#job-search")).toHaveAttribute("data-enhanced", "");
        await markPage(page);
      }

      // A filter.
      const remote = all.facets.work_mode.find((o) => o.value === "remote");
      if (!remote) throw new Error("no remote facet");
      await openFilters(page);
      const remoteLink = page
        .getByRole("region", { name: "काम का तरीक़ा" })
        .getByRole("link", { name: /^वर्क फ्रॉम होम/ });
      await expect(remoteLink).toHaveText(new RegExp(`^वर्क फ्रॉम होम\\s*${remote.count} ${jobsWord(remote.count)}$`));
      await remoteLink.click();
      await expect(page).toHaveURL(/\/hi\/job\?.*work_mode=remote/);
      await expect(page.locator("#jobs-results-heading")).toHaveText(
        `${grouped(remote.count)} ${remote.count === 1 ? "नौकरी मिली" : "नौकरियाँ मिलीं"}`,
      );
      await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ, काम का तरीक़ा: वर्क फ्रॉम होम" })).toBeVisible();
      await expectHindiLinks(page);

      // A text search keeps the filter and the language.
      const box = page.getByLabel("पद का नाम या स्किल");
      await box.fill("developer");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/hi\/job\?.*query=developer/);
      await expect(page).toHaveURL(/work_mode=remote/);
      const both = await api(request, "query=developer&work_mode=remote");
      await expect(page.locator("#jobs-results-heading")).toHaveText(
        `${grouped(both.count)} ${both.count === 1 ? "नौकरी मिली" : "नौकरियाँ मिलीं"}`,
      );
      await expect(page).toHaveTitle("developer की नौकरियाँ | क्षितिज टैलेंट पार्टनर्स");

      // Clear the filters and go to the next page of everything.
      await page.getByRole("link", { name: "सारे फ़िल्टर हटाएँ" }).click();
      await expect(page).toHaveURL(/\/hi\/job$/);
      await expect(page.locator("#jobs-results-heading")).toHaveText(`${grouped(all.count)} नौकरियाँ`);
      const pages = page.getByRole("navigation", { name: "पेज" });
      await pages.getByRole("link", { name: "अगला" }).click();
      await expect(page).toHaveURL(/\/hi\/job\?.*page=2/);
      await expect(pages.locator("[aria-current=page]")).toHaveText("पेज 2");
      await expect(page.locator(".job-card-link").first()).toHaveAttribute("href", /^\/hi\/jobdetails\/\d+$/);
      await expect(page.locator(".job-card-link").first()).toHaveAttribute("lang", "en");
      // axe runs in the page, which needs JavaScript.
      if (js) {
        expect(await samePage(page)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  });
}

test("a Hindi job page: Hindi around the job's own English words, and no axe violations", { tag: "@both" }, async ({
  page,
}) => {
  await page.goto("/hi/job");
  const first = page.locator(".job-card-link").first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/hi\/jobdetails\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "नौकरी के बारे में" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सभी नौकरियाँ" })).toHaveAttribute("href", "/hi/job");
  expect(await axeViolations(page)).toEqual([]);
  // Save speaks Hindi once the module runs.
  await page.getByRole("button", { name: "सेव करें: यह नौकरी" }).click();
  await expect(page.locator(".action-toast")).toContainText("सेव हो गई।");
  await expect(page.getByRole("button", { name: "सेव करें: यह नौकरी" })).toHaveAttribute("aria-pressed", "true");
});

test("a Hindi card's Save and Share are named in Hindi with the job's title, which stays marked English", async ({
  page,
}) => {
  await page.goto("/hi/job");
  const card = page.locator(".job-card").first();
  const title = (await card.locator(".job-card-link").innerText()).trim();
  await expect(card.locator(".job-card-link")).toHaveAttribute("lang", "en");
  const save = page.getByRole("button", { name: `सेव करें ${title}`, exact: true }).first();
  const share = card.locator("a[data-share]");
  await expect(share).toHaveAccessibleName(`शेयर करें ${title}`);
  // No label repeats the English title inside a Hindi sentence.
  await expect(save).not.toHaveAttribute("aria-label", /./);
  await expect(share).not.toHaveAttribute("aria-label", /./);
  expect(await axeViolations(page)).toEqual([]);
  await save.click();
  await expect(page.locator(".action-toast")).toContainText("सेव हो गई।");
  await expect(save).toHaveAttribute("aria-pressed", "true");
});
