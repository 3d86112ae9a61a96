import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { homeFaqs } from "#app/content/faqs";

function get(path: string) {
  return exports.default.fetch(new Request(`http://127.0.0.1${path}`, { redirect: "manual" }));
}

/** Every content route and the text of its one h1. */
const PAGES: [path: string, h1: string][] = [
  ["/services", "SERVICES"],
  ["/DetailService/1", "Permanent Staffing"],
  ["/DetailService/17", "Talent Mapping and Market Intelligence"],
  ["/DetailService/18", "Graduate Trainee Programs"],
  ["/blog", "Stories and interviews"],
  ["/article/1", "Interview No-Shows: Why Candidates Disappear and What You Can Do"],
  ["/news", "News About Us"],
  ["/carrers", "Build a career in recruitment with us"],
  ["/faq", "Frequently asked questions"],
  ["/about", "About us"],
  ["/contact", "Contact us"],
  ["/employes", "Hire the people your business needs"],
  ["/fresher", "Start your career with confidence"],
  ["/freelance-recruiters", "Become a freelance recruiter"],
  ["/policy", "Privacy and Cookie Policy"],
  ["/disclaimer", "Disclaimer"],
];

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, "").trim());
}

function titleOf(html: string): string {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
}

test("every content page answers 200 with one h1, a unique title and a canonical link", async () => {
  const titles = new Set<string>();
  for (const [path, h1] of PAGES) {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(h1s(html), path).toEqual([h1.replace("&", "&amp;")]);
    const title = titleOf(html);
    expect(title, path).not.toBe("");
    expect(titles.has(title), `${path} has a duplicate title: ${title}`).toBe(false);
    titles.add(title);
    expect(html, path).toContain(`<link rel="canonical" href="https://www.kshitijtalent.example${path}"/>`);
  }
});

test("all 18 services and 19 articles render their Markdown body", async () => {
  for (let id = 1; id <= 18; id++) {
    const html = await (await get(`/DetailService/${id}`)).text();
    expect(/<div class="prose"><h2>/.test(html), `service ${id} body`).toBe(true);
    expect(html, `service ${id}`).toContain('href="/services"');
  }
  for (let id = 1; id <= 19; id++) {
    const res = await get(`/article/${id}`);
    expect(res.status, `article ${id}`).toBe(200);
    const html = await res.text();
    const byline = html.match(/<p class="post-byline">([\s\S]*?)<\/p>/)?.[1].replace(/<!-- -->/g, "");
    expect(byline, `article ${id}`).toMatch(
      /^Posted by [^<]+ on <time dateTime="\d{4}-\d\d-\d\d">\d{1,2} \w+ \d{4}<\/time>$/,
    );
    expect(html, `article ${id}`).toContain('href="/blog"');
  }
});

test("the service call to action reads Contact Us, or Get Started for talent mapping", async () => {
  const cta = async (id: number) => {
    const html = await (await get(`/DetailService/${id}`)).text();
    return html.match(/<aside class="cta-panel"[\s\S]*?<a[^>]*href="\/contact"[^>]*>([^<]*)/)?.[1].trim();
  };
  expect(await cta(1)).toBe("Contact Us");
  expect(await cta(17)).toBe("Get Started");
});

test("the correct spellings answer 301 to the original paths", async () => {
  const careers = await get("/careers");
  expect(careers.status).toBe(301);
  expect(new URL(careers.headers.get("Location") ?? "", "http://x").pathname).toBe("/carrers");
  const employers = await get("/employers?ref=nav");
  expect(employers.status).toBe(301);
  const location = new URL(employers.headers.get("Location") ?? "", "http://x");
  expect(location.pathname).toBe("/employes");
  expect(location.search).toBe("?ref=nav");
});

test("unknown service ids are 404 pages", async () => {
  for (const id of ["0", "19", "abc", "1.5", "-1"]) {
    const res = await get(`/DetailService/${id}`);
    expect(res.status, id).toBe(404);
    const html = await res.text();
    expect(html, id).toContain("site-footer");
    expect(html, id).toContain('name="robots" content="noindex"');
  }
});

