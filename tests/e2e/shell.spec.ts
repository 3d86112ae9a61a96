import { expect, scriptsReady, test } from "./fixtures";

// Untagged tests run at 390 px only; @desktop at 1280 px only; @both in both (playwright.config.ts).
test.describe("mobile navigation", () => {
  test("the menu button toggles the menu, and following a link closes it and scrolls to the top", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job list" })).toBeVisible();

    const services = page.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-panel-services")).toBeVisible();
    await services.click();
    await expect(page.locator("#nav-panel-services")).toBeHidden();

    await page.getByRole("button", { name: "Company" }).click();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page
      .locator("#nav-panel-company")
      .getByRole("link", { name: /About us/ })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("a tap before the page's script has arrived", () => {
  test.use({ waitForEntry: false });
  test("is kept and answered once the script runs: Menu opens, and only once", async ({ page }) => {
    // The entry module is asked for after the first paint (decision 053); hold it back.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(/\/assets\/enhance-[^/]*\.js$/, async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await expect.poll(() => held).toBe(1);
    const toggle = page.getByRole("button", { name: "Menu" });
    // Pressed twice while nothing listens: the visitor wanted it open.
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu")).toBeVisible();
  });

  test("a language chosen in the switch is remembered for the next visit to /", async ({ page }) => {
    // The entry module never arrives: the page's inline line alone must keep the choice.
    await page.route(/\/assets\/enhance-[^/]*\.js$/, () => {});
    await page.goto("/job");
    await page.locator("details.lang-switch summary").click();
    await page.locator('details.lang-switch a[hreflang="te-IN"]').click();
    await expect(page).toHaveURL(/\/te\/job$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/te$/);
  });
});

test.describe("without the entry module", { tag: "@desktop" }, () => {
  test.use({ waitForEntry: false });
  test("a dropdown still opens on hover, styled", async ({ page }) => {
    // The module never arrives: the page's inline line still links the whole site's CSS, which
    // holds what an open panel looks like (decision 072), and CSS hover opens it.
    await page.route(/\/assets\/enhance-[^/]*\.js$/, () => {});
    await page.goto("/job");
    const panel = page.locator("#nav-panel-company");
    await page.getByRole("button", { name: "Company" }).hover();
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    await expect(panel.getByRole("link", { name: /Contact/ })).toBeVisible();
  });
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test("a dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const panel = page.locator("#nav-panel-services");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Services" }).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveCount(19);
    await page.mouse.move(5, 795);
    await expect(panel).toBeHidden();
  });

  test("keyboard focus opens a dropdown, links are reachable and Escape closes it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Kshitij Talent Partners" }).first().focus();
    await page.keyboard.press("Tab"); // the language switch (issue 32: a <details> in the header bar)
    await page.keyboard.press("Tab"); // Saved jobs (issue 17: the header's count, before the menu)
    await page.keyboard.press("Tab"); // Job list
    await page.keyboard.press("Tab"); // Services
    const trigger = page.getByRole("button", { name: "Services" });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-panel-services a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#nav-panel-services")).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a click opens a dropdown and the Innovations links open in a new tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Innovations" }).click();
    const links = page.locator("#nav-panel-innovations a");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test("the cookie banner's choice survives a reload", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie notice" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("true");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(banner).toBeHidden();
});

test("the floating bar links to chat, Instagram and LinkedIn; on a phone only chat, in the bottom corner", {
  tag: "@both",
}, async ({ page, viewport }) => {
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Chat and social" });
  const chat = bar.getByRole("link", { name: /WhatsApp/ });
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  const phone = (viewport?.width ?? 0) < 640;
  // A bar at mid-height would cover form fields on a phone.
  await expect(bar.getByRole("link")).toHaveCount(phone ? 1 : 3);
  if (phone) {
    const box = await chat.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan((viewport?.height ?? 0) * 0.8);
  }
});

test("an unknown path shows the 404 page with status 404 inside the shell", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the nav links are visible and navigate", { tag: "@both" }, async ({ page, viewport }) => {
    await page.goto("/");
    const jobList = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job list" });
    if ((viewport?.width ?? 0) >= 1024) await expect(jobList).toBeVisible();
    if ((viewport?.width ?? 0) < 1024) {
      // The menu is closed until the Menu link opens it; then every link can be followed.
      await expect(jobList).toBeHidden();
      await page.getByRole("link", { name: "Menu" }).click();
      await expect(page).toHaveURL(/#site-menu$/);
      await expect(page.locator("#nav-panel-company").getByRole("link", { name: /Contact/ })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Company" }).hover();
      await expect(page.locator("#nav-panel-company")).toBeVisible();
    }
    if ((viewport?.width ?? 0) >= 1024) await page.getByRole("button", { name: "Services" }).hover();
    await page.locator("#nav-panel-services").getByRole("link", { name: "Executive Search" }).click();
    await expect(page).toHaveURL(/\/DetailService\/4$/);
  });

  test("on a phone the menu opens and closes with links, and stays closed on a new page", async ({ page }) => {
    await page.goto("/about");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });
});

test("static files and prerendered pages carry the security headers too", async ({ request, page }) => {
  await page.goto("/");
  // The entry module, named by the page's one inline line (decision 053).
  const boot = await page.locator("script:not([src]):not([type])").last().textContent();
  const script = boot?.match(/import\("([^"]+)"\)/)?.[1];
  expect(script).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
  const paths = ["/favicon.svg", "/images/hero.svg", "/services", "/api/health", "/", script as string];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const services = await request.get("/services");
  const csp = services.headers()["content-security-policy"];
  // Prerendered pages run one inline script, the line that loads the entry
  // module after the first paint (decision 053), allowed by its hash; every
  // other script element is a data block the browser never runs: JSON-LD and
  // the islands' props (app/islands/island.tsx).
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const html = await services.text();
  expect(html).not.toContain("nonce=");
  const runnable = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)(?![^>]*type="application\/json" data-island-props)[^>]*>/g,
    ),
  ];
  expect(runnable).toHaveLength(1);
});

// The 304 must not replace the page's stored CSP: the Worker's policy for a
// non-HTML answer (default-src 'none') would block the page's styles and script.
test("reloading a Worker-rendered page revalidates it with a 304, and the page keeps its styles and script", async ({
  page,
  consoleErrors,
}) => {
  // Playwright reports a revalidated document as 200; the protocol shows the 304 on the wire.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const documents = new Set<string>();
  const onWire = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.type === "Document") documents.add(e.requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", (e) => onWire.set(e.requestId, e.statusCode));
  const documentStatuses = () => [...documents].map((id) => onWire.get(id));

  await page.goto("/");
  // The tab list is in the HTML hidden; its island shows it once hydrated, as it nears the screen
  // (the islands' loader comes with the entry module, after the first paint).
  const tabs = page.getByRole("tablist", { name: "Testimonials" });
  await scriptsReady(page);
  await page.locator(".testimonial-tabs").scrollIntoViewIfNeeded();
  await expect(tabs).toBeVisible();
  expect(documentStatuses()).toEqual([200]);

  await page.reload();
  await expect.poll(documentStatuses).toEqual([200, 304]);
  await scriptsReady(page);
  await page.locator(".testimonial-tabs").scrollIntoViewIfNeeded();
  await expect(tabs).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
