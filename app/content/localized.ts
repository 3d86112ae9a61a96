import type { Lang } from "#shared/i18n/lang";
import * as enFaqs from "./faqs";
import * as hiFaqs from "./hi/faqs";
import * as hiIndustries from "./hi/industries";
import * as hiPages from "./hi/pages";
import * as hiPartners from "./hi/partners";
import * as hiServices from "./hi/services";
import * as hiTestimonialGroups from "./hi/testimonial-groups";
import * as hiWebinars from "./hi/webinars";
import * as enIndustries from "./industries";
import * as enPages from "./pages";
import * as enPartners from "./partners";
import * as enServices from "./services";
import * as enTestimonialGroups from "./testimonial-groups";
import * as enWebinars from "./webinars";

/**
 * The site's typed content in the page's language (issue 24). Each Hindi module
 * under ./hi/ mirrors its English one export for export; the annotations below
 * make TypeScript hold them to the same shape, and tests/unit/content-hi.test.ts
 * checks they hold the same number of items, ids and order.
 */
/** A module's exports, with string constants widened to `string` (the English ones are literal types). */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };
type Pages = Widen<typeof enPages>;

const CONTENT = {
  en: {
    pages: enPages as Pages,
    faqs: enFaqs,
    services: enServices,
    industries: enIndustries,
    partners: enPartners,
    testimonialGroups: enTestimonialGroups,
    webinars: enWebinars,
  },
  hi: {
    pages: hiPages satisfies Pages,
    faqs: hiFaqs satisfies typeof enFaqs,
    services: hiServices satisfies typeof enServices,
    industries: hiIndustries satisfies typeof enIndustries,
    partners: hiPartners satisfies typeof enPartners,
    testimonialGroups: hiTestimonialGroups satisfies typeof enTestimonialGroups,
    webinars: hiWebinars satisfies typeof enWebinars,
  },
} as const;

export type Content = (typeof CONTENT)["en"];

/** All content modules in one language. */
export function contentFor(lang: Lang): Content {
  return CONTENT[lang];
}

export const pagesFor = (lang: Lang): Pages => CONTENT[lang].pages;
export const faqsFor = (lang: Lang): typeof enFaqs => CONTENT[lang].faqs;
export const servicesFor = (lang: Lang): typeof enServices => CONTENT[lang].services;
export const industriesFor = (lang: Lang) => CONTENT[lang].industries.industries;
export const homeStatsFor = (lang: Lang) => CONTENT[lang].partners.homeStats;
export const testimonialGroupsFor = (lang: Lang) => CONTENT[lang].testimonialGroups.testimonialGroups;
export const webinarsFor = (lang: Lang): typeof enWebinars => CONTENT[lang].webinars;
