import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { call, EXE, postForm, resumeForm, validEnquiry, validResumeFields } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());

test("/upload renders the resume form with native constraints from the shared schema", async () => {
  const res = await call("/upload");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Submit Your Resume<\/h1>/);
  expect(html).toMatch(/enctype="multipart\/form-data"/i);
  const fullName = html.match(/<input[^>]*name="fullName"[^>]*>/)?.[0] ?? "";
  expect(fullName).toMatch(/required/);
  expect(fullName).toMatch(/maxlength="100"/i);
  const phone = html.match(/<input[^>]*name="contactNumber"[^>]*>/)?.[0] ?? "";
  expect(phone).toMatch(/type="tel"/);
  expect(phone).toMatch(/pattern="/);
  expect(html).toContain('accept=".pdf,.doc,.docx');
  expect(html).toMatch(/type="checkbox"[^>]*required/);
  expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
  const trap = html.match(/<input[^>]*name="website"[^>]*>/)?.[0] ?? "";
  expect(trap).toMatch(/tabindex="-1"/i);
  expect(trap).toMatch(/autocomplete="off"/i);
  expect(html).toContain('href="/policy"');
  // The footer newsletter is on every page and posts to /newsletter.
  expect(html).toMatch(/<form[^>]*action="\/newsletter"/);
});

test("without JavaScript a resume posted to /upload is stored and the page says so", async () => {
  const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<number>("n");
  const res = await postForm("/upload", resumeForm());
  expect(res.status).toBe(201);
  const html = await res.text();
  expect(html).toMatch(/role="status"[^>]*>.*Your resume has been submitted successfully!/s);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<number>("n")).toBe((before ?? 0) + 1);
  await vi.waitFor(() => expect(resend.calls.length).toBeGreaterThanOrEqual(1));
});

test("without JavaScript bad input comes back with errors next to their fields and the values kept", async () => {
  const res = await postForm(
    "/upload",
    resumeForm({ ...validResumeFields, email: "ravi@", consent: "" }, { bytes: EXE, name: "cv.pdf" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toMatch(/role="alert"[^>]*>.*Please correct the highlighted fields\./s);
  expect(html).toMatch(/id="resume-email"[^>]*aria-invalid="true"[^>]*aria-describedby="resume-email-error"/);
  expect(html).toMatch(/id="resume-email-error"[^>]*>.*valid e-mail/s);
  expect(html).toMatch(/id="resume-resume-error"[^>]*>.*not a real PDF/s);
  expect(html).toMatch(/id="resume-consent-error"[^>]*>.*agree/s);
  expect(html).toContain('value="Ravi Kumar"');
  expect(html).not.toContain("submitted successfully");
});

test("without JavaScript the footer newsletter posts to /newsletter, which shows the result", async () => {
  const ok = await postForm("/newsletter", new URLSearchParams({ user_email: "meera@example.com" }));
  expect(ok.status).toBe(200);
  expect(await ok.text()).toMatch(/role="status"[^>]*>.*Thank You for Subscription !!/s);

  const bad = await postForm("/newsletter", new URLSearchParams({ user_email: "meera" }));
  expect(bad.status).toBe(400);
  expect(await bad.text()).toMatch(/role="alert"[^>]*>.*valid e-mail/s);
});

test("a page action is rate limited like the API, with a clear message", async () => {
  const ip = "198.51.100.77";
  let last: Response | undefined;
  for (let i = 0; i < 11; i++) {
    last = await postForm("/newsletter", new URLSearchParams({ user_email: `r${i}@example.com` }), ip);
    if (i < 10) await last.body?.cancel();
  }
  expect(last?.status).toBe(429);
  expect(last?.headers.get("Retry-After")).toBe("60");
  expect(await last?.text()).toContain("Too many submissions");
});

test("the enquiry API and form share one schema: the service slugs are the only enquiry values", async () => {
  const res = await call("/api/forms/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...validEnquiry, enquire: "Payroll Management" }),
  });
  expect(res.status).toBe(400);
});

test.each(["/contact", "/upload", "/employes", "/fresher", "/freelance-recruiters", "/newsletter"])(
  "GET %s is the page prerendered at build time, and revalidates with a 304",
  async (path) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>/);
    // No page carries a nonce (decision 022), prerendered or not.
    expect(html).not.toContain("nonce=");
    // The CSP postbuild made for this file: no nonce, no inline scripts allowed.
    const csp = res.headers.get("Content-Security-Policy");
    const scriptSrc = csp?.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    expect(csp).toContain("frame-ancestors 'none'");
    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await call(path, { headers: { "If-None-Match": etag as string } });
    expect(again.status).toBe(304);
    // A 304 must not give the stored page a different CSP.
    expect(again.headers.get("Content-Security-Policy") ?? csp).toBe(csp);
  },
);
