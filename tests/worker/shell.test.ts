import { exports } from "cloudflare:workers";
import { createHash } from "node:crypto";
import { expect, test } from "vitest";

const SERVICE_TITLES = [
  "Permanent Staffing",
  "Temporary Staffing",
  "Contract Staffing",
  "Executive Search",
  "Recruitment Process Outsourcing (RPO)",
  "Skill Gap Assessment",
  "Internship Program Management",
  "Diversity &amp; Inclusion Hiring Initiatives",
  "Onboarding and Training Support",
  "Pre-Placement Offer (PPO) Recruitment",
  "Remote Talent Pooling",
  "Payroll Management",
  "Labour Compliance Management",
  "Freelance Recruiter Partnership",
  "Outplacement Services",
  "HR Consulting and Strategy",
  "Talent Mapping and Market Intelligence",
  "Graduate Trainee Programs",
];

function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, init));
}

test("home page is server-rendered with the nav listing all 18 services in order", async () => {
  const res = await get("/");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  const html = await res.text();
  const panel = html.slice(html.indexOf('id="nav-panel-services"'));
  let last = -1;
  SERVICE_TITLES.forEach((title, i) => {
    const at = panel.indexOf(`href="/DetailService/${i + 1}"`);
    expect(at, `service ${i + 1} link`).toBeGreaterThan(last);
    expect(panel.slice(at, at + 400)).toContain(title);
    last = at;
  });
  expect(html).toContain("<h1");
  expect(html).toContain("Find your dream job with us");
});

test("an unknown /api path is a JSON 404", async () => {
  const res = await get("/api/nope");
  expect(res.status).toBe(404);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  expect(await res.json()).toEqual({ error: "Not found" });
});

test("an unknown page is a 404 page inside the site shell", async () => {
  const res = await get("/no-such-page");
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain("Page not found");
  expect(html).toContain('id="site-menu"');
  expect(html).toContain("site-footer");
});

test("a POST reaches React Router (not swallowed by a GET-only catch-all)", async () => {
  const res = await get("/no-such-page", { method: "POST", body: new URLSearchParams({ a: "1" }) });
  // React Router answers the POST itself: the splat route's action throws a 404.
  expect(res.status).toBe(404);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  expect(await res.text()).toContain("Page not found");
});

test("health answers status and version and nothing secret", async () => {
  const res = await get("/api/health");
  expect(res.status).toBe(200);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.status).toBe("ok");
  expect(body.version).toBe("test");
  // It names the mailer ("resend"), never a secret's name or value (the test key is re_test_key).
  expect(JSON.stringify(body)).not.toMatch(/RESEND_API_KEY|JOBS_API_TOKEN|re_test_key|api_?key|token|Bearer/i);
});

test("every response carries the security headers; pages get a CSP with no nonce and no unsafe-inline scripts", async () => {
  for (const path of ["/", "/api/health", "/api/nope", "/missing"]) {
    const res = await get(path);
    expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy"), path).toContain("geolocation=(self)");
    expect(res.headers.get("Permissions-Policy"), path).toContain("camera=()");
    expect(res.headers.get("Permissions-Policy"), path).toContain("microphone=()");
    expect(res.headers.get("Strict-Transport-Security"), path).toContain("max-age=");
    expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
  }
  const page = await get("/");
  const csp = page.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const html = await page.text();
  // One inline script runs (decision 053): the line that asks for the entry
  // module from our origin after the first paint. Everything else inline is
  // data (JSON-LD, and islands' props as type="application/json", which
  // browsers never execute); no script element names a file.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\/(ld\+)?json"/.test(m[1]),
  );
  expect(inline).toHaveLength(1);
  expect(inline[0][1]).not.toContain("nonce=");
  expect(inline[0][2]).toMatch(/requestAnimationFrame\(.*import\("\/assets\/enhance-[\w-]+\.js"\)/);
  expect([...html.matchAll(/<script[^>]*\bsrc=/g)]).toEqual([]);
  // The same policy for every response (decision 022): scripts from our origin,
  // and that one line by its hash; never 'unsafe-inline' or a nonce.
  const hash = createHash("sha256").update(inline[0][2], "utf8").digest("base64");
  expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
});
