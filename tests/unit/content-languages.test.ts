import { expect, test } from "vitest";
import { contentFor, fullContentFor } from "#app/content/localized";
import { SEEKER_PAGE_EXPORTS } from "#app/content/shapes";
import { SERVICE_NAMES } from "#shared/content/service-names";
import { wordsFor } from "#shared/content/words";
import { isFullLang, LANGUAGES, type Lang } from "#shared/i18n/lang";
import { SCRIPT_LETTER } from "../i18n/script-share";

/**
 * Each language's content (app/content/<code>/, issues 24 and 32) must mirror
 * the English item for item, so a page never drops a service, a question or a
 * step, and ids, slugs, artwork and dates stay the same: every module for a
 * language with every page, the seeker content for the others. The text
 * itself must be in the language's script.
 */
const en = fullContentFor("en");
const OTHERS = LANGUAGES.filter((l) => l.code !== "en");

const markdown = import.meta.glob<string>("../../app/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const SCRIPT = SCRIPT_LETTER;

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

const cases = OTHERS.map((l) => [l.code, l] as const);

test.each(cases)("%s: every content module it must have has the English exports, lengths and keys", (code) => {
  const lang = code as Lang;
  const mine = (isFullLang(lang) ? fullContentFor(lang) : contentFor(lang)) as unknown as Record<string, object>;
  const modules = Object.keys(en).filter((name) => isFullLang(lang) || name !== "webinars");
  expect(Object.keys(mine).sort()).toEqual(modules.sort());
  for (const name of modules) {
    const english = (en as unknown as Record<string, Record<string, unknown>>)[name];
    const wanted = name === "pages" && !isFullLang(lang) ? [...SEEKER_PAGE_EXPORTS] : Object.keys(english);
    const theirs = mine[name] as Record<string, unknown>;
    for (const key of wanted) expect(shape(theirs[key]), `${name}.${key}`).toEqual(shape(english[key]));
  }
});

test.each(cases)("%s: the services keep ids, order, slugs, artwork and call to action, in the language", (code, l) => {
  const lang = code as Lang;
  const script = SCRIPT[l.script];
  const services = contentFor(lang).services;
  expect(services.services).toHaveLength(18);
  for (const [i, s] of services.services.entries()) {
    const e = en.services.services[i];
    expect({ id: s.id, slug: s.slug, image: s.image, cta: s.cta }).toEqual({
      id: e.id,
      slug: e.slug,
      image: e.image,
      cta: e.cta,
    });
    expect(s.title, s.slug).toMatch(script);
    expect(s.summary, s.slug).toMatch(script);
    expect(s.summary.length, s.slug).toBeLessThanOrEqual(170);
    expect(services.getService(s.id)).toBe(s);
  }
  expect(services.getService(19)).toBeUndefined();
  // Every enquiry-form service has a display name; the stored values stay English.
  expect(Object.keys(wordsFor(lang)?.services ?? {}).sort()).toEqual(SERVICE_NAMES.map((s) => s.slug).sort());
});

test.each(cases)("%s: FAQs, steps and headings are in the language and keep their counts", (code, l) => {
  const lang = code as Lang;
  const script = SCRIPT[l.script];
  const { faqs, pages, industries, partners, testimonialGroups } = contentFor(lang);
  for (const [name, list] of Object.entries(faqs)) {
    expect(list, name).toHaveLength((en.faqs as Record<string, unknown[]>)[name].length);
    for (const item of list) {
      expect(item.question).toMatch(script);
      expect(item.answer).toMatch(script);
    }
  }
  for (const item of [...pages.careersBenefits, ...pages.freshersSections]) expect(item.title).toMatch(script);
  expect(industries.industries.map((x) => x.icon)).toEqual(en.industries.industries.map((x) => x.icon));
  expect(partners.homeStats.map((s) => s.value)).toEqual(en.partners.homeStats.map((s) => s.value));
  // Testimonials are people's own words: the same English items under headings in the language.
  for (const [i, group] of testimonialGroups.testimonialGroups.entries()) {
    const e = en.testimonialGroups.testimonialGroups[i];
    expect(group.id).toBe(e.id);
    expect(group.items).toBe(e.items);
    expect(group.title).toMatch(script);
  }
  if (!isFullLang(lang)) return;
  const full = fullContentFor(lang);
  expect(full.pages.freelanceSteps).toHaveLength(en.pages.freelanceSteps.length);
  expect(full.pages.employersProcess).toHaveLength(en.pages.employersProcess.length);
  for (const step of [...full.pages.freelanceSteps, ...full.pages.employersProcess, ...full.pages.aboutValues]) {
    expect(step.title).toMatch(script);
  }
  const webinars = [...full.webinars.upcomingSeminars, ...full.webinars.webinarRecordings];
  for (const [i, w] of webinars.entries()) {
    expect(w.date).toBe([...en.webinars.upcomingSeminars, ...en.webinars.webinarRecordings][i].date);
    expect(w.title).toMatch(script);
  }
});

test.each(cases)("%s: its Markdown twins have the English sections, lists and links", (code, l) => {
  const script = SCRIPT[l.script];
  const legal = ["pages/policy", "pages/disclaimer"];
  const services = Array.from({ length: 18 }, (_, i) => `services/${i + 1}`);
  // The page against fake job offers (issue 32's seeker pages), wherever it is written yet.
  const fake = markdown[`../../app/content/${code}/pages/fake-job-offers.md`] ? ["pages/fake-job-offers"] : [];
  const paths = [...legal, ...fake, ...(l.pages === "all" ? services : [])];
  for (const path of paths) {
    const english = markdown[`../../app/content/${path}.md`] ?? "";
    const theirs = markdown[`../../app/content/${code}/${path}.md`];
    expect(theirs, path).toBeDefined();
    if (theirs === undefined) continue;
    expect(theirs, path).toMatch(script);
    const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
    // Same headings and list items (the legal pages add one note line at the top).
    expect(count(theirs, /^#{2,3} /gm), `${path} headings`).toBe(count(english, /^#{2,3} /gm));
    expect(count(theirs, /^(?:- |\d+\. )/gm), `${path} list items`).toBe(count(english, /^(?:- |\d+\. )/gm));
    // Every link target of the English text is kept.
    const targets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]).sort();
    const englishTargets = targets(english).map((t) => (t === "/careers" ? "/carrers" : t));
    expect(targets(theirs), `${path} links`).toEqual(englishTargets);
  }
  // The policy keeps the retention placeholders the code fills in.
  const policy = markdown[`../../app/content/${code}/pages/policy.md`] ?? "";
  expect(policy).toContain("{{resumeMonths}}");
  expect(policy).toContain("{{enquiryMonths}}");
  // The legal pages open with a note that the English text governs, linking it.
  for (const page of ["policy", "disclaimer"]) {
    const first = (markdown[`../../app/content/${code}/pages/${page}.md`] ?? "").split("\n")[0];
    expect(first, page).toContain(`href="/${page}" hreflang="en"`);
  }
});
