import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { axeViolations, expect, hydrateEveryIsland, test } from "./fixtures";

/* Sharing a job and saved jobs (issue 17), at 390 and 1280 px (the two projects). */

interface ApiJob {
  id: number;
  job_title: string;
  client: string;
  city: string;
  states: string;
  country: string;
}

async function apiJob(request: APIRequestContext, id: number): Promise<ApiJob> {
  const res = await request.get(`/api/jobs/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiJob;
}

/** What a shared message says: "Title at Company, City" and the job's URL on this server. */
function message(job: ApiJob, origin: string) {
  const city = job.city || job.states || job.country || "India";
  const headline = job.client ? `${job.job_title} at ${job.client}, ${city}` : `${job.job_title}, ${city}`;
  return { headline, url: `${origin}/jobdetails/${job.id}` };
}

/** Browsers without the Web Share API (most desktops): the fallback menu. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test
    delete (Navigator.prototype as any).share;
  });
}

/** A card's job id: its title link's (`job-<id>`), which its Save and Share reference (decision 085). */
async function cardJobId(card: Locator): Promise<number> {
  return Number((await card.locator(".job-card-link").getAttribute("id"))?.replace("job-", ""));
}

const CLOSED = { id: 987_654_321, title: "Night Shift Supervisor", company: "Old Client Ltd", city: "Nagpur" };

test("a card's Share opens a menu without Web Share: WhatsApp link, e-mail, copy with confirmation", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await withoutWebShare(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/job");
  const card = page.locator(".job-card").first();
  const share = card.locator("[data-share]");
  const job = await apiJob(request, await cardJobId(card));
  const { headline, url } = message(job, baseURL ?? "");
  // One control: a link to the job page's share links, which shares in place once the page's code runs.
  await expect(share).toHaveAccessibleName(`Share ${job.job_title}`);
  await expect(card.getByRole("link", { name: `Share ${job.job_title}` })).toHaveCount(1);

  await share.click();
  // The menu is named like the Share button that opened it (it references the same title).
  const menu = page.getByRole("group", { name: `Share ${job.job_title}` });
  await expect(menu).toBeVisible();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  const whatsapp = menu.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toBeFocused();
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${headline}\n${url}`)}`);
  const mail = new URL((await menu.getByRole("link", { name: "E-mail" }).getAttribute("href")) ?? "");
  expect(mail.protocol).toBe("mailto:");
  expect(new URLSearchParams(mail.search).get("subject")).toBe(`Job: ${headline}`);
  expect(new URLSearchParams(mail.search).get("body")).toContain(url);

  // Escape closes it and gives focus back to Share.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
  await expect(share).toHaveAttribute("aria-expanded", "false");

  // From the keyboard: Enter opens, Tab to Copy link, Enter copies.
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("button", { name: "Copy link" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Sharing in place left the page where it was.
  await expect(page).toHaveURL(/\/job$/);

  // A click elsewhere closes it too.
  await share.click();
  await expect(menu).toBeVisible();
  await page.locator("h1").click();
  await expect(menu).toBeHidden();
});

test("where the browser has Web Share, Share hands it the job", async ({ page, request, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto("/job");
  const share = page.locator(".job-card [data-share]").first();
  const job = await apiJob(request, await cardJobId(page.locator(".job-card").first()));
  const { headline, url } = message(job, baseURL ?? "");
  await share.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: headline, text: headline, url }]);
  await expect(page.locator(".share-menu")).toHaveCount(0);

  // The job page: one Share button instead of the links.
  await page.goto(`/jobdetails/${job.id}`);
  const native = page.getByRole("button", { name: "Share this job" });
  await expect(native).toBeVisible();
  await expect(page.getByRole("list", { name: "Share this job" })).toBeHidden();
  await native.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
    .toBe(1);
});

test("the job page shares by WhatsApp and e-mail links and copies its link", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await withoutWebShare(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const list = (await (await request.get("/api/jobs")).json()) as { results: ApiJob[] };
  const job = list.results.find((j) => j.client && j.city) ?? list.results[0];
  const { headline, url } = message(job, baseURL ?? "");
  await page.goto(`/jobdetails/${job.id}`);
  const links = page.getByRole("list", { name: "Share this job" });
  await expect(links.getByRole("link", { name: "WhatsApp (opens WhatsApp)" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${headline}\n${url}`)}`,
  );
  await expect(page.getByRole("button", { name: "Share this job" })).toBeHidden();
  await links.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // The link preview: title, company and city.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${headline.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
});

test("save from the list and the job page, see the count, list them on /saved with a closed one, unsave", async ({
  page,
  request,
}) => {
  await page.goto("/job");
  const count = page.locator("header .header-saved-count");
  await expect(count).toBeEmpty();
  const cards = page.locator(".job-card");
  const first = cards.nth(0).locator("[data-save]");
  const second = cards.nth(1).locator("[data-save]");
  const firstJob = await apiJob(request, await cardJobId(cards.nth(0)));
  const secondJob = await apiJob(request, await cardJobId(cards.nth(1)));

  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("1");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Saved jobs 1" })).toBeVisible();
  // What was saved is read from the card: its title, company and city (decision 085).
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("saved-jobs") ?? "[]"));
  expect(saved).toEqual([
    expect.objectContaining({
      id: firstJob.id,
      title: firstJob.job_title,
      company: firstJob.client,
      city: firstJob.city || firstJob.states || firstJob.country || "India",
    }),
  ]);

  // The keyboard: Space on a focused Save.
  await second.focus();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("2");

  // The job page knows it is saved; the search island hydrates without a mismatch.
  await hydrateEveryIsland(page);
  await page.goto(`/jobdetails/${firstJob.id}`);
  await expect(page.getByRole("button", { name: "Save this job" })).toHaveAttribute("aria-pressed", "true");

  // A job saved earlier that has closed since.
  await page.evaluate((closed) => {
    const list = JSON.parse(localStorage.getItem("saved-jobs") ?? "[]");
    list.push({ ...closed, savedAt: "2026-10-01T10:00:00.000Z" });
    localStorage.setItem("saved-jobs", JSON.stringify(list));
  }, CLOSED);
  await page.reload();
  await page.getByRole("link", { name: "Saved jobs 3" }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved jobs" })).toBeVisible();
  await expect(page.getByText("3 saved jobs, 1 no longer open.")).toBeVisible();
  // Newest first: the second saved, the first, then the closed one.
  await expect(page.locator(".saved-list .job-card-title")).toHaveText([
    secondJob.job_title,
    firstJob.job_title,
    CLOSED.title,
  ]);
  const closed = page.locator(".job-card--closed");
  await expect(closed).toContainText("Closed");
  await expect(closed).toContainText(CLOSED.company);
  await expect(closed).toContainText(CLOSED.city);
  await expect(page.locator(".saved-list [data-save]").first()).toHaveAttribute("aria-pressed", "true");
  expect(await axeViolations(page)).toEqual([]);

  // Unsave an open one: the card stays (to save again), the count drops.
  const unsave = page.getByRole("button", { name: `Save ${secondJob.job_title}` });
  await unsave.click();
  await expect(unsave).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText("2");
  // Remove the closed one.
  await page.getByRole("button", { name: `Remove ${CLOSED.title}` }).click();
  await expect(closed).toHaveCount(0);
  await expect(count).toHaveText("1");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("saved-jobs") ?? "[]"));
  expect(stored.map((job: { id: number }) => job.id)).toEqual([firstJob.id]);
});

test("without JavaScript: no dead buttons, Share links to the job page's plain links, /saved explains", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/job");
  const card = page.locator(".job-card").first();
  await expect(card.locator("button")).toHaveCount(1);
  await expect(card.locator("button")).toBeHidden();
  const link = card.locator("a[data-share]");
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/jobdetails\/\d+#share$/);

  await link.click();
  const job = await apiJob(request, Number(href.match(/\d+/)?.[0]));
  const { headline, url } = message(job, baseURL ?? "");
  const links = page.getByRole("list", { name: "Share this job" });
  await expect(links.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${headline}\n${url}`)}`,
  );
  await expect(links.getByRole("link", { name: "E-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Save this job" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Share this job" })).toBeHidden();

  await page.goto("/saved");
  // (Playwright's getByText does not look inside <noscript>.)
  await expect(page.locator("main .notice")).toBeVisible();
  await expect(page.locator("main .notice")).toContainText("Saved jobs need JavaScript");
  await expect(page.getByRole("link", { name: "browse and search jobs" })).toHaveAttribute("href", "/job");
  await context.close();
});

test("/saved says so when nothing is saved, and when the lookup fails keeps the names", async ({ page }) => {
  await page.goto("/saved");
  await expect(page.getByText("You have not saved any jobs in this browser yet.")).toBeVisible();

  await page.evaluate((closed) => {
    localStorage.setItem("saved-jobs", JSON.stringify([{ ...closed, savedAt: "2026-10-01T10:00:00.000Z" }]));
  }, CLOSED);
  await page.route("**/api/jobs?ids=*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.reload();
  await expect(page.getByRole("alert")).toContainText("Could not check which of your saved jobs are still open.");
  await expect(page.getByRole("link", { name: CLOSED.title })).toHaveAttribute("href", `/jobdetails/${CLOSED.id}`);
  await page.unroute("**/api/jobs?ids=*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator(".job-card--closed")).toContainText(CLOSED.title);
});
