import { readFile } from "node:fs/promises";
import { downURL } from "../../playwright.config";
import { minimalPdf } from "../fixtures/resume-files";
import { axeViolations, expect, test } from "./fixtures";

/**
 * The staff console through a browser, on the second server: it has no
 * mailer (DEV_MAILER=0, playwright.config.ts), so a fresh submission's mail
 * waits and there is something to retry. The development sign-in stands in
 * for Cloudflare Access (STAFF_DEV_LOGIN=1 from scripts/ops/start.mjs).
 */

// A real minimal PDF: the server checks a file's structure.
const PDF = Buffer.from(minimalPdf());

// Staff work at a desk: the console is checked at 1280 px only.
test("staff sign in, find a submission, download its resume, retry its mail and erase the person @desktop", async ({
  page,
}, testInfo) => {
  // A candidate's upload, the console's sign-in, search, download, retry and erasure, and axe:
  // past 30 s at a load average over 20 (it timed out in axe once, in main, on 2026-11-28).
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const email = `candidate-${tag}@example.com`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}-${tag}` });

  // A candidate sends a resume.
  await page.goto(`${downURL}/upload`);
  const form = page.getByRole("form", { name: "Submit Your Resume" });
  await form.locator("#resume-fullName").fill("Nisha Verma");
  await form.locator("#resume-email").fill(email);
  await form.locator("#resume-contactNumber").fill("98765 43210");
  await form.locator("#resume-jobAppliedFor").fill("Payroll Analyst");
  await form.locator("#resume-state").selectOption("Karnataka");
  await form.locator("#resume-city").fill("Bengaluru");
  await form
    .locator("#resume-resume")
    .setInputFiles({ name: "Nisha CV.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.locator("#resume-consent").check();
  await form.getByRole("button", { name: "Submit resume" }).click();
  await expect(page.getByText("Your resume has been submitted successfully!")).toBeVisible();

  // Staff sign in with the development sign-in.
  await page.goto(`${downURL}/staff/dev-login`);
  await page.getByLabel("Your work e-mail").fill("meera@kshitijtalent.example");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${downURL}/staff`);
  await expect(page.getByText("Signed in as meera@kshitijtalent.example (development sign-in)")).toBeVisible();

  // Find the submission.
  await page.getByLabel("Name, e-mail or phone").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("pending");
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Resume received");
  await expect(page.getByText("Payroll Analyst")).toBeVisible();
  await expect(page.getByText("no mailer configured")).toBeVisible();

  // Download its resume: an attachment with the candidate's file name and bytes.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download resume/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Nisha CV.pdf");
  expect(await readFile((await download.path()) ?? "")).toEqual(PDF);

  // Retry its mail now: re-queued; with no mailer here it still waits, and says so.
  await page.getByRole("button", { name: "Retry mail now" }).click();
  await expect(page.getByRole("status")).toContainText("re-queued");
  await expect(page).toHaveURL(/notice=retried-pending/);

  // Erase the person: first what is held, then a confirmed erasure.
  await page.goto(`${downURL}/staff/erase`);
  await page.getByLabel("E-mail address or phone number").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("with the resume file Nisha CV.pdf")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/I confirm/).check();
  await page.getByRole("button", { name: "Erase everything listed" }).click();
  await expect(page.getByRole("status")).toContainText("Erased: 1 submissions, 1 resume files");

  // Gone from the list; the audit log names who did what.
  await page.goto(`${downURL}/staff?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("Nothing matches this filter.")).toBeVisible();
  await page.goto(`${downURL}/staff/audit`);
  await expect(page.getByRole("row", { name: /erase_person/ }).first()).toContainText("meera@kshitijtalent.example");
});

test("the privacy request page is accessible and sends a request without JavaScript", async ({ page, browser }) => {
  await page.goto("/privacy-request");
  expect(await axeViolations(page)).toEqual([]);

  // axe needs scripts; the submission is made with them off.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.7-${Date.now()}` });
  await noJs.goto("/privacy-request");
  await noJs.locator("#pr-name").fill("Leela Menon");
  await noJs.locator("#pr-email").fill("leela@example.com");
  await noJs.getByRole("button", { name: "Send request" }).click();
  await expect(noJs.getByText("Your request has been sent.")).toBeVisible();
  await context.close();
});
