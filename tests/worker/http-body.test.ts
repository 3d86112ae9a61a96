import { expect, test } from "vitest";
import { readFormBody } from "#worker/http/body";

/** The Worker's one request body reader (forms, alert sign-ups, staff posts, page actions). */

const post = (body: BodyInit | null, type: string | null, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/x", {
    method: "POST",
    body,
    headers: { ...(type ? { "Content-Type": type } : {}), ...headers },
  });

test("JSON, URL-encoded and multipart bodies come back as the same fields", async () => {
  const json = await readFormBody(post(JSON.stringify({ name: "Asha", n: 3 }), "application/json"), 1024);
  expect(json).toEqual({ ok: true, fields: { name: "Asha", n: 3 } });
  const encoded = await readFormBody(post("name=Asha&name=Second", "application/x-www-form-urlencoded"), 1024);
  // The first value of a repeated name, as FormData.get gives it.
  expect(encoded).toEqual({ ok: true, fields: { name: "Asha" } });
  const form = new FormData();
  form.set("name", "Asha");
  form.set("resume", new File(["%PDF-"], "cv.pdf", { type: "application/pdf" }));
  const multipart = await readFormBody(new Request("http://127.0.0.1/x", { method: "POST", body: form }), 1024);
  expect(multipart.ok && multipart.fields.name).toBe("Asha");
  expect(multipart.ok && multipart.fields.resume instanceof File).toBe(true);
});

test("a field named __proto__ is only a field", async () => {
  const res = await readFormBody(post("__proto__=x&a=1", "application/x-www-form-urlencoded"), 1024);
  expect(res.ok && Object.getPrototypeOf(res.fields)).toBe(Object.prototype);
  expect(res.ok && Object.keys(res.fields)).toEqual(["__proto__", "a"]);
});

test("too large, declared or sent, is refused; an unread declared body is cancelled", async () => {
  const declared = post("a=1", "application/x-www-form-urlencoded", { "Content-Length": "2048" });
  expect(await readFormBody(declared, 1024)).toEqual({ ok: false, problem: "too_large" });
  const streamed = post(`a=${"x".repeat(2000)}`, "application/x-www-form-urlencoded");
  expect(await readFormBody(streamed, 1024)).toEqual({ ok: false, problem: "too_large" });
});

test("malformed JSON, JSON that is not an object, and other types are told apart", async () => {
  expect(await readFormBody(post("{nope", "application/json"), 1024)).toEqual({ ok: false, problem: "unreadable" });
  expect(await readFormBody(post("[1,2]", "application/json"), 1024)).toEqual({ ok: false, problem: "unreadable" });
  expect(await readFormBody(post("", "application/json"), 1024)).toEqual({ ok: false, problem: "unreadable" });
  expect(await readFormBody(post("a=1", "text/plain"), 1024)).toEqual({ ok: false, problem: "unsupported" });
  expect(await readFormBody(post(null, null), 1024)).toEqual({ ok: false, problem: "unsupported" });
});
