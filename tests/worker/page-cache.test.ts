import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { headers, method }));
}

async function firstJobId(): Promise<number> {
  const body = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  return body.results[0].id;
}

test.each(["/", "/job", "/job?query=engineer", "/jobdetails/:first", "/carrers"])(
  "%s has a cache policy and an ETag that stays the same while the page does",
  async (pattern) => {
    const path = pattern.replace(":first", String(await firstJobId()));
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[0-9a-f]{20}"$/);
    // Nothing per request in the page (no CSP nonce): the same content, the same tag.
    const [a, b] = [await first.text(), await second.text()];
    expect(a).not.toMatch(/\snonce=/);
    expect(b).toBe(a);
    expect(second.headers.get("ETag")).toBe(etag);
  },
);

test("a browser revalidating a page it has gets a 304 with no body and keeps its stored CSP", async () => {
  const first = await get("/job?query=engineer");
  const etag = first.headers.get("ETag") as string;
  const again = await get("/job?query=engineer", { "If-None-Match": etag });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("ETag")).toBe(etag);
  expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
  // A 304 only updates the stored headers: the page keeps the CSP it came with.
  expect(again.headers.get("Content-Security-Policy")).toBeNull();
  expect(again.headers.get("X-Content-Type-Options")).toBe("nosniff");

  // One of several tags, or the strong form of the weak tag, matches too.
  const listed = await get("/job?query=engineer", { "If-None-Match": `"other", ${etag.slice(2)}` });
  expect(listed.status).toBe(304);
});

test("a different page or an outdated tag gets the full page", async () => {
  const all = await get("/job");
  const search = await get("/job?query=engineer");
  expect(search.headers.get("ETag")).not.toBe(all.headers.get("ETag"));
  const stale = await get("/job?query=engineer", { "If-None-Match": all.headers.get("ETag") as string });
  expect(stale.status).toBe(200);
  expect(await stale.text()).toContain("<h1");
});

test("answers that must not be cached get no ETag and never a 304", async () => {
  // An invalid search (400, no-store), an unknown job (404) and a missing page (404).
  for (const path of ["/job?page=abc", "/jobdetails/999999999", "/no-such-page"]) {
    const res = await get(path, { "If-None-Match": "*" });
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.headers.get("ETag"), path).toBeNull();
    expect(await res.text(), path).toContain("<h1");
  }
});

test("HEAD answers with the same ETag as GET, and revalidates the same way", async () => {
  const etag = (await get("/job")).headers.get("ETag") as string;
  const head = await get("/job", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers.get("ETag")).toBe(etag);
  expect(await head.text()).toBe("");
  expect((await get("/job", { "If-None-Match": etag }, "HEAD")).status).toBe(304);
});
