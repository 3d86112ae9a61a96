import { HttpResponse, http } from "msw";
import { setupServer } from "msw/native";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { MailMessage } from "#worker/mail/message";
import { resendMailer } from "#worker/mail/resend";

/** The Resend SDK answers {data, error}; the mailer maps that error to the outbox's retry rules. */

let answer: () => Response = () => HttpResponse.json({ id: "re_1" });
const seen: { key: string | null; body: Record<string, unknown> }[] = [];
const server = setupServer(
  http.post("https://api.resend.com/emails", async ({ request }) => {
    seen.push({ key: request.headers.get("Idempotency-Key"), body: (await request.json()) as Record<string, unknown> });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const message: MailMessage = {
  from: "Site <site@example.com>",
  to: ["to@example.com"],
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
  attachments: [],
  headers: { "List-Unsubscribe": "<https://example.com/u>" },
};
const send = resendMailer("re_test_key");

test("a sent mail returns Resend's id; the key and extra headers go on the wire", async () => {
  answer = () => HttpResponse.json({ id: "re_42" });
  expect(await send(message, "key-1")).toEqual({ ok: true, id: "re_42" });
  expect(seen.at(-1)?.key).toBe("key-1");
  expect(seen.at(-1)?.body.headers).toEqual({ "List-Unsubscribe": "<https://example.com/u>" });
});

test("no answer at all (network error) is retryable", async () => {
  answer = () => HttpResponse.error();
  expect(await send(message, "key-2")).toMatchObject({ ok: false, retryable: true });
});

test("an error body without statusCode is classified by its name", async () => {
  answer = () => HttpResponse.json({ name: "rate_limit_exceeded", message: "slow down" }, { status: 429 });
  expect(await send(message, "key-3")).toMatchObject({ ok: false, retryable: true });
  answer = () => HttpResponse.json({ name: "validation_error", message: "bad from" }, { status: 422 });
  expect(await send(message, "key-4")).toMatchObject({ ok: false, retryable: false });
});

test("a 5xx that is not JSON is retryable; a 403 is not", async () => {
  answer = () => new HttpResponse("<html>bad gateway</html>", { status: 502 });
  expect(await send(message, "key-5")).toMatchObject({ ok: false, retryable: true, status: 502 });
  answer = () => HttpResponse.json({ name: "invalid_api_key", message: "no", statusCode: 403 }, { status: 403 });
  expect(await send(message, "key-6")).toMatchObject({ ok: false, retryable: false, status: 403 });
});
