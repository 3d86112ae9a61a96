import type { APIRequestContext, Page } from "@playwright/test";
import { minimalPdf } from "../fixtures/resume-files";
import { axeViolations, expect, scriptsReady, test } from "./fixtures";

/* Issue 16 in the browser: filters, sort, page problems, location states and applying from a job page. */

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Answer {
  count: number;
  num_pages: number;
  facets: Record<"experience" | "salary" | "work_mode" | "industry" | "posted", Facet[]>;
  results: { id: number; job_title: string }[];
}

async function api(request: APIRequestContext, search: string): Promise<Answer> {
  const res = await request.get(`/api/searchjobs?${search}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Answer;
}

const count = (n: number) => n.toLocaleString("en-IN");

/** On phones the filters are behind a "Filters" toggle: open them (from 1024 px they are always shown). */
async function openFilters(page: Page) {
  const toggle = page.locator(".job-filters-toggle");
  const body = page.locator("#job-filters-body");
  if ((await toggle.isVisible()) && !(await body.isVisible())) await toggle.click();
  await expect(body).toBeVisible();
}

function option(page: Page, group: string, label: RegExp) {
  return page.getByRole("region", { name: group }).getByRole("link", { name: label });
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    // Behind a toggle on a phone, a sidebar from 1024 px: both viewports.
    test("filters narrow the jobs, show their counts, combine, stay in the URL and come off again", {
      tag: "@both",
    }, async ({ page, request }) => {
      const all = await api(request, "");
      const remote = all.facets.work_mode.find((o) => o.value === "remote");
      if (!remote) throw new Error("no remote facet");
      await page.goto("/job");
      if (js) {
        await scriptsReady(page);
        await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      }
      await openFilters(page);
      const remoteLink = option(page, "Work mode", /^Remote/);
      await expect(remoteLink).toHaveText(new RegExp(`^Remote\\s*${remote.count} jobs$`));
      await remoteLink.click();
      await expect(page).toHaveURL(/work_mode=remote/);
      await expect(page.getByRole("heading", { name: `Found ${count(remote.count)} matching jobs` })).toBeVisible();

      // A second filter keeps the first; its counts were the ones with the first applied.
      const withRemote = await api(request, "work_mode=remote");
      const month = withRemote.facets.posted.find((o) => o.value === "30");
      if (!month) throw new Error("no 30-day facet");
      await openFilters(page);
      await option(page, "Date posted", /^Last 30 days/).click();
      await expect(page).toHaveURL(/work_mode=remote/);
      await expect(page).toHaveURL(/posted=30/);
      await expect(page.getByRole("heading", { name: `Found ${count(month.count)} matching jobs` })).toBeVisible();
      await expect(page.locator(".job-filters-badge")).toHaveText("2 chosen");
      const both = await api(request, "work_mode=remote&posted=30");
      const titles = await page.locator(".job-card-title").allInnerTexts();
      expect(titles).toEqual(both.results.map((j) => j.job_title));

      // The chip takes one filter off; the other stays.
      await page.getByRole("link", { name: "Remove filter Work mode: Remote" }).click();
      await expect(page).not.toHaveURL(/work_mode=/);
      await expect(page).toHaveURL(/posted=30/);
      const monthOnly = await api(request, "posted=30");
      await expect(page.getByRole("heading", { name: `Found ${count(monthOnly.count)} matching jobs` })).toBeVisible();
      if (js) {
        expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
        // axe runs as a script, so only here; the markup is the server's either way.
        expect(await axeViolations(page)).toEqual([]);
      }
    });

    test("a text search keeps the filters, and sort by newest follows the API's order", async ({ page, request }) => {
      await page.goto("/job?work_mode=office");
      await page.getByLabel("Job title or skill").fill("sales");
      await page.getByLabel("Job title or skill").press("Enter");
      await expect(page).toHaveURL(/query=sales/);
      await expect(page).toHaveURL(/work_mode=office/);
      const sortNav = page.getByRole("navigation", { name: "Sort jobs" });
      await expect(sortNav.getByRole("link", { name: "Sort by Relevance" })).toHaveAttribute("aria-current", "true");
      await sortNav.getByRole("link", { name: "Sort by Newest" }).click();
      await expect(page).toHaveURL(/sort=date/);
      await expect(sortNav.getByRole("link", { name: "Sort by Newest" })).toHaveAttribute("aria-current", "true");
      const expected = await api(request, "query=sales&work_mode=office&sort=date");
      await expect(page.locator(".job-card-title")).toHaveText(expected.results.map((j) => j.job_title));
    });

    // Decision 085: the names past the sixth are not in the first response; "More industries" brings them.
    test("More industries shows every industry with its count, the panel open, the jobs the same", async ({
      page,
      request,
    }) => {
      const all = await api(request, "");
      const names = all.facets.industry.filter((o) => o.count > 0);
      await page.goto("/job");
      if (js) await scriptsReady(page);
      await openFilters(page);
      const industries = page.getByRole("region", { name: "Industry" });
      const last = names[names.length - 1];
      await expect(industries.getByRole("link", { name: new RegExp(`^${last.label}`) })).toHaveCount(0);
      await industries.getByRole("link", { name: `More industries (${names.length - 6})` }).click();
      await expect(page).toHaveURL(/more=industry/);
      // Without JavaScript the new page opens the panel as its target; with it, the panel stayed open.
      await expect(page.locator("#job-filters-body")).toBeVisible();
      await expect(
        industries.getByRole("link", { name: new RegExp(`^${last.label}\\s*${last.count} jobs?$`) }),
      ).toBeVisible();
      await expect(industries.getByRole("link", { name: /^More industries/ })).toHaveCount(0);
      await expect(page.locator(".job-card-title")).toHaveText(all.results.map((j) => j.job_title));
    });

    test("a page past the last and a page that is not a number say so and lead to page 1", async ({ page }) => {
      await page.goto("/job?query=engineer&page=99");
      await expect(page.getByRole("heading", { name: "No such page" })).toBeVisible();
      await expect(page.getByText(/^There is no page 99: these \d+ jobs fill \d+ pages?\.$/)).toBeVisible();
      await page.getByRole("link", { name: "Go to page 1" }).click();
      await expect(page).toHaveURL(/page=1/);
      await expect(page).toHaveURL(/query=engineer/);
      await expect(page.getByRole("heading", { name: /^Found \d+ matching jobs$/ })).toBeVisible();

      const res = await page.goto("/job?page=abc");
      expect(res?.status()).toBe(400);
      await expect(page.getByText("That page number is not valid. Page must be a whole number.")).toBeVisible();
      await page.getByRole("link", { name: "Go to page 1" }).click();
      await expect(page.locator(".job-card").first()).toBeVisible();
    });
  });
}

test.describe("location from the network", () => {
  test.use({ geolocation: { latitude: 18.5204, longitude: 73.8567 }, permissions: ["geolocation"] });

  test("is said to be approximate, searches, and can be cleared", async ({ page }) => {
    await page.route("**/api/geocode?**", (route) => route.fulfill({ json: { city: "Pune", source: "cloudflare" } }));
    await page.goto("/job");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Pune");
    await expect(page.getByRole("status")).toHaveText("Near Pune, from your network");
    await expect(page).toHaveURL(/location=Pune/);
    await page.getByRole("button", { name: "Clear location" }).click();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/job$/);
    await expect(page.getByText("Near Pune, from your network")).toHaveCount(0);
    await expect(page.getByLabel("Location", { exact: true })).toBeFocused();
  });

  test("a lookup that names no place says it failed and searches nothing", async ({ page }) => {
    await page.route("**/api/geocode?**", (route) =>
      route.fulfill({ json: { city: "Current Location", source: "fallback" } }),
    );
    await page.goto("/job");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    await expect(page.getByText("Unable to get location")).toBeVisible();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/job$/);
  });
});

test.describe("location without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the location button, which needs JavaScript, is not offered; typing a place works", async ({ page }) => {
    await page.goto("/job");
    await expect(page.getByRole("button", { name: "Use Current Location" })).toBeHidden();
    await page.getByLabel("Location", { exact: true }).fill("Pune");
    await page.getByLabel("Location", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/location=Pune/);
    await expect(page.getByRole("heading", { name: /^Found \d+ matching jobs$/ })).toBeVisible();
  });
});

const PDF = Buffer.from(minimalPdf());

/** The staff console (development sign-in) shows the stored submission of `email`. */
async function storedSubmission(page: Page, email: string) {
  await page.goto("/staff/dev-login");
  await page.getByLabel("Your work e-mail").fill("meera@kshitijtalent.example");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Name, e-mail or phone").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("link")
    .click();
  return page.locator("main");
}

for (const js of [true, false]) {
  test.describe(js ? "applying with JavaScript" : "applying without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("from a job page the resume form keeps the job, and the stored submission names it", async ({
      page,
      request,
    }, testInfo) => {
      const tag = `${testInfo.project.name}-${js ? "js" : "nojs"}-${Date.now()}`;
      const email = `apply-${tag}@example.com`;
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
      const job = (await api(request, "query=engineer")).results[0];
      await page.goto(`/jobdetails/${job.id}`);
      await page
        .getByRole("complementary", { name: "How to apply" })
        .getByRole("link", { name: "Submit your resume" })
        .click();
      await expect(page).toHaveURL(new RegExp(`/jobdetails/${job.id}/apply$`));
      // The page names the job and links back to it; the form has it in, JavaScript or not, before any touch.
      await expect(page.getByRole("main").getByRole("link", { name: job.job_title })).toHaveAttribute(
        "href",
        `/jobdetails/${job.id}`,
      );
      const form = page.getByRole("form", { name: "Submit Your Resume" });
      const jobField = form.locator("#resume-jobAppliedFor");
      await expect(jobField).toHaveValue(`${job.job_title} (Job ${job.id})`);
      // axe runs as a script in the page: checked with JavaScript on, before the form hydrates (the same markup).
      if (js) expect(await axeViolations(page)).toEqual([]);
      await form.locator("#resume-fullName").fill("Asha Rao");
      await form.locator("#resume-email").fill(email);
      await form.locator("#resume-contactNumber").fill("98765 43210");
      await form.locator("#resume-state").selectOption("Maharashtra");
      await form.locator("#resume-city").fill("Pune");
      await form.locator("#resume-resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
      await form.locator("#resume-consent").check();
      await form.getByRole("button", { name: "Submit resume" }).click();
      await expect(page.getByText("Your resume has been submitted successfully!")).toBeVisible();

      const stored = await storedSubmission(page, email);
      await expect(stored).toContainText(`${job.job_title} (Job ${job.id})`);
      await expect(stored).toContainText(String(job.id));
      await expect(stored).toContainText(`/jobdetails/${job.id}`);
    });
  });
}

test.describe("applying for a job that is no longer open", () => {
  for (const js of [true, false]) {
    test(`still offers the form, says so and sends no job id (JavaScript ${js ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      await page.goto("/jobdetails/999999999/apply");
      await expect(page.getByText("Job 999999999 is no longer open")).toBeVisible();
      const form = page.getByRole("form", { name: "Submit Your Resume" });
      await expect(form.locator("#resume-jobAppliedFor")).toHaveValue("");
      await expect(form.locator('input[name="jobId"]')).toHaveCount(0);
      if (js) expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