test("unknown article ids show Article Not Found with status 404", async () => {
  for (const id of ["0", "20", "abc"]) {
    const res = await get(`/article/${id}`);
    expect(res.status, id).toBe(404);
    const html = await res.text();
    expect(h1s(html), id).toEqual(["Article Not Found"]);
    expect(html, id).toContain("article-missing-title");
  }
});

test("the careers page leaves the open positions section for the jobs list and links its ways to join", async () => {
  const html = await (await get("/carrers")).text();
  expect(html).toContain('<section id="open-positions" aria-labelledby="open-positions-heading"');
  expect(html).toContain('href="#open-positions"');
  expect(html).toContain('href="https://recruiters.kshitijtalent.example"');
  expect(html).toContain('href="/freelance-recruiters"');
  for (const qr of ["linkedin", "instagram", "facebook"]) expect(html).toContain(`src="/images/qr/${qr}.svg"`);
  expect(html).toContain('href="/faq"');
  expect(html).toContain('href="/contact"');
});

test("the enquiry pages carry the consultation section with phone and e-mail fallbacks", async () => {
  for (const path of ["/contact", "/employes", "/fresher", "/freelance-recruiters"]) {
    const html = await (await get(path)).text();
    expect(html, path).toContain('<section id="enquiry" aria-labelledby="enquiry-heading"');
    expect(html, path).toContain("Request a Consultation");
    expect(html, path).toMatch(/href="tel:\+\d+"/);
    expect(html, path).toMatch(/href="mailto:[^"]+"/);
  }
});

test("the contact page loads no third-party map until asked", async () => {
  const html = await (await get("/contact")).text();
  expect(html).not.toContain("<iframe");
  expect(html).toContain('href="https://www.openstreetmap.org/?mlat=');
});

test("the home page has the partners, the three testimonial groups, five questions and eight services", async () => {
  const html = await (await get("/")).text();
  expect(html.match(/src="\/images\/partners\//g)).toHaveLength(11);
  // Three of the first group (the row on screen once the tabs are up) and one of each hidden
  // one in the HTML; the tabs island loads the other 95 from one file (decisions 076, 087).
  expect(html.match(/<figure class="testimonial">/g)).toHaveLength(5);
  expect(html).toMatch(/"rest":\{"url":"\/assets\/testimonials-[0-9a-f]{10}\.json"/);
  // The five questions /faq has no twin of, and the way to all of them (decision 087).
  const questions = [
    ...html.matchAll(/<details name="faq-home"[^>]*><summary><span class="faq-question">([^<]*)</g),
  ].map((q) => q[1]);
  expect(questions).toEqual([0, 1, 4, 5, 6].map((i) => homeFaqs[i].question));
  expect(html).toContain('href="/faq"');
  // Eight services as a picture, a title and a link; their summaries are on their pages.
  const services = html.slice(
    html.indexOf('aria-labelledby="home-services"'),
    html.indexOf('aria-labelledby="home-industries"'),
  );
  expect(services.match(/href="\/DetailService\/\d+"/g)).toHaveLength(8);
  expect(services).not.toContain("card-text");
  // The three newest jobs (decision 087); /job has the rest.
  expect(html.match(/<article class="job-card">/g)).toHaveLength(3);
});

test("the home jobs row sends its cards once, in the HTML, not again in its island's props", async () => {
  const html = await (await get("/")).text();
  const island = html.slice(html.indexOf('data-island="job-carousel"'));
  const props = JSON.parse(island.match(/data-island-props="">(.*?)<\/script>/s)?.[1] ?? "null");
  const cards = island.slice(0, island.indexOf("</section>")).match(/<article class="job-card">/g) ?? [];
  expect(cards.length).toBeGreaterThan(1);
  // The island keeps the server's cards (decision 076): it is told how many, not what they say.
  expect(props).toMatchObject({ count: cards.length, lang: "en" });
  expect(props).not.toHaveProperty("jobs");
});
