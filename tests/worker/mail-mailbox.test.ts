import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, expect, test } from "vitest";

/*
 * Issue 22: the local mailbox. Under `npm start` (dev mailer on, loopback
 * SITE_ORIGIN) /dev/mail shows every mail the site sent, so a person can
 * confirm a job alert from it; anywhere else the path is the site's 404.
 */

type Built = { default: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> } };
const worker = ((await import(/* @vite-ignore */ `../../${__BUILD_DIR__}/server/index.js`)) as Built).default;

const LOCAL = "http://127.0.0.1:8787";
// What scripts/ops/start.mjs sets: the dev mailer, no Resend key, the local origin.
const local: Partial<Env> = { RESEND_API_KEY: undefined, DEV_MAILER: "1", SITE_ORIGIN: LOCAL };

let ip = 1;
async function fetchWith(vars: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", `203.0.113.${ip++}`);
  const res = await worker.fetch(new Request(`${LOCAL}${path}`, { ...init, headers }), { ...env, ...vars } as Env, ctx);
  const text = await res.text();
  // The mail goes out after the answer: wait for it.
  await waitOnExecutionContext(ctx);
  return { res, text };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM dev_mail").run();
});

const decode = (s: string) =>
  s
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
const subjectsOn = (html: string) =>
  [...html.matchAll(/<span class="subject">Mail number (\d+)<\/span>/g)].map((m) => Number(m[1]));

test("sign up for an alert, read the confirmation in /dev/mail, follow its link and confirm", async () => {
  const signup = await fetchWith(local, "/alerts", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: LOCAL },
    body: new URLSearchParams({ email: "meena@example.com", query: "nurse", location: "Pune", frequency: "daily" }),
  });
  expect(signup.res.status).toBe(200);

  const { res, text } = await fetchWith(local, "/dev/mail");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(res.headers.get("X-Robots-Tag")).toContain("noindex");
  expect(text).toContain('<meta name="robots" content="noindex, nofollow">');
  // The site's CSP (our origin, and the pages' one inline line by its hash: decision 053),
  // and nothing on the page that needs a script.
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(text).not.toMatch(/<script/i);
  // Styled by a file of our origin, which the CSP allows, not by an inline <style> it would block.
  expect(text).not.toMatch(/<style/i);
  const sheet = text.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1] ?? "";
  expect(sheet).toMatch(/^\/[^/]/);
  expect(csp).toMatch(/style-src 'self'/);
  const css = await fetchWith(local, sheet);
  expect(css.res.status).toBe(200);
  expect(css.res.headers.get("Content-Type")).toContain("text/css");
  expect(css.text).toMatch(/iframe\s*\{[^}]*width/);

  expect(text).toContain("1 mail");
  expect(text).toContain("Confirm your job alert for “nurse” in Pune");
  expect(text).toContain("to meena@example.com");
  expect(text).toContain("IST");
  // The HTML in a sandboxed frame: popups for its links, no scripts, no same origin.
  const frame = text.match(/<iframe[^>]*>/)?.[0] ?? "";
  expect(frame).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox"/);
  expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
  const srcdoc = decode(frame.match(/srcdoc="([^"]*)"/)?.[1] ?? "");
  expect(srcdoc).toContain('<base target="_blank">');
  expect(srcdoc).toContain("Confirm the alert");
  // The text, with its links clickable.
  const link = decode(text.match(/<a href="(http:\/\/127\.0\.0\.1:8787\/alerts\/confirm\?token=[^"]+)"/)?.[1] ?? "");
  expect(link).not.toBe("");

  // The link from the mailbox, then the button it shows.
  const path = link.slice(LOCAL.length);
  const ask = await fetchWith(local, path);
  expect(ask.res.status).toBe(200);
  expect(ask.text).toContain("Confirm your job alert");
  const token = new URL(link).searchParams.get("token") ?? "";
  const done = await fetchWith(local, path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: LOCAL },
    body: new URLSearchParams({ token }),
  });
  expect(done.res.status).toBe(200);
  // The heading says what happened.
  expect(done.text).toMatch(/<h1[^>]*>Your job alert is on<\/h1>/);
  expect(done.text).not.toContain("Confirm your job alert");
  const status = await env.DB.prepare("SELECT status FROM alert_subscriptions WHERE address = ?")
    .bind("meena@example.com")
    .first<string>("status");
  expect(status).toBe("confirmed");
});

async function record(n: number, createdAt: number) {
  await env.DB.prepare(
    `INSERT INTO dev_mail (idempotency_key, created_at, mail_to, mail_from, subject, text_body, html_body, attachments)
     VALUES (?, ?, ?, ?, ?, ?, ?, '[]')`,
  )
    .bind(
      `test-${n}`,
      createdAt,
      `person${n}@example.com`,
      "site@example.com",
      `Mail number ${n}`,
      `Text ${n}`,
      `<p>Html ${n} <script>alert(1)</script></p>`,
    )
    .run();
}

test("newest first, 20 a page, and the mail's markup never reaches the page unescaped", async () => {
  const t0 = Date.UTC(2026, 10, 26, 6);
  // Recorded out of order: the page orders by time.
  for (const n of [3, 1, 25, 2]) await record(n, t0 + n * 60_000);
  for (let n = 4; n <= 24; n++) await record(n, t0 + n * 60_000);
  const first = await fetchWith(local, "/dev/mail");
  expect(subjectsOn(first.text)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  expect(first.text).toContain("25 mails, page 1 of 2");
  expect(first.text).not.toContain("<script>alert(1)</script>");
  const second = await fetchWith(local, "/dev/mail?page=2");
  expect(subjectsOn(second.text)).toEqual([5, 4, 3, 2, 1]);
  expect((await fetchWith(local, "/dev/mail?page=abc")).res.status).toBe(400);
  expect((await fetchWith(local, "/dev/mail?page=9")).text).toContain("There is no page 9");
});

test.each([
  ["a public SITE_ORIGIN", { SITE_ORIGIN: "https://www.kshitijtalent.example" }],
  ["no dev mailer", { DEV_MAILER: undefined }],
  ["DEV_MAILER=0", { DEV_MAILER: "0" }],
  ["a Resend key (the dev mailer is then off)", { RESEND_API_KEY: "re_test_key" }],
] as [string, Partial<Env>][])("with %s /dev/mail is the site's 404", async (_, change) => {
  await record(1, Date.now());
  const { res, text } = await fetchWith({ ...local, ...change }, "/dev/mail");
  expect(res.status).toBe(404);
  expect((await fetchWith({ ...local, ...change }, "/dev/mail.css")).res.status).toBe(404);
  expect(text).not.toContain("Mail number 1");
  expect(text).not.toContain("Local mailbox");
  // The same answer as any unknown page.
  const unknown = await fetchWith({ ...local, ...change }, "/dev/nothing-here");
  expect(unknown.res.status).toBe(404);
});

test("the mailbox takes only GET and HEAD", async () => {
  expect((await fetchWith(local, "/dev/mail", { method: "HEAD" })).res.status).toBe(200);
  const post = await fetchWith(local, "/dev/mail", { method: "POST", headers: { Origin: LOCAL }, body: "x" });
  expect(post.res.status).toBe(404);
});
