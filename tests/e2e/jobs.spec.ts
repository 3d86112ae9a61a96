import type { Page } from "@playwright/test";
import { downURL } from "../../playwright.config";
import { expect, scriptsReady, test } from "./fixtures";

interface ApiList {
  count: number;
  num_pages: number;
  results: { id: number; job_title: string; client: string; city: string }[];
}

/**
 * Holds back the islands' code (the chunk with React and hydrateRoot,
 * decision 055) until `release()`; `held()` says how many requests it held,
 * so a renamed chunk fails the test instead of holding nothing.
 */
async function holdIslandCode(page: Page, forever = false) {
  let count = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands-[^/]*\.js$/, async (route) => {
    count++;
    if (forever) return new Promise<void>(() => {});
    await gate;
    await route.continue();
  });
  return { release, held: () => count };
}

async function api<T>(request: import("@playwright/test").APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

test.describe("job list", () => {
  test("typing searches after a 500 ms pause and writes the search into the URL", async ({ page, request }) => {
    const all = await api<ApiList>(request, "/api/jobs");
    const expected = await api<ApiList>(request, "/api/searchjobs?query=engineer");
    await page.goto("/job");
    await expect(page.getByRole("button", { name: `Search ${all.count} jobs` })).toBeVisible();
    // One input event (typing speed on a loaded machine must not matter).
    await page.getByLabel("Job title or skill").fill("engineer");
    // Not yet: the debounce has not run out.
    await page.waitForTimeout(200);
    expect(new URL(page.url()).searchParams.get("query")).toBeNull();
    await expect(page).toHaveURL(/query=engineer/);
    const url = new URL(page.url());
    expect(url.searchParams.get("page")).toBe("1");
    await expect(page.getByRole("heading", { name: `Found ${expected.count} matching jobs` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Search ${expected.count} jobs` })).toBeVisible();
    const titles = await page.locator(".job-card-title").allInnerTexts();
    expect(titles.length).toBe(Math.min(20, expected.count));
  });

  test("emptying both boxes restores the unfiltered first page at once", async ({ page, request }) => {
    const all = await api<ApiList>(request, "/api/jobs");
    await page.goto("/job?query=nurse&page=1");
    await expect(page.getByRole("heading", { name: /^Found \d+ matching jobs$/ })).toBeVisible();
    await page.getByLabel("Job title or skill").fill("");
    await expect(page).toHaveURL(/\/job$/);
    await expect(page.getByRole("heading", { name: `${all.count} jobs` })).toBeVisible();
  });

  test("a shared search URL opens with its filters filled and its results", async ({ page, request }) => {
    const expected = await api<ApiList>(request, "/api/searchjobs?query=developer&location=bangalore");
    await page.goto("/job?query=developer&location=bangalore");
    await expect(page.getByLabel("Job title or skill")).toHaveValue("developer");
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("bangalore");
    await expect(page.getByRole("heading", { name: `Found ${expected.count} matching jobs` })).toBeVisible();
    for (const place of await page.locator(".job-card-facts li:nth-child(2)").allInnerTexts()) {
      expect(place).toContain("Bengaluru");
    }
  });

  test("pagination: real links that keep filters, first and last always shown, scroll to top", async ({
    page,
    request,
  }) => {
    const all = await api<ApiList>(request, "/api/jobs");
    await page.goto("/job?page=5");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1", exact: true })).toBeVisible();
    await expect(pages.getByRole("link", { name: `Page ${all.num_pages}`, exact: true })).toBeVisible();
    await expect(pages.getByRole("link", { name: "Page 4", exact: true })).toBeVisible();
    await expect(pages.getByRole("link", { name: "Page 6", exact: true })).toBeVisible();
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/5/);
    await expect(pages.locator(".page-gap")).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pages.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=6/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/job?query=engineer&page=1");
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /Next/ });
    await expect(next).toHaveAttribute("href", /query=engineer/);
    await expect(next).toHaveAttribute("href", /page=2/);
  });

  test("no results: the honest empty state with a way back and a way on", async ({ page }) => {
    await page.goto("/job?query=zzqqxxnotajob");
    await expect(page.getByText("No jobs found matching your search criteria.")).toBeVisible();
    await expect(page.getByText(/Try fewer or shorter words/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit your resume", exact: true })).toHaveAttribute(
      "href",
      "/upload",
    );
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters", exact: true }).click();
    await expect(page).toHaveURL(/\/job$/);
    await expect(page.locator(".job-card").first()).toBeVisible();
  });

  // Issue 16 changed this from the plain empty state: a page past the end says so and links page 1.
  test("a page past the end says there is no such page, not an error", async ({ page }) => {
    const res = await page.goto("/job?page=999");
    expect(res?.status()).toBe(200);
    await expect(page.getByText(/^There is no page 999: these \d+ jobs fill \d+ pages\.$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to page 1" })).toHaveAttribute("href", "/job");
  });

  test("a live search updates the page in place, and a newer search supersedes an older one", async ({
    page,
    request,
  }) => {
    const nurse = await api<ApiList>(request, "/api/searchjobs?query=nurse");
    // The first search is slow to answer; the second must win even though the first answers last.
    // The island reads the JSON API, not the /job page.
    await page.route(/\/api\/searchjobs\?.*query=engineer/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    // Whether the first search's answer reached the page or the island gave it up (aborted).
    let firstSettled = false;
    const settle = (request: { url(): string }) => {
      if (/query=engineer/.test(request.url())) firstSettled = true;
    };
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    await page.goto("/job");
    await scriptsReady(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    const box = page.getByLabel("Job title or skill");
    await box.fill("engineer");
    await expect(page.getByRole("button", { name: "Searching..." })).toBeDisabled();
    await box.fill("nurse");
    await expect(page).toHaveURL(/query=nurse/);
    await expect(page.getByRole("heading", { name: `Found ${nurse.count} matching jobs` })).toBeVisible();
    await expect.poll(() => firstSettled).toBe(true);
    // One more frame for anything the page would do with that answer.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page).toHaveURL(/query=nurse/);
    await expect(page.getByRole("heading", { name: `Found ${nurse.count} matching jobs` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Search ${nurse.count} jobs` })).toBeEnabled();
    await expect(page).toHaveTitle(/^nurse jobs/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("Back and Forward restore each search's results and boxes", async ({ page, request }) => {
    const nurse = await api<ApiList>(request, "/api/searchjobs?query=nurse");
    const all = await api<ApiList>(request, "/api/jobs");
    await page.goto("/job");
    const box = page.getByLabel("Job title or skill");
    // The search island hydrates on the first interaction with it.
    await box.click();
    await expect(page.locator("[data-island='job-search']")).toHaveAttribute("data-hydrated", "");
    await box.fill("nurse");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: `Found ${nurse.count} matching jobs` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/job$/);
    await expect(page.getByRole("heading", { name: `${all.count} jobs` })).toBeVisible();
    await expect(box).toHaveValue("");
    await page.goForward();
    await expect(page.getByRole("heading", { name: `Found ${nurse.count} matching jobs` })).toBeVisible();
    await expect(box).toHaveValue("nurse");
  });

  test("a page link pressed before the island has hydrated searches in place once it has", async ({ page }) => {
    const islands = await holdIslandCode(page);
    await page.goto("/job");
    await scriptsReady(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect.poll(islands.held).toBeGreaterThan(0);
    islands.release();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toHaveText(/2/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("text typed and focus from before hydration survive it, and the typed search runs", async ({
    page,
    request,
  }) => {
    const nurse = await api<ApiList>(request, "/api/searchjobs?query=nurse");
    const islands = await holdIslandCode(page);
    await page.goto("/job");
    const box = page.getByLabel("Job title or skill");
    await box.click();
    await page.keyboard.type("nurse");
    await expect.poll(islands.held).toBeGreaterThan(0);
    islands.release();
    await expect(page.locator("[data-island='job-search']")).toHaveAttribute("data-hydrated", "");
    await expect(box).toHaveValue("nurse");
    await expect(box).toBeFocused();
    await expect(page.getByRole("heading", { name: `Found ${nurse.count} matching jobs` })).toBeVisible();
    await expect(page).toHaveURL(/query=nurse/);
  });

  test("a live search whose server fails shows the server's message", async ({ page }) => {
    await page.goto("/job");
    // The search island hydrates on the first interaction with it.
    await page.getByLabel("Job title or skill").click();
    await expect(page.locator("[data-island='job-search']")).toHaveAttribute("data-hydrated", "");
    await page.route(/\/api\/searchjobs\?.*query=java/, (route) =>
      route.fetch({ url: `${downURL}/api/searchjobs?query=java` }).then((res) => route.fulfill({ response: res })),
    );
    await page.getByLabel("Job title or skill").fill("java");
    await page.getByLabel("Job title or skill").press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Failed to search jobs. Please try again later.");
    await expect(page.getByRole("heading", { name: "Jobs could not be loaded" })).toBeVisible();
  });

  test("a search term over the limit is reported next to the field", async ({ page }) => {
    const res = await page.goto(`/job?query=${"a".repeat(250)}`);
    expect(res?.status()).toBe(400);
    const input = page.getByLabel("Job title or skill");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#job-query-error")).toContainText("at most 200 characters");
  });
});

test.describe("when the jobs upstream is down and nothing is stored", () => {
  test("the list says jobs failed to load, and a search says searching failed", async ({ page }) => {
    const res = await page.goto(`${downURL}/job`);
    expect(res?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Failed to load jobs. Please try again later.");
    await page.goto(`${downURL}/job?query=java`);
    await expect(page.getByRole("alert")).toHaveText("Failed to search jobs. Please try again later.");
    await page.goto(`${downURL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your dream job with us");
    await expect(page.getByRole("alert").first()).toHaveText("Failed to load jobs. Please try again later.");
  });
});

test.describe("job details", () => {
  test("shows the snapshot's job, never a ?source= payload, with a clean canonical URL", async ({ page, request }) => {
    const list = await api<ApiList>(request, "/api/jobs");
    const job = list.results[0];
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    const hostile = encodeURIComponent(
      JSON.stringify({
        id: job.id,
        job_title: '<img src=x onerror="window.__pwned=1">Fake title',
        client: "<script>window.__pwned=2</script>",
        apply_job_without_registration: "javascript:window.__pwned=3",
        job_description: '<svg onload="window.__pwned=4"></svg>',
      }),
    );
    for (const path of [`/jobdetails/${job.id}`, `/jobdetails/${job.id}?source=${hostile}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.job_title);
      await expect(page.getByText(job.client).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/jobdetails/${job.id}$`));
      const apply = page.getByRole("link", { name: /Apply Now/ });
      if (await apply.count()) {
        await expect(apply).toHaveAttribute("target", "_blank");
        await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
        await expect(apply).toHaveAttribute("href", /^https?:\/\//);
      }
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "JobPosting");
    expect(posting?.title).toBe(job.job_title);
  });

  test("an unknown id is a 404 'Job not found'", async ({ page }) => {
    const res = await page.goto("/jobdetails/1");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job not found");
  });

  test("See More expands the description and shows 10 related jobs instead of 6", async ({ page, request }) => {
    const list = await api<ApiList>(request, "/api/jobs");
    // Find a job whose description is long enough to collapse.
    let id = 0;
    for (const j of list.results) {
      const one = await api<{ job_description: string }>(request, `/api/jobs/${j.id}`);
      if (one.job_description.replace(/<[^>]+>/g, "").length > 300) {
        id = j.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    await page.goto(`/jobdetails/${id}`);
    const related = page.getByRole("region", { name: "Related jobs" }).locator(".job-card");
    await expect(related).toHaveCount(6);
    await expect(page.locator("#job-description")).toHaveClass(/collapsed/);
    await page.getByRole("link", { name: "See More ▼" }).click();
    await expect(page.getByRole("link", { name: "See Less ▲" })).toBeVisible();
    await expect(page.locator("#job-description")).not.toHaveClass(/collapsed/);
    await expect(related).toHaveCount(10);
    await page.getByRole("link", { name: "See Less ▲" }).click();
    await expect(related).toHaveCount(6);
    await expect(page.locator("#job-description")).toHaveClass(/collapsed/);
  });

  test("See More toggles in place and the address bar follows", async ({ page, request }) => {
    const list = await api<ApiList>(request, "/api/jobs");
    let id = 0;
    for (const j of list.results) {
      const one = await api<{ job_description: string }>(request, `/api/jobs/${j.id}`);
      if (one.job_description.replace(/<[^>]+>/g, "").length > 300) {
        id = j.id;
        break;
      }
    }
    await page.goto(`/jobdetails/${id}`);
    // The entry module (asked for after the paint, decision 053) listens from here on;
    // a press before it is a plain link to ?expanded=1, as without JavaScript.
    await scriptsReady(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    const toggle = page.getByRole("link", { name: "See More ▼" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Its script loads on the first touch or focus of the link (app/enhance/main.ts): the
    // click that comes first is held until it has loaded, then toggles in place.
    await expect(toggle).not.toHaveAttribute("data-enhanced", "");
    await toggle.click();
    await expect(page).toHaveURL(/\?expanded=1$/);
    const less = page.getByRole("link", { name: "See Less ▲" });
    await expect(less).toHaveAttribute("data-enhanced", "");
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect(less).toBeFocused();
    await less.click();
    await expect(page).toHaveURL(new RegExp(`/jobdetails/${id}$`));
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // A reload of the expanded URL starts expanded, and See Less works from there.
    await page.goto(`/jobdetails/${id}?expanded=1`);
    const related = page.getByRole("region", { name: "Related jobs" }).locator(".job-card");
    await expect(related).toHaveCount(10);
    await page.getByRole("link", { name: "See Less ▲" }).click();
    await expect(related).toHaveCount(6);
    await page.getByRole("link", { name: "See More ▼" }).click();
    await expect(related).toHaveCount(10);
  });
});

test.describe("use current location", () => {
  test.use({ geolocation: { latitude: 18.5204, longitude: 73.8567 }, permissions: ["geolocation"] });

  test("granted: the location box fills with the city and the search runs, crediting OpenStreetMap", async ({
    page,
  }) => {
    await page.route("**/api/geocode?**", (route) =>
      route.fulfill({ json: { city: "Pune", source: "geocoder", attribution: "© OpenStreetMap contributors" } }),
    );
    await page.goto("/job");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Pune");
    await expect(page).toHaveURL(/location=Pune/);
    await expect(page.getByText("© OpenStreetMap contributors")).toBeVisible();
  });
});

test.describe("use current location, denied", () => {
  test.use({ permissions: [] });

  test("denied: says so and leaves the search alone", async ({ page }) => {
    await page.goto("/job");
    await page.getByRole("button", { name: "Use Current Location" }).click();
    await expect(page.getByText("Location access denied")).toBeVisible();
    await expect(page).toHaveURL(/\/job$/);
  });
});

/**
 * The home row waits for the visitor (decision 023): keyboard focus on its
 * first job hydrates it, as a swipe or a press on its controls would.
 */
/** The first press on the home row downloads React and the island before it acts: slow on a busy machine. */
const FIRST_PRESS_MS = 15_000;

async function hydrateHomeRow(page: Page) {
  const island = page.locator('[data-island="job-carousel"]');
  await island.locator(".job-card-link").first().focus();
  await expect(island).toHaveAttribute("data-hydrated", "");
}

test.describe("mobile carousels", () => {
  test("the home row loads no React until the visitor reaches for it, then a first press works", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
    const widget = page.getByRole("region", { name: "Latest jobs" });
    // Scroll-snapped row and its controls from the server's HTML; no island code yet.
    await expect(widget.getByText("1 of 3")).toBeVisible();
    expect(await widget.locator(".job-carousel-viewport").evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe(
      "x mandatory",
    );
    await expect(page.locator('[data-island="job-carousel"]')).not.toHaveAttribute("data-hydrated", "");
    expect(scripts.filter((path) => /\/(hydrate|react-dom|job-carousel)-/.test(path))).toEqual([]);
    // The first press on Next loads it, and is not lost.
    await widget.getByRole("button", { name: "Next job" }).click();
    await expect(widget.getByText("2 of 3")).toBeVisible({ timeout: FIRST_PRESS_MS });
    await expect(page.locator('[data-island="job-carousel"]')).toHaveAttribute("data-hydrated", "");
  });

  test("a tap on a job in the home row goes to it at once, without waiting for the island", async ({ page }) => {
    // The island's code never arrives: the link must not depend on it.
    await holdIslandCode(page, true);
    await page.goto("/");
    await scriptsReady(page);
    const link = page.getByRole("region", { name: "Latest jobs" }).locator(".job-card-link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("the home widget shows one job at a time, wrapping both ways", async ({ page }) => {
    await page.goto("/");
    const widget = page.getByRole("region", { name: "Latest jobs" });
    await expect(widget.getByText("1 of 3")).toBeVisible();
    await widget.getByRole("button", { name: "Next job" }).click();
    await expect(widget.getByText("2 of 3")).toBeVisible({ timeout: FIRST_PRESS_MS });
    await widget.getByRole("button", { name: "Previous job" }).click();
    await widget.getByRole("button", { name: "Previous job" }).click();
    await expect(widget.getByText("3 of 3")).toBeVisible();
    await widget.getByRole("button", { name: "Next job" }).click();
    await expect(widget.getByText("1 of 3")).toBeVisible();
    await widget.getByRole("button", { name: "Show job 3" }).click();
    await expect(widget.getByText("3 of 3")).toBeVisible();
  });

  test("quick clicks count from the job being scrolled to, and the row ends there", async ({ page }) => {
    await page.goto("/");
    await hydrateHomeRow(page);
    const widget = page.getByRole("region", { name: "Latest jobs" });
    const next = widget.getByRole("button", { name: "Next job" });
    await expect(widget.getByText("1 of 3")).toBeVisible();
    // Two clicks 60 ms apart: each lands while the row is still scrolling.
    await next.evaluate(async (button: HTMLElement) => {
      for (let i = 0; i < 2; i++) {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await expect(widget.getByText("3 of 3")).toBeVisible();
    // Embla moves the track by transform: the third card ends up in the viewport.
    const viewport = widget.locator(".job-carousel-viewport");
    await expect
      .poll(
        () =>
          viewport.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const cards = [...el.querySelectorAll(".job-carousel-slide")];
            return cards.findIndex((card) => Math.abs(card.getBoundingClientRect().left - box.left) < 2);
          }),
        { timeout: 3000 },
      )
      .toBe(2);
    await expect(widget.getByText("3 of 3")).toBeVisible();
    await expect(widget.getByRole("button", { name: "Show job 3" })).toHaveAttribute("aria-current", "true");
  });

  test("a swipe moves the counter too", async ({ page }) => {
    // Cookies answered, so the banner does not cover the row.
    await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "true"));
    await page.goto("/");
    await hydrateHomeRow(page);
    const widget = page.getByRole("region", { name: "Latest jobs" });
    await expect(widget.getByText("1 of 3")).toBeVisible();
    await widget.locator(".job-carousel-viewport").scrollIntoViewIfNeeded();
    const box = await widget.locator(".job-carousel-viewport").boundingBox();
    if (!box) throw new Error("no viewport");
    // A drag from right to left (Embla handles mouse and touch drags alike).
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 10 });
    await page.mouse.up();
    await expect(widget.getByText("2 of 3")).toBeVisible();
  });

  test("a row scrolled before the island hydrated keeps its place", async ({ page }) => {
    // Hold the island's code back until the visitor has scrolled to the third job.
    const islands = await holdIslandCode(page);
    await page.goto("/");
    await scriptsReady(page);
    const widget = page.getByRole("region", { name: "Latest jobs" });
    const viewport = widget.locator(".job-carousel-viewport");
    await viewport.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2, behavior: "instant" }));
    await expect.poll(islands.held).toBeGreaterThan(0);
    islands.release();
    await expect(widget.getByText("3 of 3")).toBeVisible({ timeout: FIRST_PRESS_MS });
    await expect(widget.getByRole("button", { name: "Show job 3" })).toHaveAttribute("aria-current", "true");
    const shown = await viewport.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll(".job-card-link")].find((a) => {
        const r = a.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right;
      })?.textContent;
    });
    expect(shown).toBe(await widget.locator(".job-card-link").nth(2).textContent());
  });

  test("careers: open positions as a one-card carousel; See more adds five", async ({ page, request }) => {
    const own = await api<{ count: number }>(request, "/api/skywingsjobs");
    await page.goto("/carrers");
    await expect(page.getByRole("heading", { name: `Open Positions (${own.count})` })).toBeVisible();
    const carousel = page.getByRole("region", { name: "Open positions", exact: true });
    // The carousel is an island that hydrates as it nears the screen; its buttons work once it has.
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="open-positions"]')).toHaveAttribute("data-hydrated", "");
    await expect(carousel.getByText("1 of 5")).toBeVisible();
    await carousel.getByRole("button", { name: "Previous job" }).click();
    await expect(carousel.getByText("5 of 5")).toBeVisible();
    await page.getByRole("link", { name: "See more open positions" }).click();
    await expect(carousel.getByText(/of 10$/)).toBeVisible();
  });
});

test("careers: filters narrow the openings by role and by city", async ({ page }) => {
  await page.goto("/carrers");
  await page.getByLabel("Role or team").fill("zzznotarole");
  await expect(page.getByText("No open positions match these filters.")).toBeVisible();
  await page.getByLabel("Role or team").fill("");
  await page.getByLabel("City or PIN code").fill("Pune");
  // The results update in place from the server (a fetch, not a synchronous re-render).
  await expect(page.locator(".openings-count")).toHaveText(/^[1-9]\d* of \d+ positions match$/);
  const places = await page
    .getByRole("region", { name: "Open positions" })
    .locator(".job-card-facts li:nth-child(2)")
    .allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toContain("Pune");
  await expect(page).toHaveURL(/\/carrers\?loc=Pune#open-positions$|\/carrers\?loc=Pune$/);
});

test("careers: filtered openings update in place, and See more keeps the filters", async ({ page }) => {
  await page.goto("/carrers");
  await scriptsReady(page);
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.getByLabel("Role or team").fill("zzznotarole");
  await expect(page.locator(".openings-count")).toHaveText(/^0 of \d+ positions match$/);
  await expect(page).toHaveURL(/q=zzznotarole/);
  await page.getByLabel("Role or team").fill("");
  await expect(page.locator(".openings-count")).toHaveText(/^Showing 5 of \d+$/);
  const more = page.getByRole("link", { name: "See more open positions" });
  await more.click();
  await expect(page.locator(".openings-count")).toHaveText(/^Showing 10 of \d+$/);
  await expect(page).toHaveURL(/show=10/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, pagination and See More all work as plain HTML", async ({ page, request }) => {
    const expected = await api<ApiList>(request, "/api/searchjobs?query=engineer");
    await page.goto("/job");
    await page.getByLabel("Job title or skill").fill("engineer");
    await page.getByLabel("Job title or skill").press("Enter");
    await expect(page).toHaveURL(/query=engineer/);
    await expect(page.getByRole("heading", { name: `Found ${expected.count} matching jobs` })).toBeVisible();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/query=engineer.*page=2|page=2.*query=engineer/);
    await page.locator(".job-card-link").first().click();
    await expect(page).toHaveURL(/\/jobdetails\/\d+/);
    const seeMore = page.getByRole("link", { name: "See More ▼" });
    if (await seeMore.count()) {
      await seeMore.click();
      await expect(page).toHaveURL(/expanded=1/);
      await expect(page.getByRole("link", { name: "See Less ▲" })).toBeVisible();
    }
  });

  test("home shows the three newest jobs in the first HTML", async ({ page }) => {
    await page.goto("/");
    // A row at 1280 px; /job has the rest (decision 087).
    await expect(page.getByRole("region", { name: "Latest jobs" }).locator(".job-card")).toHaveCount(3);
  });

  test("the job carousel is a row that scrolls, with no buttons that would do nothing", { tag: "@both" }, async ({
    page,
    viewport,
  }) => {
    await page.goto("/");
    const widget = page.getByRole("region", { name: "Latest jobs" });
    await expect(widget.getByRole("button")).toHaveCount(0);
    if ((viewport?.width ?? 0) < 640) {
      const track = widget.locator(".job-carousel-viewport");
      expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX)).toBe(
        "auto",
      );
      await widget.locator(".job-card-link").last().focus();
      expect(await track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
  });
});
