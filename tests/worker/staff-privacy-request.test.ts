import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { call } from "#tests/fixtures/forms";
import { fakeResend } from "#tests/mocks/resend";

/** /privacy-request: a visitor's data request is stored, then mailed to the agency as an enquiry. */

const resend = fakeResend();
beforeAll(() => resend.enable());
afterAll(() => resend.disable());
beforeEach(() => resend.reset());

function post(fields: Record<string, string>) {
  return call("/privacy-request", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

test("the page is a plain form that works without JavaScript", async () => {
  const res = await call("/privacy-request");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<form[^>]*action="\/privacy-request" method="post"/);
  expect(html).toContain('name="request"');
});

test("a request is stored as an enquiry with its topic and mailed to the agency", async () => {
  const res = await post({
    name: "Leela Menon",
    email: "Leela@Menon.example",
    contact: "",
    request: "erase",
    details: "Please erase my resume.",
  });
  expect(res.status).toBe(201);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(await res.text()).toContain("Your request has been sent.");
  const row = await env.DB.prepare(
    "SELECT id, kind, payload FROM submissions WHERE payload LIKE '%leela@menon.example%'",
  ).first<{
    id: string;
    kind: string;
    payload: string;
  }>();
  expect(row?.kind).toBe("enquiry");
  expect(JSON.parse(row?.payload ?? "{}")).toMatchObject({
    name: "Leela Menon",
    email: "leela@menon.example",
    topic: "privacy-request",
    request: "erase",
    enquire: "Personal data request: Erase my personal data",
  });
  await vi.waitFor(() => expect(resend.calls).toHaveLength(1));
  expect(resend.calls[0].body.subject).toBe(
    "New enquiry: Personal data request: Erase my personal data from Leela Menon",
  );
  expect(resend.calls[0].body.reply_to).toEqual(["leela@menon.example"]);
  expect(resend.calls[0].headers.get("Idempotency-Key")).toBe(row?.id);
});

test("bad input is answered 400 with each field's error and the values kept; nothing is stored", async () => {
  const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
  const res = await post({ name: "", email: "", contact: "", request: "sell-it", details: "keep me" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Please enter your name");
  expect(html).toContain("Please give the e-mail address or phone number you used with us");
  expect(html).toContain("Please choose what you would like us to do");
  expect(html).toContain("keep me");
  expect(html).toContain('aria-invalid="true"');
  const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>();
  expect(after?.n).toBe(before?.n);
  expect(resend.calls).toHaveLength(0);
});
