import { exports } from "cloudflare:workers";
import { createHash } from "node:crypto";
import { expect, test } from "vitest";

/*
 * Decision 071: a page's CSP lists the hashes of the stylesheets that page
 * inlined, not every stylesheet of the build, and the styles a script may
 * insert at run time (the form toasts') only on a page with a form that
 * answers with a toast (decision 082). About 300 (and 110) bytes fewer
 * headers, and the policy still allows exactly what the page carries.
 */

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`));
}

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("each page's CSP allows its own inline stylesheets, the run-time styles only beside a toasted form, no other sheet's", async () => {
  const { results } = (await (await get("/api/jobs")).json()) as { results: { id: number }[] };
  const lists = new Map<string, string[]>();
  for (const path of ["/", "/job", `/jobdetails/${results[0].id}`, "/contact", "/hi/job", "/faq"]) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    // The renderer's note of which sheets it inlined never leaves the Worker.
    expect(res.headers.get("X-Inline-Sheets"), path).toBeNull();
    expect(res.headers.get("X-Runtime-Styles"), path).toBeNull();
    const html = await res.text();
    const own = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hashOf(m[1]));
    expect(own.length, path).toBeGreaterThan(0);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const styleSrc = (csp.split(";").find((d) => d.trim().startsWith("style-src ")) ?? "").trim().split(" ").slice(2);
    for (const hash of own) expect(styleSrc, path).toContain(hash);
    // Beside the page's own: the two run-time sources (sonner's <style>, empty and filled) on the
    // page whose enquiry form answers with a toast, nothing on the others.
    expect(
      styleSrc.filter((source) => !own.includes(source)),
      path,
    ).toHaveLength(path === "/contact" ? 2 : 0);
    lists.set(path, styleSrc);
  }
  // The run-time sources are sonner's: an empty <style> and its filled text.
  expect(lists.get("/contact")?.slice(-2)[0]).toBe(hashOf(""));
  expect(lists.get("/job")).not.toEqual(lists.get("/contact"));
});

test("only a page with the office map may frame OpenStreetMap; every page refuses to be framed", async () => {
  for (const path of ["/contact", "/hi/contact", "/", "/job", "/faq", "/hi/services"]) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("X-Map-Frame"), path).toBeNull();
    const html = await res.text();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const frameSrc = csp.split(";").find((d) => d.trim().startsWith("frame-src "));
    // decision 083: the map's button is the only thing that makes a frame.
    const hasMap = html.includes('data-enhance="office-map"');
    expect(hasMap, path).toBe(path.endsWith("/contact"));
    expect(frameSrc?.trim(), path).toBe(hasMap ? "frame-src https://www.openstreetmap.org" : undefined);
    expect(csp, path).toContain("frame-ancestors 'none'");
  }
});
