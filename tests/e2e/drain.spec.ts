import { expect, test } from "@playwright/test";

/*
 * Issue 22, through `npm start`'s local proxy (wrangler dev): a body the
 * Worker answers without reading used to leave the proxy's connection to the
 * Worker unusable, and the next POST was lost with a plain-text 500 "Network
 * connection lost" (workers-sdk #15203). The Worker now reads such bodies to
 * their end up to the largest body the site accepts (worker/http/drain.ts),
 * so every POST after them gets its real answer.
 */

const KB = 1024;
let client = 0;

test("100 KB and 6 MB bodies refused unread (405, 413, 403), then every form POST succeeds", async ({ request }) => {
  test.setTimeout(120_000);
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const refusals = [
    // A method the route does not take: 405 before anything reads the body.
    { path: "/api/jobs", method: "PUT", size: 100 * KB, status: 405 },
    { path: "/api/jobs", method: "PUT", size: 6_000_000, status: 405 },
    { path: "/api/jobs", method: "DELETE", size: 6_000_000, status: 405 },
    // A page route without an action.
    { path: "/job", method: "PUT", size: 100 * KB, status: 405 },
    // An alert sign-up past its 16 KB cap: the handler stops reading (413).
    { path: "/alerts", method: "POST", size: 100 * KB, status: 413, headers: { Origin: origin } },
    // A cross-site form post: 403 before the body is looked at.
    {
      path: "/api/forms/newsletter",
      method: "POST",
      size: 6_000_000,
      status: 403,
      headers: { Origin: "https://evil.example" },
    },
  ];
  for (let round = 0; round < 3; round++) {
    for (const refusal of refusals) {
      const res = await request.fetch(refusal.path, {
        method: refusal.method,
        data: Buffer.alloc(refusal.size, 0x61),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...refusal.headers },
      });
      expect(res.status(), `${refusal.method} ${refusal.path} ${refusal.size} bytes`).toBe(refusal.status);
      // Each client signs up once: the form limit is 10 a minute per client.
      const ip = `192.0.2.${(client++ % 250) + 1}-drain-${Date.now()}`;
      const post = await request.post("/api/forms/newsletter", {
        data: { user_email: `drain${client}@example.com` },
        headers: { Origin: origin, "CF-Connecting-IP": ip },
      });
      const text = await post.text();
      expect(text, `the POST after ${refusal.method} ${refusal.path}`).not.toContain("Network connection lost");
      expect(post.status(), `the POST after ${refusal.method} ${refusal.path}: ${text.slice(0, 200)}`).toBe(200);
      expect(JSON.parse(text)).toMatchObject({ ok: true });
    }
  }
});
