import type { Locator, Page, Request } from "@playwright/test";
import { minimalPdf } from "../fixtures/resume-files";
import { axeViolations, expect, test } from "./fixtures";

// A real minimal PDF: the server checks a file's structure, not only its first bytes.
const PDF = Buffer.from(minimalPdf());
const EXE = Buffer.from("MZ\x90\x00This program cannot be run in DOS mode.");

// Each test is its own client for the form rate limit (10 a minute per client).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`,
  });
});

/**
 * The visitor starts on a form: focus inside it is the island's cue to
 * hydrate (app/islands/forms/); waits until React has taken the form over.
 */
async function startOn(form: Locator) {
  await form.locator("input:not([type=hidden]), select, textarea").first().focus();
  await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
}

/** The island wrapper around a form (app/islands/island.tsx). */
const islandOf = (form: Locator) => form.locator("xpath=ancestor::*[@data-island][1]");

async function fillEnquiry(page: Page, email = "asha@example.com") {
  await page.locator("#enquiry-name").fill("Asha Kulkarni");
  await page.locator("#enquiry-email").fill(email);
  await page.locator("#enquiry-state").selectOption("Maharashtra");
  await page.locator("#enquiry-city").fill("Pune");
  await page.locator("#enquiry-enquire").selectOption({ label: "Payroll Management" });
  await page.locator("#enquiry-enquireDetail").fill("Payroll for 120 staff.");
}

async function fillResume(page: Page, file = { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF }) {
  const form = page.getByRole("form", { name: "Submit Your Resume" });
  await form.locator("#resume-fullName").fill("Ravi Kumar");
  await form.locator("#resume-email").fill("ravi@example.com");
  await form.locator("#resume-contactNumber").fill("98765 43210");
  await form.locator("#resume-jobAppliedFor").fill("Accounts Executive");
  await form.locator("#resume-state").selectOption("Telangana");
  await form.locator("#resume-city").fill("Hyderabad");
  await form.locator("#resume-resume").setInputFiles(file);
  await form.locator("#resume-consent").check();
  return form;
}

