import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/**
 * A body the Worker answers without reading (405, 403, 404) is read to its end
 * only when Content-Length says it is small; a big or unannounced one is
 * cancelled, not pulled through the Worker for nothing.
 */

const CHUNK = 64 * 1024;

/** A streamed body of `chunks` x 64 KB that records how much of it was pulled. */
function countedBody(chunks: number) {
  const pulled = { bytes: 0 };
  let left = chunks;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left === 0) return controller.close();
      left -= 1;
      pulled.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  return { stream, pulled };
}

test("a big body of unknown length behind a 405 is cancelled, not read", async () => {
  const { stream, pulled } = countedBody(64);
  const res = await exports.default.fetch(
    new Request("http://127.0.0.1/api/jobs", {
      method: "PUT",
      body: stream,
      headers: { "Content-Type": "application/octet-stream" },
      // @ts-expect-error: workerd's RequestInit takes duplex like the standard one
      duplex: "half",
    }),
  );
  expect(res.status).toBe(405);
  await res.text();
  // Four MB offered; at most the stream's read-ahead was pulled.
  expect(pulled.bytes).toBeLessThan(1024 * 1024);
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
