import type * as enFaqs from "./faqs";
import type * as enIndustries from "./industries";
import type * as enPages from "./pages";
import type * as enPartners from "./partners";
import type * as enServices from "./services";
import type * as enTestimonialGroups from "./testimonial-groups";
import type * as enWebinars from "./webinars";

/*
 * What a language's content folder must export (issue 32, Seam 2), as the
 * English modules' types: app/content/<code>/ mirrors them. A language with
 * every page ("all") has every module; a seeker language only the seeker
 * content. app/content/languages.gen.ts (written by `npm run i18n` from
 * shared/i18n/languages.ts) holds each language's modules to these types,
 * so a missing or misshapen export is a type error.
 */

/** A module's exports, with string constants widened to `string` (the English ones are literal types). */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/** Every export of pages.ts. */
export type Pages = Widen<typeof enPages>;

/** The exports of pages.ts a seeker language writes: the careers and freshers pages'. */
export const SEEKER_PAGE_EXPORTS = [
  "careersLead",
  "careersIntro",
  "careersBenefits",
  "careersSocialStats",
  "freshersIntro",
  "freshersSections",
  "freshersTips",
  "careersScanChannels",
  "careersVideo",
] as const satisfies readonly (keyof Pages)[];
export type SeekerPages = Pick<Pages, (typeof SEEKER_PAGE_EXPORTS)[number]>;

/** A seeker language's modules (app/content/<code>/, Seam 2 of issue 32). */
export interface SeekerContent {
  pages: SeekerPages;
  faqs: typeof enFaqs;
  services: typeof enServices;
  industries: typeof enIndustries;
  partners: typeof enPartners;
  testimonialGroups: typeof enTestimonialGroups;
}

/** A language with every page: the seeker content, every page's copy and the webinars. */
export interface FullContent extends SeekerContent {
  pages: Pages;
  webinars: typeof enWebinars;
}
