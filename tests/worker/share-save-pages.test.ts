import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

/* Sharing and saved jobs in the pages (issue 17): what a link preview and a browser without JavaScript get. */

function get(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, init));
}

interface ApiJob {
  id: number;
  job_title: string;
  client: string;
  city: string;
}

async function firstJob(): Promise<ApiJob> {
  const body = (await (await get("/api/jobs")).json()) as { results: ApiJob[] };
  return body.results.find((job) => job.client && job.city) ?? body.results[0];
}

function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

test("a job page's Open Graph tags name the title, company and city on SITE_ORIGIN; X reads them too", async () => {
  const job = await firstJob();
  const html = await (await get(`/jobdetails/${job.id}`)).text();
  const headline = `${job.job_title} at ${job.client}, ${job.city}`;
  expect(decode(meta(html, "og:title") ?? "")).toContain(headline);
  expect(decode(meta(html, "og:description") ?? "")).toMatch(
    new RegExp(`^${headline.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`),
  );
  // X falls back to og:title, og:description and og:image: the head says each once.
  expect(meta(html, "twitter:title")).toBeUndefined();
  // SITE_ORIGIN in wrangler.jsonc.
  expect(meta(html, "og:url")).toBe(`https://www.kshitijtalent.example/jobdetails/${job.id}`);
  expect(meta(html, "og:type")).toBe("article");
  expect(meta(html, "og:image")).toBe("https://www.kshitijtalent.example/images/og.jpg");
  expect(meta(html, "twitter:card")).toBe("summary_large_image");
});

test("the job page's WhatsApp and e-mail links work without JavaScript and carry the job", async () => {
  const job = await firstJob();
  const html = decode(await (await get(`/jobdetails/${job.id}`)).text());
  const url = `https://www.kshitijtalent.example/jobdetails/${job.id}`;
  const wa = html.match(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/)?.[1];
  expect(wa).toBeDefined();
  const text = new URL(wa ?? "").searchParams.get("text");
  expect(text).toBe(`${job.job_title} at ${job.client}, ${job.city}\n${url}`);
  const mailto = html.match(/href="(mailto:\?subject=[^"]+)"/)?.[1] ?? "";
  const params = new URLSearchParams(mailto.slice("mailto:?".length));
  expect(params.get("subject")).toBe(`Job: ${job.job_title} at ${job.client}, ${job.city}`);
  expect(params.get("body")).toContain(url);
  // Save and Copy link need JavaScript: marked so noscript.css hides them.
  expect(html).toMatch(/<button[^>]*class="job-action js-only"[^>]*aria-pressed="false"[^>]*data-save="\d+"/);
  expect(html).toMatch(
    /<li class="js-only"><button[^>]*data-copy="https:\/\/www\.kshitijtalent\.example\/jobdetails\//,
  );
});

test("each job card has Save and Share, and a Share link to the job page's share links for no JavaScript", async () => {
  const html = await (await get("/job")).text();
  const cards = html.match(/<article class="job-card">/g) ?? [];
  expect(cards.length).toBeGreaterThan(0);
  expect(html.match(/data-share="\d+"/g)?.length).toBe(cards.length);
  expect(html.match(/data-save="\d+"/g)?.length).toBe(cards.length);
  expect(html.match(/class="job-action nojs-only"[^>]*href="\/jobdetails\/\d+#share"/g)?.length).toBe(cards.length);
});

test("every page's header links to /saved", async () => {
  for (const path of ["/", "/about", "/job"]) {
    const html = await (await get(path)).text();
    expect(html, path).toMatch(/<a href="\/saved" class="header-saved" data-enhance="saved-count">/);
  }
});

test("/saved explains itself without JavaScript, is not indexed and is not in the sitemap", async () => {
  const res = await get("/saved");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<h1>Saved jobs</h1>");
  expect(html).toMatch(/<noscript>[\s\S]*Saved jobs need JavaScript[\s\S]*<\/noscript>/);
  expect(meta(html, "robots")).toBe("noindex");
  expect(html).toContain('data-island="saved-jobs"');
  const sitemap = (await (await get("/sitemap.xml")).text()) + (await (await get("/sitemap-pages.xml")).text());
  expect(sitemap).not.toContain("/saved");
});

test("/saved takes GET only: a POST is a 405 naming the methods", async () => {
  const res = await get("/saved", { method: "POST", headers: { Origin: "http://127.0.0.1" } });
  expect(res.status).toBe(405);
  expect(res.headers.get("Allow")).toMatch(/GET/);
  await res.body?.cancel();
});
