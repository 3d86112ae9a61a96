/// <reference types="node" />
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { z } from "zod";
import { articles } from "#app/content/articles";
import { careersFaqs, faqPageFaqs, homeFaqs } from "#app/content/faqs";
import { news } from "#app/content/news";
import { partners } from "#app/content/partners";
import { services } from "#app/content/services";
import { testimonialGroups } from "#app/content/testimonial-groups";
import { candidateTestimonials, clientTestimonials, freelancerTestimonials } from "#app/content/testimonials";
import { upcomingSeminars, webinarRecordings } from "#app/content/webinars";
import { site } from "#shared/content/site";

const markdown = import.meta.glob<string>("../../app/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const isoDate = z.iso.date();
const publicPath = z.string().regex(/^\/images\/[\w/.-]+\.svg$/);
const text = z.string().trim().min(1);

const Service = z.object({
  id: z.number().int().min(1).max(18),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  summary: z.string().min(20).max(170),
  cta: z.enum(["Contact Us", "Get Started"]),
  image: publicPath,
});
const Article = z.object({
  id: z.number().int().min(1),
  title: text,
  author: text,
  date: isoDate,
  category: text,
  summary: text,
  image: publicPath,
  imageAlt: text,
});
const News = z.object({
  id: z.number().int().min(1),
  title: text,
  author: text,
  date: isoDate,
  description: text,
  tags: z.array(text).min(1),
  image: publicPath,
  imageAlt: text,
});
const Faq = z.object({ question: z.string().endsWith("?"), answer: text });
const Testimonial = z.object({
  id: z.number().int(),
  text: z.string().min(40),
  name: text,
  ac: text,
  image: publicPath.optional(),
});
const Webinar = z.object({ title: text, date: isoDate, description: text });

function fileExists(path: string) {
  return readFileSync(`public${path}`).length > 0;
}

function uniqueBy<T>(items: T[], key: (item: T) => unknown) {
  return new Set(items.map(key)).size === items.length;
}

test("18 services with ids 1-18 in order, unique slugs, artwork and a Markdown body each", () => {
  expect(z.array(Service).length(18).parse(services)).toBeTruthy();
  expect(services.map((s) => s.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  expect(uniqueBy(services, (s) => s.slug)).toBe(true);
  for (const s of services) {
    expect(fileExists(s.image), s.image).toBe(true);
    expect(markdown[`../../app/content/services/${s.id}.md`]?.length, `services/${s.id}.md`).toBeGreaterThan(500);
  }
  expect(services.filter((s) => s.cta === "Get Started").map((s) => s.title)).toEqual([
    "Talent Mapping and Market Intelligence",
  ]);
});

test("19 articles with artwork and unique Markdown bodies", () => {
  z.array(Article).length(19).parse(articles);
  expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  const bodies = articles.map((a) => markdown[`../../app/content/articles/${a.id}.md`]);
  for (const [i, body] of bodies.entries()) expect(body?.length, `articles/${i + 1}.md`).toBeGreaterThan(1000);
  expect(new Set(bodies).size).toBe(19);
  expect(uniqueBy(articles, (a) => a.title)).toBe(true);
  for (const a of articles) expect(fileExists(a.image), a.image).toBe(true);
});

test("9 news items with tags and artwork", () => {
  z.array(News).length(9).parse(news);
  expect(uniqueBy(news, (n) => n.id)).toBe(true);
  for (const n of news) expect(fileExists(n.image), n.image).toBe(true);
});

test("FAQ counts: 11 on home, 12 on the FAQ page, 9 on careers, no duplicate question in a list", () => {
  for (const [list, count] of [
    [homeFaqs, 11],
    [faqPageFaqs, 12],
    [careersFaqs, 9],
  ] as const) {
    z.array(Faq).length(count).parse(list);
    expect(uniqueBy([...list], (f) => f.question)).toBe(true);
  }
});

test("testimonials: 20 clients, 30 candidates with pictures, 50 freelance recruiters", () => {
  z.array(Testimonial).length(20).parse(clientTestimonials);
  z.array(Testimonial.required({ image: true }))
    .length(30)
    .parse(candidateTestimonials);
  z.array(Testimonial).length(50).parse(freelancerTestimonials);
  for (const t of candidateTestimonials) expect(fileExists(t.image ?? ""), t.image).toBe(true);
  expect(testimonialGroups.map((g) => g.items.length)).toEqual([20, 30, 50]);
  for (const group of testimonialGroups) expect(uniqueBy(group.items, (t) => t.id)).toBe(true);
});

test("11 partner logos and four seminars and four recordings", () => {
  expect(partners).toHaveLength(11);
  for (const p of partners) expect(fileExists(p.logo), p.logo).toBe(true);
  z.array(Webinar).length(4).parse(upcomingSeminars);
  z.array(Webinar).length(4).parse(webinarRecordings);
});

test("the policy and disclaimer pages have their Markdown", () => {
  expect(markdown["../../app/content/pages/policy.md"]).toContain("## ");
  expect(markdown["../../app/content/pages/disclaimer.md"]).toContain("## ");
});

test("the checked-in QR codes encode the configured social links", async () => {
  // @ts-expect-error: a plain .mjs script without types
  const { qrSvg, qrTargets } = await import("../../scripts/data/generate-qr.mjs");
  const targets: { id: string; url: string }[] = qrTargets();
  expect(targets.map((t) => t.id)).toEqual(expect.arrayContaining(["instagram", "linkedin", "facebook"]));
  for (const { id, url } of targets) {
    expect(url).toBe(site.social[id as keyof typeof site.social]);
    const checkedIn = readFileSync(`public/images/qr/${id}.svg`, "utf8");
    expect(checkedIn, `public/images/qr/${id}.svg is stale: run node scripts/data/generate-qr.mjs`).toBe(
      `${await qrSvg(url)}\n`,
    );
  }
});
