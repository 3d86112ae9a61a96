import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { MAX_BODY_BYTES } from "#worker/forms/request";
import { DRAIN_LIMIT } from "#worker/http/drain";

/**
 * Issue 22: a body the Worker answers without reading (405, 403, 404), or
 * that a handler cancels past its own cap (413), is read to its end when it
 * is no larger than the largest body the site accepts, so `wrangler dev`'s
 * local proxy keeps its connection; only a larger one is cancelled.
 * (tests/e2e/drain.spec.ts shows the proxy itself keeping the next POST.)
 */

const CHUNK = 64 * 1024;

/** A streamed body of `chunks` x 64 KB that records how much of it was pulled and whether it ended. */
function countedBody(chunks: number) {
  const pulled = { bytes: 0, ended: false, cancelled: false };
  let left = chunks;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left === 0) {
        pulled.ended = true;
        return controller.close();
      }
      left -= 1;
      pulled.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

function send(path: string, method: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      body: stream,
      headers: { "Content-Type": "application/octet-stream", "CF-Connecting-IP": "198.51.100.7", ...headers },
      // @ts-expect-error: workerd's RequestInit takes duplex like the standard one
      duplex: "half",
    }),
  );
}

test("the drain reaches at least the largest body a form accepts", () => {
  expect(DRAIN_LIMIT).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
});

test("a 4 MB body of unknown length behind a 405 is read to its end before the answer", async () => {
  const { stream, pulled } = countedBody(64);
  const res = await send("/api/jobs", "PUT", stream);
  expect(res.status).toBe(405);
  await res.text();
  expect(pulled).toMatchObject({ bytes: 4 * 1024 * 1024, ended: true, cancelled: false });
});

test("a body that grows past the limit is read up to it, then cancelled", async () => {
  const { stream, pulled } = countedBody(128); // 8 MB
  const res = await send("/api/jobs", "PUT", stream);
  expect(res.status).toBe(405);
  await res.text();
  expect(pulled.cancelled).toBe(true);
  expect(pulled.ended).toBe(false);
  expect(pulled.bytes).toBeGreaterThan(DRAIN_LIMIT);
  expect(pulled.bytes).toBeLessThan(DRAIN_LIMIT + 1024 * 1024);
});

test("a body a handler cancels past its own cap (a 100 KB alert sign-up, 413) is still read to its end", async () => {
  const { stream, pulled } = countedBody(2);
  const res = await send("/alerts", "POST", stream, {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: "http://127.0.0.1",
  });
  expect(res.status).toBe(413);
  await res.text();
  expect(pulled).toMatchObject({ bytes: 2 * CHUNK, ended: true, cancelled: false });
});

test("a body behind a 403 (cross-site) is read to its end too", async () => {
  const { stream, pulled } = countedBody(3);
  const res = await send("/api/forms/newsletter", "POST", stream, { Origin: "https://evil.example" });
  expect(res.status).toBe(403);
  await res.text();
  expect(pulled).toMatchObject({ ended: true, cancelled: false });
});

test("a page that takes no body (a 405 from the page table, a 404) leaves none unread", async () => {
  for (const [path, status] of [
    ["/about", 405],
    ["/no-such-page", 404],
  ] as const) {
    const { stream, pulled } = countedBody(4);
    const res = await send(path, "PUT", stream, { Origin: "http://127.0.0.1" });
    expect(res.status, path).toBe(status);
    await res.text();
    expect(pulled, path).toMatchObject({ ended: true, cancelled: false });
  }
});

test("a small body with its Content-Length behind a 403 is still answered cleanly", async () => {
  const res = await exports.default.fetch(
    new Request("http://127.0.0.1/api/forms/newsletter", {
      method: "POST",
      body: JSON.stringify({ email: "x@example.com" }),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    }),
  );
  expect(res.status).toBe(403);
  await res.text();
});

test("a form read through the drain's copy of the request still works", async () => {
  const res = await exports.default.fetch(
    new Request("http://127.0.0.1/api/forms/newsletter", {
      method: "POST",
      body: JSON.stringify({ user_email: "drain@example.com" }),
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", "CF-Connecting-IP": "198.51.100.9" },
    }),
  );
  const body = await res.text();
  expect(res.status, body).toBeLessThan(300);
});