test.describe("with JavaScript", () => {
  test("enquiry: errors next to their fields, pending button, toast, and the form cleared", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request a Consultation" });
    // The browser's own checks until the island hydrates; then the shared schema checks the form.
    await expect(form).not.toHaveAttribute("novalidate", "");
    await startOn(form);
    await expect(form).toHaveAttribute("novalidate", "");
    // Sent from the keyboard in a later field: a mouse press on the button would blur the empty
    // Name field first, and the error that blur shows moves the button before the release, so
    // under load the click can miss it (the press and release land on different elements).
    await form.locator("#enquiry-email").focus();
    await form.locator("#enquiry-email").press("Enter");
    const name = form.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.locator("#enquiry-name-error")).toHaveText("Please enter your name");
    await expect(name).toHaveAttribute("aria-describedby", "enquiry-name-error");
    await expect(page.locator("#enquiry-email-error")).toContainText("e-mail address or a phone number");
    await expect(page.locator("#enquiry-enquire-error")).toContainText("choose what you would like");

    await fillEnquiry(page);
    // Hold the answer a moment so the pending state can be seen.
    await page.route("**/api/forms/enquiry", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const pending = form.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeDisabled();
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Enquiry about")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send enquiry" })).toBeEnabled();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  });

  test("resume: a fake PDF is refused next to the file field; a real one is accepted and the form reset", async ({
    page,
  }) => {
    await page.goto("/upload");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Your Resume");
    await startOn(page.getByRole("form", { name: "Submit Your Resume" }));
    await expect(page.getByRole("form", { name: "Submit Your Resume" })).toHaveAttribute("novalidate", "");
    const form = await fillResume(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: EXE });
    await form.getByRole("button", { name: "Submit resume" }).click();
    await expect(page.locator("#resume-resume-error")).toContainText("not a real PDF, DOC or DOCX");
    await expect(form.locator("#resume-resume")).toHaveAttribute("aria-invalid", "true");

    await form
      .locator("#resume-resume")
      .setInputFiles({ name: "Ravi CV.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Submit resume" }).click();
    await expect(page.getByText("Your resume has been submitted successfully!")).toBeVisible();
    await expect(form.locator("#resume-fullName")).toHaveValue("");
    await expect(form.locator("#resume-resume")).toHaveValue("");
    await expect(form.locator("#resume-consent")).not.toBeChecked();
  });

  test("resume: a phone number outside India is refused next to its field", async ({ page }) => {
    await page.goto("/upload");
    await startOn(page.getByRole("form", { name: "Submit Your Resume" }));
    const form = await fillResume(page);
    // Skip the browser's own check to reach the server's (the same schema).
    await form.evaluate((f: HTMLFormElement) => {
      const input = f.querySelector<HTMLInputElement>('[name="contactNumber"]')!;
      input.value = "+1 415 555 0100";
      f.noValidate = true;
    });
    await page.route("**/api/forms/resume", (route) => route.continue());
    await form.getByRole("button", { name: "Submit resume" }).click();
    await expect(page.locator("#resume-contactNumber-error")).toContainText("Indian phone number");
  });

  test("anything unexpected shows the one error toast, and nothing is cleared", async ({ page }) => {
    await page.goto("/upload");
    await startOn(page.getByRole("form", { name: "Submit Your Resume" }));
    const form = await fillResume(page);
    await page.route("**/api/forms/resume", (route) => route.abort());
    await form.getByRole("button", { name: "Submit resume" }).click();
    await expect(page.getByText("An error occurred. Please try again.")).toBeVisible();
    await expect(form.locator("#resume-fullName")).toHaveValue("Ravi Kumar");
  });

  test("a second submit while one is pending is ignored", async ({ page }) => {
    await page.goto("/contact");
    await startOn(page.getByRole("form", { name: "Request a Consultation" }));
    await fillEnquiry(page);
    let requests = 0;
    await page.route("**/api/forms/enquiry", async (route) => {
      requests += 1;
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await form.evaluate((f: HTMLFormElement) => {
      f.requestSubmit();
      f.requestSubmit();
      f.requestSubmit();
    });
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
    expect(requests).toBe(1);
  });

  test("the server's field errors show under their fields, focused", async ({ page }) => {
    await page.goto("/contact");
    await startOn(page.getByRole("form", { name: "Request a Consultation" }));
    await fillEnquiry(page);
    await page.route("**/api/forms/enquiry", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Please correct the highlighted fields.",
          fields: { city: ["Please keep the city to 100 characters or fewer"] },
        }),
      }),
    );
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    const city = form.getByLabel("City");
    await expect(city).toHaveAttribute("aria-invalid", "true");
    await expect(city).toBeFocused();
    await expect(page.locator("#enquiry-city-error")).toHaveText("Please keep the city to 100 characters or fewer");
    await expect(form.getByLabel("Name")).toHaveValue("Asha Kulkarni");
  });

  for (const [status, contentType, body, message] of [
    [
      429,
      "application/json",
      JSON.stringify({ error: "Too many submissions from your connection. Please wait a minute and try again." }),
      "Please wait a minute",
    ],
    [413, "text/html", "<h1>413 Request Entity Too Large</h1>", "Your submission is too large"],
    [
      503,
      "application/json",
      JSON.stringify({ error: "Failed to submit your resume. Please try again later." }),
      "Failed to submit your resume",
    ],
    [502, "text/html", "<h1>Bad gateway</h1>", "An error occurred. Please try again."],
  ] as const) {
    test(`resume: a ${status} answer shows a clear message and keeps everything typed`, async ({ page }) => {
      await page.goto("/upload");
      await startOn(page.getByRole("form", { name: "Submit Your Resume" }));
      const form = await fillResume(page);
      await page.route("**/api/forms/resume", (route) => route.fulfill({ status, contentType, body }));
      await form.getByRole("button", { name: "Submit resume" }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(form.locator("#resume-fullName")).toHaveValue("Ravi Kumar");
      await expect(form.locator("#resume-state")).toHaveValue("Telangana");
      await expect(form.locator("#resume-resume")).toHaveValue(/cv\.pdf$/);
      await expect(form.locator("#resume-consent")).toBeChecked();
      await expect(form.getByRole("button", { name: "Submit resume" })).toBeEnabled();
    });
  }

  test("React, zod and Conform load only once the visitor starts on a form, sonner only once it is sent", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const chunk = (name: string) => scripts.some((s) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(s));
    // zod's core has no chunk of its own name (the bundler names the chunk it
    // shares with the job search), so it is recognised by its contents.
    const sources = new Map<string, string>();
    const zodLoaded = async () => {
      for (const src of scripts) if (!sources.has(src)) sources.set(src, await (await page.request.get(src)).text());
      return scripts.some((src) => sources.get(src)?.includes("$ZodObject"));
    };
    // The forms' schemas are zod/mini: classic zod's API (~25 KiB gzip) stays out.
    const classicZodLoaded = () => scripts.some((src) => sources.get(src)?.includes("`ZodString`"));
    // React DOM and Conform are in the one chunk every island page hydrates through ("islands", decision 030).
    const heavy = ["islands", "toaster"];
    await page.goto("/contact", { waitUntil: "networkidle" });
    expect(heavy.filter(chunk)).toEqual([]);
    expect(await zodLoaded()).toBe(false);
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await startOn(form);
    expect(heavy.filter(chunk)).toEqual(["islands"]);
    expect(await zodLoaded()).toBe(true);
    expect(classicZodLoaded()).toBe(false);
    await fillEnquiry(page);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
    expect(chunk("toaster")).toBe(true);

    // The footer's sign-up hydrates on its own first touch, and never needs the toasts.
    scripts.length = 0;
    await page.goto("/faq", { waitUntil: "networkidle" });
    expect(heavy.filter(chunk)).toEqual([]);
    expect(await zodLoaded()).toBe(false);
    const footer = page.getByRole("contentinfo");
    await startOn(footer.locator("form"));
    await footer.getByLabel("E-mail address").fill(`light-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText("Thank You for Subscription !!");
    expect(chunk("toaster")).toBe(false);
  });

  test("text typed, the focused field and a chosen file survive hydration", async ({ page }) => {
    // Hold the island's code back until the visitor has typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/resume-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/upload");
    const form = page.getByRole("form", { name: "Submit Your Resume" });
    const island = islandOf(form);
    await form.locator("#resume-resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.locator("#resume-state").selectOption("Telangana");
    await form.locator("#resume-fullName").click();
    await page.keyboard.type("Ravi Ku");
    await expect(island).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(island).toHaveAttribute("data-hydrated", "");
    await page.keyboard.type("mar");
    await expect(form.locator("#resume-fullName")).toBeFocused();
    await expect(form.locator("#resume-fullName")).toHaveValue("Ravi Kumar");
    await expect(form.locator("#resume-state")).toHaveValue("Telangana");
    await expect(form.locator("#resume-resume")).toHaveValue(/cv\.pdf$/);
    await expect(form).toHaveAttribute("novalidate", "");
  });

  test("every submission carries a submission id: kept for a retry, new after a success", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await startOn(form);
    const ids: string[] = [];
    const idOf = (request: Request) =>
      /name="submission_id"\r\n\r\n([0-9a-f-]{36})\r\n/.exec(request.postData() ?? "")?.[1];
    let fail = true;
    await page.route("**/api/forms/enquiry", async (route) => {
      ids.push(idOf(route.request()) ?? "none");
      if (fail) {
        fail = false;
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: "Failed to send message. Please try again later." }),
        });
      } else await route.continue();
    });
    await fillEnquiry(page);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Failed to send message")).toBeVisible();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await fillEnquiry(page, "second@example.com");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect.poll(() => ids.length).toBe(3);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).not.toBe(ids[0]);
  });

  // One column on a phone, two from 1024 px: axe in both.
  test("hydrated forms showing errors, a toast and a status stay free of axe violations", { tag: "@both" }, async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await startOn(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await page.route("**/api/forms/enquiry", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await fillEnquiry(page);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("An error occurred. Please try again.")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await startOn(footer.locator("form"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("newsletter: the footer shows the result next to the field", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await startOn(footer.locator("form"));
    await expect(footer.locator("form")).toHaveAttribute("novalidate", "");
    const email = footer.getByLabel("E-mail address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(footer.locator("#newsletter-email-error")).toContainText("enter your e-mail");
    await email.fill(`reader-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText("Thank You for Subscription !!");
    await expect(email).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("enquiry on /contact: the server's errors, values kept, then the success message", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Request a Consultation" });
    await form.getByLabel("Name").fill("Asha Kulkarni");
    await form.getByLabel("Enquiry about").selectOption({ label: "Executive Search" });
    // No e-mail and no phone: only the server can tell.
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.locator("#enquiry-email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#enquiry-email-error")).toContainText("e-mail address or a phone number");
    await expect(form.getByLabel("Name")).toHaveValue("Asha Kulkarni");

    await form.getByLabel("Phone").fill("+91 98200 41234");
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your message has been sent successfully!" }),
    ).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  for (const path of ["/employes", "/fresher", "/freelance-recruiters"]) {
    test(`the enquiry form works on ${path}`, async ({ page }) => {
      await page.goto(path);
      await fillEnquiry(page);
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page.getByRole("status").filter({ hasText: "Your message has been sent successfully!" }),
      ).toBeVisible();
    });
  }

  test("resume on /upload: a fake PDF is refused next to the file field, then a real one is accepted", async ({
    page,
  }) => {
    await page.goto("/upload");
    await fillResume(page, { name: "cv.pdf", mimeType: "application/pdf", buffer: EXE });
    await page.getByRole("button", { name: "Submit resume" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.locator("#resume-resume-error")).toContainText("not a real PDF");
    await expect(page.locator("#resume-fullName")).toHaveValue("Ravi Kumar");

    await fillResume(page);
    await page.getByRole("button", { name: "Submit resume" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your resume has been submitted successfully!" }),
    ).toBeVisible();
    await expect(page.locator("#resume-fullName")).toHaveValue("");
  });

  test("newsletter: the footer form shows its result on /newsletter", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address").fill(`nojs-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank You for Subscription !!");
  });
});
