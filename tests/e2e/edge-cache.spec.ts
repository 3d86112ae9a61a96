import { expect, test } from "./fixtures";

/*
 * Issue 23: a page served from the edge cache (worker/http/page-cache.ts) is
 * one copy for every visitor, so its CSP has no nonce (decision 022). In a
 * real browser, a cached page must still run what it runs — the entry
 * module and the enhancements it loads — with no CSP violation at all.
 */

async function firstJobPath(request: import("@playwright/test").APIRequestContext) {
  const body = (await (await request.get("/api/jobs")).json()) as { results: { id: number }[] };
  return `/jobdetails/${body.results[0].id}`;
}

for (const which of ["/", "/job?query=java", "a job page", "/hi"]) {
  test(`${which} from the edge cache runs its scripts without a CSP violation`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const path = which === "a job page" ? await firstJobPath(request) : which;
    // Other visitors' requests put the page in the cache (stored after the answer: poll until it is there).
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["x-page-cache"]).toBe("hit");
    // Our origin, and the one inline line that loads the entry module by its hash (decision 053).
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    expect(headers["content-security-policy"]).not.toMatch(/nonce-|script-src[^;]*unsafe-inline/);
    // The entry module ran: the cookie notice, sent hidden, is shown by its enhancement.
    await expect(page.getByRole("region", { name: /Cookie notice|कुकी/ })).toBeVisible();
    // Scrolled through, every island near the screen hydrates (more modules, more JSON props).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
        .map((e) => new URL(e.name).pathname),
    );
    expect(scripts.some((p) => /^\/assets\/enhance-[\w-]+\.js$/.test(p))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
