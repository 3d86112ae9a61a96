import { expect, test } from "vitest";
import { contentFor } from "#app/content/localized";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { SERVICE_TITLES_HI } from "#shared/content/service-names-hi";

/**
 * The Hindi content (app/content/hi/) must mirror the English item for item,
 * so a Hindi page never drops a service, a question or a step, and ids, slugs,
 * artwork and dates stay the same. The text itself must be Hindi.
 */
const en = contentFor("en");
const hi = contentFor("hi");

const markdown = import.meta.glob<string>("../../app/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const DEVANAGARI = /[\u0900-\u097F]/;

/** The shape of a value: arrays keep their length, objects their keys, leaves their type. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === "function") return "function";
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  }
  return typeof value;
}

test("every Hindi content module has the same exports, lengths and keys as the English one", () => {
  for (const name of Object.keys(en) as (keyof typeof en)[]) {
    expect(Object.keys(hi[name]).sort(), name).toEqual(Object.keys(en[name]).sort());
    for (const key of Object.keys(en[name])) {
      const a = (en[name] as Record<string, unknown>)[key];
      const b = (hi[name] as Record<string, unknown>)[key];
      expect(shape(b), `${name}.${key}`).toEqual(shape(a));
    }
  }
});

test("the Hindi services keep the ids, order, slugs, artwork and call to action, with Hindi text", () => {
  const enServices = en.services.services;
  const hiServices = hi.services.services;
  expect(hiServices).toHaveLength(18);
  for (const [i, s] of hiServices.entries()) {
    const e = enServices[i];
    expect({ id: s.id, slug: s.slug, image: s.image, cta: s.cta }).toEqual({
      id: e.id,
      slug: e.slug,
      image: e.image,
      cta: e.cta,
    });
    expect(s.title, s.slug).toMatch(DEVANAGARI);
    expect(s.summary, s.slug).toMatch(DEVANAGARI);
    expect(s.summary.length, s.slug).toBeLessThanOrEqual(170);
    expect(hi.services.getService(s.id)).toBe(s);
  }
  expect(hi.services.getService(19)).toBeUndefined();
  // Every enquiry-form service has a Hindi display name; the stored values stay English.
  expect(Object.keys(SERVICE_TITLES_HI).sort()).toEqual(SERVICE_NAMES.map((s) => s.slug).sort());
});

test("the Hindi FAQs, steps, benefits and webinars are in Hindi and keep their counts", () => {
  const { faqs, pages, webinars, industries, partners, testimonialGroups } = hi;
  for (const list of [faqs.homeFaqs, faqs.faqPageFaqs, faqs.careersFaqs]) {
    for (const item of list) {
      expect(item.question).toMatch(DEVANAGARI);
      expect(item.answer).toMatch(DEVANAGARI);
    }
  }
  expect(faqs.homeFaqs).toHaveLength(en.faqs.homeFaqs.length);
  expect(faqs.faqPageFaqs).toHaveLength(en.faqs.faqPageFaqs.length);
  expect(pages.freelanceSteps).toHaveLength(6);
  expect(pages.employersProcess).toHaveLength(en.pages.employersProcess.length);
  for (const step of [...pages.freelanceSteps, ...pages.employersProcess, ...pages.aboutValues]) {
    expect(step.title).toMatch(DEVANAGARI);
  }
  for (const [i, w] of [...webinars.upcomingSeminars, ...webinars.webinarRecordings].entries()) {
    const e = [...en.webinars.upcomingSeminars, ...en.webinars.webinarRecordings][i];
    expect(w.date).toBe(e.date);
    expect(w.title).toMatch(DEVANAGARI);
  }
  expect(industries.industries.map((x) => x.icon)).toEqual(en.industries.industries.map((x) => x.icon));
  expect(partners.homeStats.map((s) => s.value)).toEqual(en.partners.homeStats.map((s) => s.value));
  // Testimonials are people's own words: the same English items under Hindi headings.
  for (const [i, group] of testimonialGroups.testimonialGroups.entries()) {
    const e = en.testimonialGroups.testimonialGroups[i];
    expect(group.id).toBe(e.id);
    expect(group.items).toBe(e.items);
    expect(group.title).toMatch(DEVANAGARI);
  }
});

test("every service and legal page has a Hindi Markdown twin with the same sections, lists and links", () => {
  const paths = [...Array.from({ length: 18 }, (_, i) => `services/${i + 1}`), "pages/policy", "pages/disclaimer"];
  for (const path of paths) {
    const english = markdown[`../../app/content/${path}.md`] ?? "";
    const hindi = markdown[`../../app/content/hi/${path}.md`];
    expect(hindi, path).toBeDefined();
    if (hindi === undefined) continue;
    expect(hindi, path).toMatch(DEVANAGARI);
    const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
    // Same headings and list items (the legal pages add one note line at the top).
    expect(count(hindi, /^#{2,3} /gm), `${path} headings`).toBe(count(english, /^#{2,3} /gm));
    expect(count(hindi, /^(?:- |\d+\. )/gm), `${path} list items`).toBe(count(english, /^(?:- |\d+\. )/gm));
    // Every link target of the English text is kept.
    const targets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]).sort();
    const english_targets = targets(english).map((t) => (t === "/careers" ? "/carrers" : t));
    expect(targets(hindi), `${path} links`).toEqual(english_targets);
  }
  // The policy keeps the retention placeholders the code fills in.
  const policy = markdown["../../app/content/hi/pages/policy.md"] ?? "";
  expect(policy).toContain("{{resumeMonths}}");
  expect(policy).toContain("{{enquiryMonths}}");
  for (const legal of ["policy", "disclaimer"]) {
    const first = (markdown[`../../app/content/hi/pages/${legal}.md`] ?? "").split("\n")[0];
    expect(first, legal).toContain(`href="/${legal}" hreflang="en"`);
  }
});
