import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { call, postForm } from "#tests/fixtures/forms";
import {
  listUnsubscribeHeaders,
  readUnsubscribeToken,
  UnsubscribeNotConfigured,
  unsubscribeToken,
  unsubscribeUrl,
} from "#worker/forms/unsubscribe";
import { csvCell, subscribersCsv } from "#worker/forms/unsubscribe-token";

// The newsletter's unsubscribe link: opening it asks, posting to it (the
// button, or a mail client's RFC 8058 one-click) removes the address.

async function subscribe(email: string) {
  const res = await postForm("/newsletter", new URLSearchParams({ user_email: email }));
  expect(res.status).toBe(200);
  await res.text();
}

async function subscribed(email: string) {
  const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<number>("n");
  return n === 1;
}

/** The link a mail would carry, as a path on the Worker under test. */
async function linkFor(email: string) {
  const url = new URL(await unsubscribeUrl(env, email, "en"));
  expect(url.origin).toBe("https://www.kshitijtalent.example");
  return `${url.pathname}${url.search}`;
}

test("opening the link shows a confirm button and unsubscribes no one", async () => {
  await subscribe("meera@example.com");
  const link = await linkFor("meera@example.com");
  // A mail scanner fetching the link twice changes nothing.
  for (let i = 0; i < 2; i += 1) {
    const res = await call(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    // The token never leaves in a Referer to another site.
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(html).toContain("m***@example.com");
    expect(html).not.toContain("meera@example.com");
    expect(html).toContain('content="noindex"');
  }
  expect(await subscribed("meera@example.com")).toBe(true);
});

test("the confirm button's POST removes the address; again is still a success", async () => {
  await subscribe("arjun@example.com");
  const link = await linkFor("arjun@example.com");
  const token = new URL(link, "http://x").searchParams.get("token") ?? "";
  const res = await postForm(link, new URLSearchParams({ token }));
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("You are unsubscribed");
  expect(html).toContain('role="status"');
  expect(await subscribed("arjun@example.com")).toBe(false);
  const again = await postForm(link, new URLSearchParams({ token }));
  expect(again.status).toBe(200);
  await again.text();
});

test("a mail client's one-click POST (RFC 8058) to the link removes the address", async () => {
  for (const [email, body] of [
    ["one@example.com", new URLSearchParams({ "List-Unsubscribe": "One-Click" })],
    [
      "two@example.com",
      (() => {
        const form = new FormData();
        form.set("List-Unsubscribe", "One-Click");
        return form;
      })(),
    ],
  ] as const) {
    await subscribe(email);
    const { "List-Unsubscribe": header, "List-Unsubscribe-Post": post } = await listUnsubscribeHeaders(
      env,
      email,
      "en",
    );
    expect(post).toBe("List-Unsubscribe=One-Click");
    const url = new URL(header.slice(1, -1));
    const res = await postForm(`${url.pathname}${url.search}`, body);
    expect(res.status, email).toBe(200);
    await res.text();
    expect(await subscribed(email), email).toBe(false);
  }
  // A body too big to be a one-click POST is not read; the link's token still counts.
  await subscribe("padded@example.com");
  const padded = await postForm(
    await linkFor("padded@example.com"),
    new URLSearchParams({ "List-Unsubscribe": "One-Click", pad: "x".repeat(40_000) }),
  );
  expect(padded.status).toBe(200);
  await padded.text();
  expect(await subscribed("padded@example.com")).toBe(false);
  // And with no body at all.
  await subscribe("three@example.com");
  const res = await call(await linkFor("three@example.com"), { method: "POST" });
  expect(res.status).toBe(200);
  await res.text();
  expect(await subscribed("three@example.com")).toBe(false);
});

test("a one-click POST a webmail sends from its own page is accepted: the token authorises it", async () => {
  await subscribe("webmail@example.com");
  const link = await linkFor("webmail@example.com");
  const res = await call(link, {
    method: "POST",
    headers: {
      Origin: "https://mail.example.net",
      "Sec-Fetch-Site": "cross-site",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "List-Unsubscribe=One-Click",
  });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("You are unsubscribed");
  expect(await subscribed("webmail@example.com")).toBe(false);
  // The exemption is this path's alone: the newsletter form still refuses another site.
  const signup = await call("/newsletter", {
    method: "POST",
    headers: { Origin: "https://mail.example.net", "Content-Type": "application/x-www-form-urlencoded" },
    body: "user_email=webmail%40example.com",
  });
  expect(signup.status).toBe(403);
  await signup.text();
  expect(await subscribed("webmail@example.com")).toBe(false);
});

test("links are made on the configured SITE_ORIGIN (npm start's own), not always production's", async () => {
  const local = new URL(
    await unsubscribeUrl({ ...env, SITE_ORIGIN: "http://127.0.0.1:8910" }, "local@example.com", "en"),
  );
  expect(local.origin).toBe("http://127.0.0.1:8910");
  expect(local.pathname).toBe("/unsubscribe");
  // A SITE_ORIGIN that is not an http(s) URL falls back to the canonical origin.
  const fallback = new URL(
    await unsubscribeUrl({ ...env, SITE_ORIGIN: "javascript:alert(1)" }, "local@example.com", "en"),
  );
  expect(fallback.origin).toBe("https://www.kshitijtalent.example");
});

test("the token hides the address and differs on every link", async () => {
  const a = await unsubscribeToken(env, "priya.sharma@example.com");
  const b = await unsubscribeToken(env, "priya.sharma@example.com");
  expect(a).not.toBe(b);
  for (const token of [a, b]) {
    expect(token).not.toMatch(/priya|example/i);
    const decoded = atob(token.split(".")[0].replace(/-/g, "+").replace(/_/g, "/"));
    expect(decoded).not.toContain("priya");
  }
  expect(await readUnsubscribeToken(env, a)).toEqual({ kind: "valid", email: "priya.sharma@example.com" });
});

test("a tampered, foreign or malformed token is a 400 with a clear message, never a 500", async () => {
  await subscribe("kavya@example.com");
  const good = await unsubscribeToken(env, "kavya@example.com");
  const [body, mac] = good.split(".");
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
  const foreign = await unsubscribeToken(
    { SIGNING_SECRET: "another-secret-of-at-least-32-characters" },
    "kavya@example.com",
  );
  const bad = [
    "",
    "abc",
    `${flip(body, 20)}.${mac}`,
    `${body}.${flip(mac, 5)}`,
    `${body}.${mac}x`,
    `${body.slice(0, -4)}.${mac}`,
    foreign,
    `${"A".repeat(40)}.${"A".repeat(43)}`,
    `${"%".repeat(40)}.${"A".repeat(43)}`,
    "x".repeat(5000),
  ];
  for (const token of bad) {
    const query = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await call(query);
    expect(page.status, token).toBe(400);
    const html = await page.text();
    expect(html).toContain("This unsubscribe link is not valid");
    expect(html).toContain('role="alert"');
    const post = await postForm(query, new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
    expect(post.status, token).toBe(400);
    await post.text();
  }
  expect(await subscribed("kavya@example.com")).toBe(true);
});

test("without a usable SIGNING_SECRET links cannot be made or read: it fails closed", async () => {
  const token = await unsubscribeToken(env, "dev@example.com");
  for (const SIGNING_SECRET of [undefined, "", "too-short"]) {
    expect(await readUnsubscribeToken({ SIGNING_SECRET }, token)).toEqual({ kind: "unconfigured" });
    await expect(unsubscribeToken({ SIGNING_SECRET }, "dev@example.com")).rejects.toBeInstanceOf(
      UnsubscribeNotConfigured,
    );
  }
});

test("without SIGNING_SECRET the page says how else to unsubscribe (503), and removes no one", async () => {
  await subscribe("nosecret@example.com");
  const link = await linkFor("nosecret@example.com");
  // The production build's Worker, with this environment minus the secret.
  type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
  const built: Built = await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`);
  const worker = built.default;
  const noSecret = { ...env, SIGNING_SECRET: undefined } as Env;
  const ctx = createExecutionContext();
  for (const init of [{}, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }]) {
    const res = await worker.fetch(new Request(`http://127.0.0.1${link}`, init), noSecret, ctx);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Unsubscribe links are not working at the moment");
    expect(html).toContain("mailto:hello@kshitijtalent.example");
  }
  await waitOnExecutionContext(ctx);
  expect(await subscribed("nosecret@example.com")).toBe(true);
});

test("the newsletter export's links (npm run newsletter -- --export) are accepted by the Worker", async () => {
  await subscribe("export@example.com");
  const row = await env.DB.prepare("SELECT email, created_at, lang FROM newsletter_subscribers WHERE email = ?")
    .bind("export@example.com")
    .first<{ email: string; created_at: number; lang: string }>();
  // What scripts/ops/newsletter.mjs writes, with the deployment's origin and secret.
  const csv = await subscribersCsv([row!], "https://www.kshitijtalent.example", env.SIGNING_SECRET ?? "");
  const [header, line, end] = csv.split("\r\n");
  expect(header).toBe('"email","subscribed_at","unsubscribe_url","list_unsubscribe","list_unsubscribe_post","lang"');
  expect(end).toBe("");
  const cells = [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]);
  expect(cells[0]).toBe("export@example.com");
  const link = new URL(cells[2]);
  expect(cells[3]).toBe(`<${cells[2]}>`);
  expect(cells[4]).toBe("List-Unsubscribe=One-Click");
  expect(cells[5]).toBe("en");
  // Opening it shows this subscriber's confirm page; the mail client's one-click POST removes them.
  const page = await call(`${link.pathname}${link.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("e***@example.com");
  const res = await postForm(
    `${link.pathname}${link.search}`,
    new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
  );
  expect(res.status).toBe(200);
  await res.text();
  expect(await subscribed("export@example.com")).toBe(false);
});

test("export cells that a spreadsheet would run as a formula are neutralised", () => {
  for (const value of ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\tx"]) expect(csvCell(value)).toMatch(/^"'/);
  expect(csvCell('plain "quoted"')).toBe('"plain ""quoted"""');
});
