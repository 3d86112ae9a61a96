import type { Page } from "@playwright/test";
import { hostileURL } from "../../playwright.config";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { expect, hydrateEveryIsland, test } from "./fixtures";

// Hostile data must never run: a tripwire flag, dialog and CSP-violation
// listeners watch every page that shows jobs from an attacking upstream.
test.describe.configure({ mode: "serial" });
// Every test here is tagged @slow @desktop: it runs in `npm run test:slow` only, at 1280 px.
// One viewport is enough for the corpus, and its hundreds of page loads would add minutes
// to every `npm test` (playwright.config.ts, decision 042).
test.slow();

interface Tripwire {
  dialogs: string[];
}

async function armTripwire(page: Page): Promise<Tripwire> {
  const state: Tripwire = { dialogs: [] };
  page.on("dialog", (dialog) => {
    state.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return state;
}

async function expectNothingRan(page: Page, state: Tripwire, where: string) {
  const result = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __csp: string[] };
    return { xss: w.__xss, csp: w.__csp };
  });
  expect(result.xss, `${where}: tripwire`).toBeUndefined();
  expect(result.csp, `${where}: CSP violations`).toEqual([]);
  expect(state.dialogs, `${where}: dialogs`).toEqual([]);
}

async function jobIds(page: Page): Promise<number[]> {
  const res = await page.request.get(`${hostileURL}/api/jobs?page=1`);
  const first = (await res.json()) as { num_pages: number; results: { id: number }[] };
  const ids = first.results.map((j) => j.id);
  for (let p = 2; p <= first.num_pages; p++) {
    const more = (await (await page.request.get(`${hostileURL}/api/jobs?page=${p}`)).json()) as {
      results: { id: number }[];
    };
    ids.push(...more.results.map((j) => j.id));
  }
  return ids;
}

test("the whole corpus reached the snapshot (nothing was silently dropped) @slow @desktop", async ({ page }) => {
  const ids = await jobIds(page);
  expect(ids.length).toBe(XSS_PAYLOADS.length);
});

test("list, home and careers pages show hostile jobs without running anything @slow @desktop", async ({ page }) => {
  const trip = await armTripwire(page);
  for (const path of ["/", "/job", "/job?page=2", "/job?page=6", "/carrers"]) {
    await page.goto(`${hostileURL}${path}`);
    await page.waitForLoadState("networkidle");
    await expectNothingRan(page, trip, path);
  }
  // Following a job link from the list.
  await page.goto(`${hostileURL}/job`);
  await page.locator(".job-card-link").first().click();
  await expect(page).toHaveURL(/\/jobdetails\/\d+/);
  await page.waitForLoadState("networkidle");
  await expectNothingRan(page, trip, "client navigation");
});

