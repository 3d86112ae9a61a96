import { type FullLang, isFullLang, type Lang } from "#shared/i18n/lang";
import * as enFaqs from "./faqs";
import * as enIndustries from "./industries";
import { CONTENT as OTHER_LANGUAGES } from "./languages.gen";
import * as enPages from "./pages";
import * as enPartners from "./partners";
import * as enServices from "./services";
import type { FullContent, Pages, SeekerContent, SeekerPages } from "./shapes";
import * as enTestimonialGroups from "./testimonial-groups";
import * as enWebinars from "./webinars";

/**
 * The site's typed content in the page's language (issues 24 and 32). Each
 * language's folder, app/content/<code>/, mirrors the English modules export
 * for export (./shapes.ts): every module for a language with every page, the
 * seeker content only for the others. Its modules are imported by
 * ./languages.gen.ts, which `npm run i18n` writes from the language table and
 * which holds each to its shape (a missing export is a type error);
 * tests/unit/content-languages.test.ts checks lengths, ids and order.
 */
const EN: FullContent = {
  pages: enPages as Pages,
  faqs: enFaqs,
  services: enServices,
  industries: enIndustries,
  partners: enPartners,
  testimonialGroups: enTestimonialGroups,
  webinars: enWebinars,
};

type ContentOf<L extends Lang> = L extends FullLang ? FullContent : SeekerContent;
const CONTENT: { [L in Lang]: ContentOf<L> } = { en: EN, ...OTHER_LANGUAGES };

/** All content modules in one language (the seeker content, for a seeker language). */
export function contentFor(lang: Lang): SeekerContent {
  return CONTENT[lang];
}

/**
 * The content of a language with every page. Employer pages exist only in
 * those (shared/i18n/pages.ts); a seeker language gets its fallback's, which
 * only a test would ever ask for.
 */
export function fullContentFor(lang: Lang): FullContent {
  return isFullLang(lang) ? CONTENT[lang] : EN;
}

/** The careers and freshers pages' copy (every language). */
export const pagesFor = (lang: Lang): SeekerPages => CONTENT[lang].pages;
/** Every page's copy, for the employer pages (about, employers, freelance recruiters). */
export const employerPagesFor = (lang: Lang): Pages => fullContentFor(lang).pages;
export const faqsFor = (lang: Lang): typeof enFaqs => CONTENT[lang].faqs;
export const servicesFor = (lang: Lang): typeof enServices => CONTENT[lang].services;
export const industriesFor = (lang: Lang) => CONTENT[lang].industries.industries;
export const homeStatsFor = (lang: Lang) => CONTENT[lang].partners.homeStats;
export const testimonialGroupsFor = (lang: Lang) => CONTENT[lang].testimonialGroups.testimonialGroups;
export const webinarsFor = (lang: Lang): typeof enWebinars => fullContentFor(lang).webinars;