test("every island's props carry hostile jobs as inert JSON, and every island hydrates without a mismatch @slow @desktop", async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const trip = await armTripwire(page);
  const payload = encodeURIComponent(XSS_PAYLOADS[0]?.slice(0, 200) ?? "");
  const paths = [
    "/",
    "/job",
    "/job?page=2",
    "/job?page=6",
    "/carrers",
    `/job?query=${payload}`,
    `/carrers?q=${payload}`,
  ];
  let withJobs = 0;
  for (const path of paths) {
    const html = await (await page.request.get(`${hostileURL}${path}`)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? "");
    expect(blocks.length, `${path}: islands`).toBeGreaterThan(0);
    for (const text of blocks) {
      // Nothing in the JSON can end the script element or start markup.
      expect(text, path).not.toMatch(/[<>]/);
      const props = JSON.parse(text) as { jobs?: { title: string }[] };
      if (props.jobs?.some((job) => /[<>"']/.test(job.title))) withJobs++;
    }
    await page.goto(`${hostileURL}${path}`);
    await hydrateEveryIsland(page);
    await expectNothingRan(page, trip, `${path} hydrated`);
  }
  // The corpus really went through the props (titles with markup in them).
  expect(withJobs).toBeGreaterThan(0);
});

test("live search, See More and the careers filters swap in hostile jobs without running anything @slow @desktop", async ({
  page,
}) => {
  test.setTimeout(3 * 60_000);
  const trip = await armTripwire(page);
  await page.goto(`${hostileURL}/job`);
  const box = page.getByLabel("Job title or skill");
  await box.fill("Role");
  await expect(page).toHaveURL(/query=Role/);
  await expect(page.getByRole("heading", { name: /^Found \d+ matching jobs?$/ })).toBeVisible();
  await expect(page.locator(".job-card").first()).toBeVisible();
  await expectNothingRan(page, trip, "live search");
  // Payloads typed into the boxes travel to the server and back into the page.
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    if (i % 8 !== 0) continue;
    await box.fill(payload.slice(0, 200));
    const term = await box.inputValue(); // as the input holds it (no line breaks)
    if (!term.trim()) continue;
    await box.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("query")).toBe(term);
    await expect(page.getByRole("button", { name: /^Search [\d,]+ jobs?$/ })).toBeEnabled();
    await expectNothingRan(page, trip, `live search ${i}`);
  }
  // See More moves the extra related (hostile) jobs out of their template.
  for (const id of (await jobIds(page)).slice(0, 20)) {
    await page.goto(`${hostileURL}/jobdetails/${id}`);
    const more = page.getByRole("link", { name: "See More ▼" });
    if (!(await more.count())) continue;
    await more.click();
    await expect(page.getByRole("link", { name: "See Less ▲" })).toBeVisible();
    await expectNothingRan(page, trip, `See More on ${id}`);
    break;
  }
  await page.goto(`${hostileURL}/carrers`);
  if (await page.getByLabel("Role or team").count()) {
    await page.getByLabel("Role or team").fill("Role");
    await expect(page).toHaveURL(/q=Role/);
    await page.waitForLoadState("networkidle");
    await expectNothingRan(page, trip, "careers filter");
  }
});

test("every hostile job page renders inertly, with only http(s) apply links @slow @desktop", async ({ page }) => {
  test.setTimeout(6 * 60_000); // 112 pages, one by one
  const trip = await armTripwire(page);
  for (const id of await jobIds(page)) {
    await page.goto(`${hostileURL}/jobdetails/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Role");
    const apply = page.getByRole("link", { name: /Apply Now/ });
    if (await apply.count()) await expect(apply).toHaveAttribute("href", /^https?:\/\//);
    await expectNothingRan(page, trip, `/jobdetails/${id}`);
  }
});

test("payloads in search parameters and ?source= never run @slow @desktop", async ({ page }) => {
  test.setTimeout(6 * 60_000); // over a hundred page loads
  const trip = await armTripwire(page);
  const ids = await jobIds(page);
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    if (i % 3 !== 0) continue; // a third of the corpus per parameter keeps this quick
    const q = encodeURIComponent(payload.slice(0, 200));
    await page.goto(`${hostileURL}/job?query=${q}&location=${q}`);
    await expectNothingRan(page, trip, `search ${i}`);
    const source = encodeURIComponent(
      JSON.stringify({
        id: ids[0],
        job_title: payload,
        client: payload,
        job_description: payload,
        apply_job_without_registration: payload,
      }),
    );
    await page.goto(`${hostileURL}/jobdetails/${ids[0]}?source=${source}`);
    await expectNothingRan(page, trip, `source ${i}`);
    await page.goto(`${hostileURL}/carrers?q=${q}&loc=${q}`);
    await expectNothingRan(page, trip, `careers filters ${i}`);
  }
});

test("every page's CSP allows no inline script by 'unsafe-inline' @slow @desktop", async ({ page }) => {
  for (const path of ["/", "/job", "/carrers", "/services", "/about", "/contact", "/upload"]) {
    const res = await page.goto(`${hostileURL}${path}`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    // A prerendered page without inline scripts has nothing after 'self' (no hashes).
    expect(scriptSrc, path).toMatch(/^\s*script-src 'self'(\s|$)/);
    expect(scriptSrc, path).not.toContain("unsafe-inline");
  }
});
